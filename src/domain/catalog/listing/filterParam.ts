// The `filter` query parameter (SPEC §5): `key[value1,value2]` groups joined by commas, e.g.
// `category[hoodies,t-shirts],price[10,50],rating[4],sale[true],pa_color[blue,red]`.
// The URL is typed, shared and crawled, so parsing never throws: whatever does not fit the format is
// left out. Formatting is canonical (fixed key order, values sorted and de-duplicated), so equal
// filters give equal URLs and a page is cached and indexed once.
import type { ListingFilters } from './types';

/** Longer input is cut here; a real filter is a few hundred characters at most. */
export const maxFilterParamLength = 2000;
/** WordPress slugs are at most 200 characters. */
const maxValueLength = 200;
/** Prices above this are not a shop's prices; it also keeps numbers out of exponent notation. */
const maxPrice = 1e9;

const attributeTaxonomy = /^pa_[a-z0-9_%-]{1,64}$/;
const priceNumber = /^\d{1,10}(?:\.\d{1,10})?$/;
const ratingNumber = /^[1-5]$/;

/** A global attribute taxonomy name such as `pa_color`. */
export function isAttributeTaxonomy(key: string): boolean {
  return attributeTaxonomy.test(key);
}

/** A slug the format can carry: not empty, not too long, and none of its delimiters. */
export function isFilterValue(value: string): boolean {
  return value.length > 0 && value.length <= maxValueLength && !/[[\],]/.test(value);
}

/** A price bound as the filter keeps it: cents precision, or null when it is not a usable price. */
function normalizePrice(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value < 0 || value > maxPrice) return null;
  return Math.round(value * 100) / 100;
}

/** A price range as the filter keeps it. Reversed bounds are a slip of the hand, not a wish for nothing: they are swapped. */
export function normalizePriceRange(min: number | null, max: number | null): ListingFilters['price'] {
  const low = normalizePrice(min);
  const high = normalizePrice(max);
  return low !== null && high !== null && low > high ? { min: high, max: low } : { min: low, max: high };
}

/** A rating bound (1–5 stars), or null. */
export function normalizeRating(value: number | null): number | null {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** Trimmed, valid, sorted and unique: the one form a list of slugs is kept in. */
function normalizeSlugs(values: readonly string[]): string[] {
  const slugs = new Set<string>();
  for (const value of values) {
    const slug = value.trim();
    if (isFilterValue(slug)) slugs.add(slug);
  }
  // Code-unit order, not a locale's: the URL must be the same on the server and in every browser.
  return [...slugs].sort();
}

export function emptyFilters(): ListingFilters {
  return { categories: [], price: { min: null, max: null }, rating: null, onSale: false, attributes: {} };
}

/** A number, null for an open bound, undefined for something that is not a price. */
function parsePriceBound(text: string): number | null | undefined {
  if (text === '') return null;
  if (!priceNumber.test(text)) return undefined;
  return normalizePrice(Number(text)) ?? undefined;
}

function parsePrice(values: string[], filters: ListingFilters): void {
  if (values.length !== 2) return;
  const min = parsePriceBound(values[0]!);
  const max = parsePriceBound(values[1]!);
  if (min === undefined || max === undefined || (min === null && max === null)) return;
  filters.price = normalizePriceRange(min, max);
}

function applyGroup(key: string, values: string[], filters: ListingFilters): void {
  if (key === 'category') filters.categories.push(...values);
  else if (key === 'price') parsePrice(values, filters);
  else if (key === 'rating') {
    if (values.length === 1 && ratingNumber.test(values[0]!)) filters.rating = Number(values[0]);
  } else if (key === 'sale') {
    if (values.length === 1 && values[0] === 'true') filters.onSale = true;
  } else if (isAttributeTaxonomy(key)) (filters.attributes[key] ??= []).push(...values);
}

/** Reads a `filter` parameter; missing or malformed parts are left out, so it never fails. */
export function parseFilterParam(value: string | null): ListingFilters {
  const filters = emptyFilters();
  const text = (value ?? '').slice(0, maxFilterParamLength);
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('[', at);
    const close = open < 0 ? -1 : text.indexOf(']', open + 1);
    // An unclosed group ends what can be read.
    if (close < 0) break;
    // The key is what stands between the previous group's separating comma and this bracket;
    // anything else there spoils it.
    const key = text.slice(at, open).replace(/^\s*,/, '').trim().toLowerCase();
    const values = text
      .slice(open + 1, close)
      .split(',')
      .map((part) => part.trim());
    applyGroup(key, values, filters);
    at = close + 1;
  }
  filters.categories = normalizeSlugs(filters.categories);
  for (const [taxonomy, slugs] of Object.entries(filters.attributes)) {
    const normalized = normalizeSlugs(slugs);
    if (normalized.length > 0) filters.attributes[taxonomy] = normalized;
    else delete filters.attributes[taxonomy];
  }
  return filters;
}

function group(key: string, values: readonly string[]): string {
  return `${key}[${values.join(',')}]`;
}

/** Writes filters in canonical form; '' when nothing is set. */
export function formatFilterParam(filters: ListingFilters): string {
  const groups: string[] = [];
  const categories = normalizeSlugs(filters.categories);
  if (categories.length > 0) groups.push(group('category', categories));
  const { min, max } = normalizePriceRange(filters.price.min, filters.price.max);
  if (min !== null || max !== null) groups.push(group('price', [min === null ? '' : String(min), max === null ? '' : String(max)]));
  const rating = normalizeRating(filters.rating);
  if (rating !== null) groups.push(group('rating', [String(rating)]));
  if (filters.onSale) groups.push(group('sale', ['true']));
  for (const taxonomy of Object.keys(filters.attributes).filter(isAttributeTaxonomy).sort()) {
    const slugs = normalizeSlugs(filters.attributes[taxonomy]!);
    if (slugs.length > 0) groups.push(group(taxonomy, slugs));
  }
  return groups.join(',');
}
