// Loads the payload of any URL: splits the locale, matches the route, runs its screen's loader.
import { translator } from '../../i18n';
import { splitLocale, type Locale } from '../../i18n/locales';
import { executorIn, type Executor } from '../../graphql/executor';
import { matchRoute, viewOfRoute } from '../../routes';
import { screenOf } from '..';
import type { StoreSettings } from '../../../common/settings';
import type { LoaderContext, ResetLinkCheck } from './context';
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
  /** The catalog generation the store says the page is made under, when it can tell (LoaderContext). */
  catalogGeneration?: string;
  /** The request's signed-in hint (common/signedInHint.ts). */
  signedInHint?: boolean;
  /** The request's wishlist hint (common/wishlistHint.ts). */
  wishlistHint?: boolean;
  /** The request's cart session token (its `woocommerce-session` cookie). */
  sessionToken?: string;
  /** The embedded store's check of a password reset link (LoaderContext). */
  isLiveResetLink?: ResetLinkCheck;
}

// A NUL, encoded, names nothing the store can keep (its database refuses the character): such a
// URL is a page not found rather than a question for the store.
const encodedNul = /%00/;

export async function loadPage(options: LoadPageOptions): Promise<PagePayload> {
  // Joined rather than resolved: a path of `//x` is a path here, not another host.
  const parsed = new URL(`http://localhost${options.url}`);
  const { locale, path: pathname } = splitLocale(parsed.pathname);
  const ctx: LoaderContext = {
    // The store answers in the page's language (its URL's prefix), whatever the visitor's cookie says.
    graphql: executorIn(options.graphql, locale),
    catalogCacheMs: options.catalogCacheMs,
    catalogGeneration: options.catalogGeneration,
    settings: options.settings,
    origin: options.origin,
    locale,
    t: translator(locale),
    pathname,
    query: parsed.searchParams,
    signedInHint: options.signedInHint,
    wishlistHint: options.wishlistHint,
    cartSession: options.sessionToken === undefined ? undefined : sessionExecutor(options.graphql, locale, options.sessionToken),
    isLiveResetLink: options.isLiveResetLink,
  };
  const match = encodedNul.test(options.url) ? null : matchRoute(pathname);
  const result = await runLoader(ctx, match);
  return toPayload(result, match, pathname + parsed.search, locale);
}

function sessionExecutor(graphql: Executor, locale: Locale, sessionToken: string): Executor {
  return (query, variables) => graphql(query, variables, { locale, sessionToken });
}

function runLoader(ctx: LoaderContext, match: ReturnType<typeof matchRoute>) {
  const { load } = screenOf(match ? viewOfRoute(match.name) : 'error');
  if (!load) throw new Error('Page loaders run on the server only');
  return load(ctx, match?.params ?? {});
}
