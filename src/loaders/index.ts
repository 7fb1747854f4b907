// Loads the payload of any URL: splits the locale, matches the route, runs its screen's loader.
import { translator } from '../i18n';
import { splitLocale } from '../i18n/locales';
import type { Executor } from '../graphql/executor';
import { matchRoute, viewOfRoute } from '../routes';
import { screenOf } from '../screens';
import type { StoreSettings } from '../../common/settings';
import type { LoaderContext } from './context';
import { toPayload } from './payload';
import type { PagePayload } from './types';

export interface LoadPageOptions {
  /** Path and query as requested, locale prefix included ('/de/products?search=x'). */
  url: string;
  origin: string;
  graphql: Executor;
  settings: StoreSettings;
  /** How long the full product list is reused; by default half a minute. */
  catalogCacheMs?: number;
  /** The request's signed-in hint (common/signedInHint.ts). */
  signedInHint?: boolean;
}

export async function loadPage(options: LoadPageOptions): Promise<PagePayload> {
  const parsed = new URL(options.url, 'http://localhost');
  const { locale, path: pathname } = splitLocale(parsed.pathname);
  const ctx: LoaderContext = {
    graphql: options.graphql,
    catalogCacheMs: options.catalogCacheMs,
    settings: options.settings,
    origin: options.origin,
    locale,
    t: translator(locale),
    pathname,
    query: parsed.searchParams,
    signedInHint: options.signedInHint,
  };
  const match = matchRoute(pathname);
  const result = await runLoader(ctx, match);
  return toPayload(result, match, pathname + parsed.search, locale);
}

function runLoader(ctx: LoaderContext, match: ReturnType<typeof matchRoute>) {
  const { load } = screenOf(match ? viewOfRoute(match.name) : 'error');
  if (!load) throw new Error('Page loaders run on the server only');
  return load(ctx, match?.params ?? {});
}
