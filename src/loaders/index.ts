// Loads the payload of any URL: splits the locale, matches the route, runs its loader.
import { translator } from '../i18n';
import { splitLocale } from '../i18n/locales';
import { matchRoute } from '../routes';
import type { Executor } from '../graphql/executor';
import type { StoreSettings } from '../settings';
import { loadCategories } from './categories';
import type { LoaderContext } from './context';
import { loadHome } from './home';
import { notFound } from './notFound';
import { loadProduct } from './product';
import { loadProductList } from './productList';
import { toPayload } from './payload';
import type { LoaderResult } from './result';
import { loadContact, loadPrivacy, loadWishlist } from './staticPages';
import type { PagePayload } from './types';

export interface LoadPageOptions {
  /** Path and query as requested, locale prefix included ('/de/products?search=x'). */
  url: string;
  origin: string;
  graphql: Executor;
  settings: StoreSettings;
}

export async function loadPage(options: LoadPageOptions): Promise<PagePayload> {
  const parsed = new URL(options.url, 'http://localhost');
  const { locale, path: pathname } = splitLocale(parsed.pathname);
  const ctx: LoaderContext = {
    graphql: options.graphql,
    settings: options.settings,
    origin: options.origin,
    locale,
    t: translator(locale),
    pathname,
    query: parsed.searchParams,
  };
  const match = matchRoute(pathname);
  const result = await runLoader(ctx, match);
  return toPayload(result, match, pathname + parsed.search, locale);
}

function runLoader(ctx: LoaderContext, match: ReturnType<typeof matchRoute>): Promise<LoaderResult> | LoaderResult {
  if (!match) return notFound(ctx);
  const { params } = match;
  switch (match.name) {
    case 'home':
      return loadHome(ctx);
    case 'products':
    case 'productsPage':
    case 'category':
    case 'categoryPage':
      return loadProductList(ctx, params);
    case 'product':
      return loadProduct(ctx, params.slug ?? '');
    case 'categories':
      return loadCategories(ctx);
    case 'wishlist':
      return loadWishlist(ctx);
    case 'contact':
      return loadContact(ctx);
    case 'privacy':
      return loadPrivacy(ctx);
  }
}
