// The six locales of SPEC.md §1 and how each appears in a URL (DESIGN.md §3).
import { splitQuery } from '../routes';

export const locales = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en_US';

/** Path prefix of each locale; the default locale has none. */
export const localePrefixes: Record<Locale, string> = {
  en_US: '',
  de_DE: 'de',
  es_ES: 'es',
  fr_FR: 'fr',
  it_IT: 'it',
  pt_BR: 'pt-br',
};

/** BCP 47 tags for `hreflang` and `<html lang>`. */
export const localeTags: Record<Locale, string> = {
  en_US: 'en-US',
  de_DE: 'de-DE',
  es_ES: 'es-ES',
  fr_FR: 'fr-FR',
  it_IT: 'it-IT',
  pt_BR: 'pt-BR',
};

/** Each language's own name, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en_US: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  pt_BR: 'Português (Brasil)',
};

export const localeCookie = { name: 'i18n_locale', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

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
