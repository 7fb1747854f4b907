// The shopper's choice of language, kept in the browser (SPEC §9: 365 days, path /, SameSite Lax).
import { localeCookie, type Locale } from './locales';

export function rememberLocaleChoice(locale: Locale): void {
  document.cookie = `${localeCookie.name}=${locale}; max-age=${localeCookie.maxAgeSeconds}; path=/; samesite=lax`;
}
