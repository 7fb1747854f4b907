// The storefront's routes (SPEC.md §2). Paths are locale-free; the locale prefix is handled by
// the router's base (see i18n/locales.ts).
import { parse } from 'regexparam';

export const routes = {
  home: '/',
  products: '/products',
  productsPage: '/products/page/:pageNumber',
  product: '/product/:slug',
  categories: '/categories',
  category: '/product-category/:categorySlug',
  categoryPage: '/product-category/:categorySlug/page/:pageNumber',
  wishlist: '/wishlist',
  contact: '/contact',
  privacy: '/privacy-policy',
} as const;

export type RouteName = keyof typeof routes;

const compiled = (Object.entries(routes) as [RouteName, string][]).map(([name, pattern]) => ({
  name,
  ...parse(pattern),
}));

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** A path split at its query: '/products?search=cap' → { pathname: '/products', search: 'search=cap' }. */
export function splitQuery(path: string): { pathname: string; search: string } {
  const queryStart = path.indexOf('?');
  return queryStart === -1 ? { pathname: path, search: '' } : { pathname: path.slice(0, queryStart), search: path.slice(queryStart + 1) };
}

/** Matches a locale-free path (no query string) against the routes; null means 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of compiled) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.keys.forEach((key, index) => {
      params[key] = safeDecode(found[index + 1] ?? '');
    });
    return { name: route.name, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Builds a locale-free path from a route name and its params. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** Which view renders each route. */
export const routeViews = {
  home: 'home',
  products: 'productList',
  productsPage: 'productList',
  product: 'product',
  categories: 'categories',
  category: 'productList',
  categoryPage: 'productList',
  wishlist: 'wishlist',
  contact: 'contact',
  privacy: 'privacy',
} as const satisfies Record<RouteName, string>;
