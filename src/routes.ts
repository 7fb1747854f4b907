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

function routeNamed(name: RouteName) {
  return compiled.find((route) => route.name === name)!;
}

/** Builds a locale-free path from a route name and its params. */
export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeNamed(name).pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/** The view that renders a route. */
export function viewOfRoute(name: RouteName): ViewName {
  return routeNamed(name).view;
}
