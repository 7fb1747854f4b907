// The pages the sitemap lists, and how a page's URL reads in each locale. The URLs are those the
// pages give as their own canonical and hreflang links (src/screens/loaders/head.ts `alternates`, on the
// route shapes of src/screens/): the storefront's modules need Vite to load, so the few lines are
// repeated here, and tests/server/sitemap.test.ts holds them equal to the rendered pages' links.
import { defaultLocale, localePrefixes, localeTags, locales } from '../../common/locales';

/**
 * The catalog's part of the sitemap: the embedded store's (domain/catalog/store/sitemap-entries.ts),
 * or a remote store's as its GraphQL answers it (src/screens/loaders/sitemapEntries.ts), which names no dates.
 */
export interface SitemapCatalog {
  products: { slug: string; modified: string | null }[];
  categories: { slug: string; modified: string | null }[];
  newest: string | null;
}

export interface SitemapPage {
  /** Locale-free path, its parts percent-encoded ('/product/classic-hoodie'). */
  path: string;
  /** W3C datetime of its last change, or null when there is no honest one. */
  lastmod: string | null;
}

/**
 * Home, the lists and the shop's own pages, then each category's page and each product's page.
 * Paged lists (/products/page/2) are left out: they are there to be followed, not to be found.
 */
export function sitemapPages(entries: SitemapCatalog): SitemapPage[] {
  return [
    { path: '/', lastmod: entries.newest },
    { path: '/products', lastmod: entries.newest },
    { path: '/categories', lastmod: entries.newest },
    // Translated text only: nothing records when it changed.
    { path: '/contact', lastmod: null },
    { path: '/privacy-policy', lastmod: null },
    { path: '/terms', lastmod: null },
    ...entries.categories.filter(reachable).map((category) => ({ path: `/product-category/${encodeURIComponent(category.slug)}`, lastmod: category.modified })),
    ...entries.products.filter(reachable).map((product) => ({ path: `/product/${encodeURIComponent(product.slug)}`, lastmod: product.modified })),
  ];
}

// A URL path resolves the segments '.' and '..' away, so no URL reaches a page with such a slug.
// Every other slug, percent-encoded, is kept as it is by the URL parser: so a page's URL is the
// shop's origin followed by its path, as `new URL(path, origin)` makes it for the page's own links.
const reachable = (entry: { slug: string }) => entry.slug !== '.' && entry.slug !== '..';

/** The origin as URLs begin with it: 'https://shop.example' (the URL parser's form of PUBLIC_URL or the request's). */
export function urlBase(origin: string): string {
  return new URL('/', origin).href.slice(0, -1);
}

/** Each locale's hreflang code (in the order of `locales`), then x-default. */
export const hreflangs: readonly string[] = [...locales.map((locale) => localeTags[locale]), 'x-default'];

/** The path prefix of each hreflang's URLs ('', '/de' …): x-default is the default locale's URL. */
export const hreflangPrefixes: readonly string[] = [...locales, defaultLocale].map((locale) => (localePrefixes[locale] ? `/${localePrefixes[locale]}` : ''));

/** A locale-free path in the locale of `prefix` ('/' in German is '/de', as src/i18n/locales.ts `localizePath`). */
export function localizePath(path: string, prefix: string): string {
  return prefix && path === '/' ? prefix : prefix + path;
}
