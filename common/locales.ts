// The six locales of SPEC.md §1, their URL prefixes and language tags: what the storefront's
// routes and the server's mail both speak. Kept apart from the storefront's i18n so the server
// reads them without the storefront's routes and views.
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

/** BCP 47 tags for `hreflang`, `<html lang>` and Intl. */
export const localeTags: Record<Locale, string> = {
  en_US: 'en-US',
  de_DE: 'de-DE',
  es_ES: 'es-ES',
  fr_FR: 'fr-FR',
  it_IT: 'it-IT',
  pt_BR: 'pt-BR',
};

/** The cookie that keeps a shopper's language (SPEC §9); the server writes their mails in it. */
export const localeCookie = { name: 'i18n_locale', maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
