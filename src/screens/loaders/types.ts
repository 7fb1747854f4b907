// The page payload: what the server renders a page from, inlines into the HTML, and answers as
// JSON for client-side navigations. One shape for both, so hydration never fetches again. Which
// view renders it, and its data, come from the screens (screens/).
import type { Locale } from '../../i18n/locales';
import type { RouteName, ViewData, ViewName } from '..';

export type { ViewData, ViewName };

export interface HeadLink {
  hreflang: string;
  href: string;
}

export interface Head {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  alternates: HeadLink[];
  jsonLd: object[];
  image: string | null;
  robots: string | null;
}

export type PagePayload<V extends ViewName = ViewName> = {
  [K in V]: {
    view: K;
    route: RouteName | null;
    params: Record<string, string>;
    /** Locale-free path with its query string, as matched ('/products/page/2'). */
    path: string;
    locale: Locale;
    status: number;
    data: ViewData[K];
    head: Head;
    /** A page for one shopper: never cached (see screens/screen.ts). */
    personal?: boolean;
  };
}[V];
