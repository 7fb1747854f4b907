// A loader's result with where it was found: the page payload (types.ts).
import type { Locale } from '../../i18n/locales';
import type { RouteMatch } from '../../routes';
import type { LoaderResult } from './result';
import type { PagePayload } from './types';

export function toPayload(result: LoaderResult, match: RouteMatch | null, path: string, locale: Locale): PagePayload {
  return { ...result, route: match?.name ?? null, params: match?.params ?? {}, path, locale } as PagePayload;
}
