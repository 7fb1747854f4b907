// The language a request asks in, for the store's own words in its answer and the mails it sends,
// when the request does not say: the language of the shop page it comes from (its Referer's locale
// prefix: a shopper on /de/checkout reads German whatever their cookie says), else the storefront's
// locale cookie (the language they browse the shop in, SPEC §9), else the first of their browser's
// Accept-Language the shop speaks (by language, 'de-AT' → German), else English.
import { defaultLocale, isLocale, localeCookie, localePrefixes, locales, type Locale } from '../../common/locales';

/**
 * The language of the page a request comes from. Browsers send the whole page address only from
 * the shop's own pages (the shop's Referrer-Policy, strict-origin-when-cross-origin); a bare origin
 * or the home page, which follows the cookie, says nothing.
 */
function refererLocale(referer: string | null | undefined): Locale | null {
  if (!referer || !URL.canParse(referer)) return null;
  const { pathname } = new URL(referer);
  if (pathname === '/') return null;
  const first = pathname.split('/')[1] ?? '';
  return locales.find((locale) => localePrefixes[locale] !== '' && localePrefixes[locale] === first) ?? defaultLocale;
}

function cookieLocale(cookieHeader: string | null | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === localeCookie.name && isLocale(value)) return value;
  }
  return null;
}

function acceptedLocale(acceptLanguage: string | null | undefined): Locale | null {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const quality = Number(/^q=([\d.]+)$/.exec(parameters.join('').trim())?.[1] ?? 1);
      return { language: range.toLowerCase().split('-')[0]!, quality };
    })
    .filter((range) => range.language && range.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { language } of ranges) {
    const locale = locales.find((candidate) => candidate.slice(0, 2) === language);
    if (locale) return locale;
  }
  return null;
}

export function requestLocale(headers: { get(name: string): string | null }): Locale {
  return refererLocale(headers.get('referer')) ?? cookieLocale(headers.get('cookie')) ?? acceptedLocale(headers.get('accept-language')) ?? defaultLocale;
}
