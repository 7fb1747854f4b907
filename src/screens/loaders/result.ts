// What a route loader answers; the dispatcher (index.ts) adds route, params, path and locale.
import type { Loaded } from '../screen';
import type { ViewData, ViewName } from './types';

export type LoaderResult<V extends ViewName = ViewName> = {
  [K in V]: Loaded<K, ViewData[K]>;
}[V];
