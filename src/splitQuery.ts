// A path's query split off, apart from routes.ts so that i18n/locales.ts can use it without
// importing the route table (and through it every screen and loader).

/** A path split at its query: '/products?search=cap' → { pathname: '/products', search: 'search=cap' }. */
export function splitQuery(path: string): { pathname: string; search: string } {
  const queryStart = path.indexOf('?');
  return queryStart === -1 ? { pathname: path, search: '' } : { pathname: path.slice(0, queryStart), search: path.slice(queryStart + 1) };
}
