// Money and dates as SPEC.md §9 fixes them: euro in US-English formatting, long dates.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Formats an amount in major units (19.5 → '€19.50'). */
export function formatPrice(amount: number): string {
  return money.format(amount);
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

/** Formats a raw WooGraphQL price: a single price, or 'min – max' for a range. */
export function formatRawPrice(raw: string | null | undefined): string {
  const prices = parseRawPrices(raw);
  if (prices.length === 0) return '';
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
}

/** Formats a date string as 'January 5, 2026'; an unreadable date gives ''. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

// Intl objects are costly to make and a page asks for them many times: one per language tag.
const pluralRules = new Map<string, Intl.PluralRules>();
const ratingNumbers = new Map<string, Intl.NumberFormat>();

/** The CLDR plural category of `count` in a language ('one', 'other', …). */
export function pluralCategory(languageTag: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(languageTag);
  if (!rules) pluralRules.set(languageTag, (rules = new Intl.PluralRules(languageTag)));
  return rules.select(count);
}

/** A rating such as 4.5 written the way the language writes it ('4,5' in German). */
export function formatRating(languageTag: string, value: number): string {
  let format = ratingNumbers.get(languageTag);
  if (!format) ratingNumbers.set(languageTag, (format = new Intl.NumberFormat(languageTag, { maximumFractionDigits: 1 })));
  return format.format(value);
}
