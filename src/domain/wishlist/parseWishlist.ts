// The wishlist as it is kept in the browser: JSON with a format version, so a later change of
// shape can tell old lists apart. Reading trusts nothing: another version of the shop, an
// extension or a hand edit may have left anything there, and a bad item must not break a page.
import type { CategoryRef, ImageData, Prices, ProductSummary, ProductType, StockStatus, TermRef } from '../catalog/types';
import { summaryOf, wishlistLimit } from './items';

const formatVersion = 1;

interface StoredWishlist {
  version: typeof formatVersion;
  items: ProductSummary[];
}

export function serializeWishlist(items: ProductSummary[]): string {
  const stored: StoredWishlist = { version: formatVersion, items };
  return JSON.stringify(stored);
}

/** The items of a stored list, newest first; malformed items are dropped, a malformed list is empty. */
export function parseWishlist(text: string | null): ProductSummary[] {
  if (text === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(stored) || stored.version !== formatVersion || !Array.isArray(stored.items)) return [];
  const items: ProductSummary[] = [];
  const seen = new Set<number>();
  for (const value of stored.items) {
    if (!isProductSummary(value) || seen.has(value.databaseId)) continue;
    seen.add(value.databaseId);
    items.push(summaryOf(value));
  }
  return items.slice(0, wishlistLimit);
}

const productTypes: readonly unknown[] = ['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED'] satisfies ProductType[];
const stockStatuses: readonly unknown[] = ['IN_STOCK', 'OUT_OF_STOCK', 'ON_BACKORDER'] satisfies StockStatus[];

function isProductSummary(value: unknown): value is ProductSummary {
  return (
    isRecord(value) &&
    isId(value.databaseId) &&
    typeof value.slug === 'string' &&
    value.slug !== '' &&
    typeof value.name === 'string' &&
    productTypes.includes(value.type) &&
    (value.date === null || typeof value.date === 'string') &&
    (value.image === null || isImage(value.image)) &&
    isPrices(value.prices) &&
    typeof value.onSale === 'boolean' &&
    isNumber(value.averageRating) &&
    isNumber(value.reviewCount) &&
    (value.stockStatus === null || stockStatuses.includes(value.stockStatus)) &&
    (value.stockQuantity === null || isNumber(value.stockQuantity)) &&
    Array.isArray(value.categories) &&
    value.categories.every(isCategoryRef) &&
    Array.isArray(value.terms) &&
    value.terms.every(isTermRef)
  );
}

function isImage(value: unknown): value is ImageData {
  return isRecord(value) && typeof value.src === 'string' && typeof value.alt === 'string';
}

function isPrices(value: unknown): value is Prices {
  return isRecord(value) && isNumbers(value.price) && isNumbers(value.regular) && isNumbers(value.sale);
}

function isCategoryRef(value: unknown): value is CategoryRef {
  return isRecord(value) && isId(value.databaseId) && typeof value.slug === 'string' && typeof value.name === 'string';
}

function isTermRef(value: unknown): value is TermRef {
  return isRecord(value) && typeof value.taxonomy === 'string' && typeof value.slug === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isNumbers(value: unknown): value is number[] {
  return Array.isArray(value) && value.every(isNumber);
}
