// Page head: title, description, canonical, hreflang alternates and JSON-LD for search engines.
import { htmlToText } from '../../domain/catalog/htmlText';
import { defaultLocale, localeTags, locales, localizePath, type Locale } from '../../i18n/locales';
import type { PageContext } from './context';
import type { Head, HeadLink } from './types';

export function absoluteUrl(ctx: Pick<PageContext, 'origin'>, path: string): string {
  // A path that starts with `//` (a URL asked as `//x`, answered with the not-found page) is a
  // path of the shop's, not a link to another host.
  return new URL(path.replace(/^\/{2,}/, '/'), ctx.origin).toString();
}

export function alternates(ctx: PageContext, path: string): HeadLink[] {
  const links = locales.map((locale: Locale) => ({ hreflang: localeTags[locale], href: absoluteUrl(ctx, localizePath(path, locale)) }));
  links.push({ hreflang: 'x-default', href: absoluteUrl(ctx, localizePath(path, defaultLocale)) });
  return links;
}

export function makeHead(
  ctx: PageContext,
  options: { title: string; description?: string; canonicalPath?: string; jsonLd?: object[]; image?: string | null; robots?: string | null },
): Head {
  const store = ctx.settings.storeName;
  const path = options.canonicalPath ?? ctx.pathname;
  return {
    title: options.title === store ? store : `${options.title} | ${store}`,
    description: options.description || ctx.t('meta.defaultDescription', { store }),
    canonical: absoluteUrl(ctx, localizePath(path, ctx.locale)),
    alternates: alternates(ctx, path),
    jsonLd: options.jsonLd ?? [],
    image: options.image ? absoluteUrl(ctx, options.image) : null,
    robots: options.robots ?? null,
  };
}

export function breadcrumbJsonLd(ctx: PageContext, items: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(ctx, localizePath(item.path, ctx.locale)),
    })),
  };
}

/** Plain text of sanitised HTML, for meta descriptions and JSON-LD. */
export function plainText(html: string, maxLength = 160): string {
  const text = htmlToText(html).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
