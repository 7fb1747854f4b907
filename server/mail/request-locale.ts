// The language to write a shopper's mail in when the request that asks for it does not say: the
// storefront's locale cookie (the language they browse the shop in, SPEC §9), else the first of
// their browser's Accept-Language the shop speaks (by language, 'de-AT' → German), else English.
import { defaultLocale, isLocale, localeCookie, locales, type Locale } from '../../common/locales';

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
  return cookieLocale(headers.get('cookie')) ?? acceptedLocale(headers.get('accept-language')) ?? defaultLocale;
}
