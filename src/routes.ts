// The storefront's routes (SPEC.md §2), as the screens declare them (screens/). Paths are
// locale-free; the locale prefix is handled by the router's base (see i18n/locales.ts).
import { parse } from 'regexparam';
import { screens, type RouteName, type ViewName } from './screens';

export type { RouteName };

/** Every route, in the order the screens are listed: its name, pattern and the view that renders it. */
const compiled = screens.flatMap((screen) =>
  Object.entries(screen.routes).map(([name, pattern]) => ({ name: name as RouteName, pattern: pattern as string, view: screen.view as ViewName })),
);
const matchers = compiled.map((route) => ({ ...route, ...parse(route.pattern) }));

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

/** Matches a locale-free path (no query string) against the routes; null means 404. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of matchers) {
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

const byName = new Map(compiled.map((route) => [route.name, route]));

function routeNamed(name: RouteName) {
  return byName.get(name)!;
}

/**
 * Each route's pattern cut at its params: text at even places, a param's name at odd ones. A page
 * builds a path for each of its links; searching the pattern for params each time was half a
 * percent of a product page's server render (issue 41).
 */
const patternPieces = new Map(compiled.map((route) => [route.name, route.pattern.split(/:(\w+)/)]));

/** Builds a locale-free path from a route name and its params. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  const pieces = patternPieces.get(name)!;
  let path = pieces[0]!;
  for (let index = 1; index < pieces.length; index += 2) path += encodeURIComponent(String(params[pieces[index]!] ?? '')) + pieces[index + 1];
  return path;
}

/** The view that renders a route. */
export function viewOfRoute(name: RouteName): ViewName {
  return routeNamed(name).view;
}
