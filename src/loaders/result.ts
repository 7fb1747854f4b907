// What a route loader answers; the dispatcher (index.ts) adds route, params, path and locale.
import type { Head, ViewData, ViewName } from './types';

export type LoaderResult<V extends ViewName = ViewName> = {
  [K in V]: { view: K; status: number; data: ViewData[K]; head: Head };
}[V];
