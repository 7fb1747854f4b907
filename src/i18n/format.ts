// Money and numbers in each language the shop speaks, as Intl writes them there: euro ("€1,234.50",
// "1.234,50 €", "1 234,50 €", "€ 1.234,50"), ratings and plural categories. Dates are dates.ts's.
//
// Written out by hand rather than with Intl: a browser's first Intl.NumberFormat or
// Intl.DateTimeFormat loads the ICU number or calendar data, 30–60 ms of main thread on this
// machine (four times that on a slow phone), while the page starts; and the server's ICU and a
// browser's may differ, which would change a page's text as it hydrates. The formats are fixed, so
// the hand-written ones are exact; tests/unit/format.test.ts holds them to Intl's output. What
// they do not cover (non-finite or enormous numbers) still goes to Intl, made on first need.
import { localeTags, type Locale } from '../../common/locales';
import { currentLocale } from './index';

interface MoneyStyle {
  decimal: string;
  group: string;
  /** Spanish and Italian leave a four-digit amount ungrouped (1234,50 €), from five digits on they group. */
  groupsFromFiveDigits: boolean;
  /** The number with the euro sign where the language puts it. */
  withSign: (number: string) => string;
}

const nbsp = '\u00a0';
const euroAfter = (number: string) => `${number}${nbsp}€`;
const moneyStyles: Record<Locale, MoneyStyle> = {
  en_US: { decimal: '.', group: ',', groupsFromFiveDigits: false, withSign: (number) => `€${number}` },
  de_DE: { decimal: ',', group: '.', groupsFromFiveDigits: false, withSign: euroAfter },
  es_ES: { decimal: ',', group: '.', groupsFromFiveDigits: true, withSign: euroAfter },
  fr_FR: { decimal: ',', group: '\u202f', groupsFromFiveDigits: false, withSign: euroAfter },
  it_IT: { decimal: ',', group: '.', groupsFromFiveDigits: true, withSign: euroAfter },
  pt_BR: { decimal: ',', group: '.', groupsFromFiveDigits: false, withSign: (number) => `€${nbsp}${number}` },
};

/** Formats an amount in major units in a language (19.5 → '€19.50' in English, '19,50 €' in German). */
export function formatPrice(amount: number, locale: Locale = currentLocale()): string {
  if (!writable(amount)) return intlMoney(locale).format(amount);
  const style = moneyStyles[locale];
  const [whole, fraction] = rounded(Math.abs(amount), 2);
  const digits = style.groupsFromFiveDigits && whole.length < 5 ? whole : grouped(whole, style.group);
  return `${negative(amount) ? '-' : ''}${style.withSign(`${digits}${style.decimal}${fraction}`)}`;
}

/**
 * WooGraphQL answers `price(format: RAW)` as a number string, or for variable products a
 * comma-separated list of the variation prices. Returns the numbers it holds, ignoring blanks.
 */
export function parseRawPrices(raw: string | null | undefined): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => Number.parseFloat(part.trim()))
    .filter((value) => Number.isFinite(value));
}

/** Formats a raw WooGraphQL price in a language: a single price, or 'min – max' for a range. */
export function formatRawPrice(raw: string | null | undefined, locale: Locale = currentLocale()): string {
  return formatPrices(parseRawPrices(raw), locale);
}

/** Formats amounts in a language: a single price, or 'min – max' for a range; '' for none. */
export function formatPrices(prices: readonly number[], locale: Locale = currentLocale()): string {
  if (prices.length === 0) return '';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatPrice(min, locale) : `${formatPrice(min, locale)} – ${formatPrice(max, locale)}`;
}

// Intl objects are costly to make and a page asks for them many times: one per language tag and form.
const ratingNumbers = new Map<string, Intl.NumberFormat>();
/**
 * Each language's plural rules, with the categories Intl chose for the small counts a page writes
 * (stars, reviews, items): its select takes 0.3–0.6 µs, a remembered answer 0.02.
 */
const pluralRules = new Map<string, { rules: Intl.PluralRules; smallCounts: Intl.LDMLPluralRule[] }>();
const smallCountLimit = 100;

/** The CLDR plural category of `count` in a language ('one', 'other', …). */
export function pluralCategory(languageTag: string, count: number): Intl.LDMLPluralRule {
  let language = pluralRules.get(languageTag);
  if (!language) pluralRules.set(languageTag, (language = { rules: new Intl.PluralRules(languageTag), smallCounts: [] }));
  if (!Number.isInteger(count) || count < 0 || count >= smallCountLimit) return language.rules.select(count);
  return (language.smallCounts[count] ??= language.rules.select(count));
}

/** The decimal separator of each language the shop speaks (common/locales.ts's tags). */
const decimalSeparators: Record<string, string> = { 'en-US': '.', 'de-DE': ',', 'es-ES': ',', 'fr-FR': ',', 'it-IT': ',', 'pt-BR': ',' };

/** A rating such as 4.5 written the way the language writes it ('4,5' in German), one decimal at most. */
export function formatRating(languageTag: string, value: number): string {
  return ratingText(languageTag, value, false);
}

/** A product's average rating as its reviews show it, always with its one decimal ('4,0' in German). */
export function formatAverageRating(languageTag: string, value: number): string {
  return ratingText(languageTag, value, true);
}

function ratingText(languageTag: string, value: number, keepDecimal: boolean): string {
  const separator = decimalSeparators[languageTag];
  // Ratings run from 0 to 5; from 1,000 on, languages group digits in their own ways.
  if (separator === undefined || !writable(value) || Math.abs(value) >= 1000) {
    const key = `${languageTag} ${keepDecimal}`;
    let format = ratingNumbers.get(key);
    if (!format) ratingNumbers.set(key, (format = new Intl.NumberFormat(languageTag, { minimumFractionDigits: keepDecimal ? 1 : 0, maximumFractionDigits: 1 })));
    return format.format(value);
  }
  const [whole, fraction] = rounded(Math.abs(value), 1);
  return `${negative(value) ? '-' : ''}${whole}${fraction === '0' && !keepDecimal ? '' : separator + fraction}`;
}

/**
 * A non-negative number's whole and fraction digits, rounded to `places` the way Intl rounds: half
 * away from zero, on the shortest decimal that reads back as the number (0.35 rounds to 0.4, although
 * the double nearest 0.35 is a little less). toFixed would round that double itself.
 */
function rounded(value: number, places: number): [whole: string, fraction: string] {
  // Most amounts have no more decimals than are written (19.5, 45, 12.99): then value × 10^places
  // rounds to their digits exactly, which dividing back proves, and no digit needs rounding.
  const scale = 10 ** places;
  const scaled = Math.round(value * scale);
  if (scaled / scale === value && scaled <= Number.MAX_SAFE_INTEGER) {
    const text = String(scaled).padStart(places + 1, '0');
    return [text.slice(0, -places), text.slice(-places)];
  }
  const [significand, exponent] = value.toExponential().split('e') as [string, string];
  const digits = significand.replace('.', '');
  const wholeLength = Number(exponent) + 1;
  const plain = wholeLength > 0 ? digits.padEnd(wholeLength, '0') : '0'.repeat(-wholeLength) + digits;
  const keep = Math.max(wholeLength, 0) + places;
  const kept = BigInt(plain.slice(0, keep).padEnd(keep, '0')) + ((plain[keep] ?? '0') >= '5' ? 1n : 0n);
  const text = kept.toString().padStart(places + 1, '0');
  return [text.slice(0, -places), text.slice(-places)];
}

/** A finite number below 1e21: larger ones are left to Intl. */
function writable(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < 1e21;
}

/** Intl writes the minus for negative numbers and negative zero alike. */
function negative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

/** '1234567' → '1,234,567'. */
function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
function intlMoney(locale: Locale): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(localeTags[locale], { style: 'currency', currency: 'EUR' })));
  return format;
}
