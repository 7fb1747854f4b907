// The six locales of SPEC.md §1 (common/locales.ts) and how each appears in a URL (DESIGN.md §3).
import { defaultLocale, localePrefixes, locales, type Locale } from '../../common/locales';
import { splitQuery } from '../splitQuery';

export { defaultLocale, isLocale, localeCookie, localePrefixes, locales, localeTags, type Locale } from '../../common/locales';

/** Each language's own name, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en_US: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  pt_BR: 'Português (Brasil)',
};

/** Splits a URL path into its locale and the locale-free path ('/de/products' → de_DE, '/products'). */
export function splitLocale(path: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = path.split('/');
  for (const locale of locales) {
    const prefix = localePrefixes[locale];
    if (prefix && first.toLowerCase() === prefix) return { locale, path: '/' + rest.join('/') };
  }
  return { locale: defaultLocale, path: path || '/' };
}

/** The URL path of a locale-free path in a locale ('/products', de_DE → '/de/products'). */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefixes[locale];
  if (!prefix) return path;
  const { pathname, search } = splitQuery(path);
  return (pathname === '/' ? `/${prefix}` : `/${prefix}${pathname}`) + (search ? `?${search}` : '');
}
