// Everything a listing filters and sorts by, worked out once per product list rather than on every
// keystroke, and laid out in typed arrays: on a list of thousands, reading a field of each product
// object costs far more than the comparison itself (the objects are scattered in memory), while a
// typed array is read in one sweep. SPEC §4 keeps the full list and re-applies the query to it, so
// the same list comes back call after call and its index is found by identity. Lists are treated
// as immutable; one whose length changed is indexed again, as a guard against a caller appending.
import { priceRange, salePercent } from '../pricing';
import { signatureWords, writeSignature } from './bigramSignature';
import { compareNames } from './collator';
import type { ListedProduct } from './searchText';

export interface ListIndex {
  length: number;
  /** Highest of `prices.price`, what the price filter compares (SPEC §5); -Infinity when unpriced. */
  highestPrice: Float64Array;
  /** Lowest of `prices.price`; Infinity when unpriced. */
  lowestPrice: Float64Array;
  /** The sale percentage, 0 without a discount. */
  discount: Float64Array;
  /** Publication time in ms; -Infinity when unknown, so an undated product counts as the oldest. */
  time: Float64Array;
  rating: Float64Array;
  reviews: Float64Array;
  onSale: Uint8Array;
  /** The search texts, gathered so a search reads them without visiting each product object. */
  texts: string[];
  /** Taxonomy ('category' for categories) → slug → a number for each category and term of the list. */
  termIds: Map<string, Map<string, number>>;
  termCount: number;
  /** Product i's category and term numbers are termList[termStart[i]] up to termList[termStart[i + 1]]. */
  termStart: Int32Array;
  termList: Int32Array;
  /** Position in A→Z name order, equal names sharing a rank; made on the first alphabetical sort. */
  nameRank: Int32Array | null;
  /** Each product's search text signature (bigramSignature.ts), made on the first search. */
  signatures: Uint32Array | null;
  /** Every position of the list in a sort's order, keyed by sort key and order; made on first use. */
  orders: Map<string, Int32Array>;
}

const indexes = new WeakMap<readonly ListedProduct[], ListIndex>();
const hasTimeZone = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * WooGraphQL dates carry no zone ('2026-01-05T10:00:00'), which Date.parse would read in the local
 * zone; reading them as UTC gives the server and every browser the same order.
 */
function timeOf(date: string | null): number {
  if (!date) return -Infinity;
  const time = Date.parse(date.includes('T') && !hasTimeZone.test(date) ? `${date}Z` : date);
  return Number.isNaN(time) ? -Infinity : time;
}

function buildIndex(products: readonly ListedProduct[]): ListIndex {
  const length = products.length;
  const termIds = new Map<string, Map<string, number>>();
  const termStart = new Int32Array(length + 1);
  const terms: number[] = [];
  // Nested maps rather than joined keys: no string is built per term of every product.
  const idOf = (taxonomy: string, slug: string) => {
    let slugs = termIds.get(taxonomy);
    if (!slugs) termIds.set(taxonomy, (slugs = new Map()));
    let id = slugs.get(slug);
    if (id === undefined) slugs.set(slug, (id = index.termCount++));
    return id;
  };
  const index: ListIndex = {
    length,
    highestPrice: new Float64Array(length),
    lowestPrice: new Float64Array(length),
    discount: new Float64Array(length),
    time: new Float64Array(length),
    rating: new Float64Array(length),
    reviews: new Float64Array(length),
    onSale: new Uint8Array(length),
    texts: products.map((product) => product.searchText),
    termIds,
    termCount: 0,
    termStart,
    termList: new Int32Array(0),
    nameRank: null,
    signatures: null,
    orders: new Map(),
  };
  for (let i = 0; i < length; i++) {
    const product = products[i]!;
    const range = priceRange(product.prices.price);
    index.highestPrice[i] = range ? range.max : -Infinity;
    index.lowestPrice[i] = range ? range.min : Infinity;
    index.discount[i] = salePercent(product.prices) ?? 0;
    index.time[i] = timeOf(product.date);
    index.rating[i] = product.averageRating;
    index.reviews[i] = product.reviewCount;
    index.onSale[i] = product.onSale ? 1 : 0;
    for (const category of product.categories) terms.push(idOf('category', category.slug));
    for (const term of product.terms) terms.push(idOf(term.taxonomy, term.slug));
    termStart[i + 1] = terms.length;
  }
  index.termList = Int32Array.from(terms);
  return index;
}

export function listIndex(products: readonly ListedProduct[]): ListIndex {
  let index = indexes.get(products);
  if (!index || index.length !== products.length) indexes.set(products, (index = buildIndex(products)));
  return index;
}

/** An index as it travels between threads: its typed arrays move, the texts are the products' own. */
export type PortableListIndex = Omit<ListIndex, 'texts' | 'orders'>;

/** The index of `products` and the buffers that can move with it, made where the list was prepared. */
export function portableListIndex(products: readonly ListedProduct[]): { index: PortableListIndex; buffers: ArrayBuffer[] } {
  const made = listIndex(products);
  nameRanks(products, made);
  searchSignatures(made);
  const { texts: _texts, orders: _orders, ...index } = made;
  const arrays = [index.highestPrice, index.lowestPrice, index.discount, index.time, index.rating, index.reviews, index.onSale, index.termStart, index.termList, index.nameRank, index.signatures];
  return { index, buffers: arrays.flatMap((array) => (array ? [array.buffer as ArrayBuffer] : [])) };
}

/**
 * Takes an index made elsewhere (portableListIndex) as the one of `products`. One of another length
 * describes another list and is left, as listIndex would rebuild it.
 */
export function adoptListIndex(products: readonly ListedProduct[], index: PortableListIndex): void {
  if (index.length !== products.length) return;
  indexes.set(products, { ...index, texts: products.map((product) => product.searchText), orders: new Map() });
}

/** The alphabetical ranks of a list: the collator runs once per list, a sort then compares integers. */
export function nameRanks(products: readonly ListedProduct[], index: ListIndex): Int32Array {
  if (index.nameRank) return index.nameRank;
  const byName = Array.from({ length: index.length }, (_, i) => i).sort((a, b) =>
    compareNames(products[a]!.name, products[b]!.name),
  );
  const ranks = new Int32Array(index.length);
  for (let position = 1; position < byName.length; position++) {
    const same = compareNames(products[byName[position - 1]!]!.name, products[byName[position]!]!.name) === 0;
    ranks[byName[position]!] = same ? ranks[byName[position - 1]!]! : position;
  }
  return (index.nameRank = ranks);
}

/** The search signatures of a list, `signatureWords` words per product. */
export function searchSignatures(index: ListIndex): Uint32Array {
  if (index.signatures) return index.signatures;
  const signatures = new Uint32Array(index.length * signatureWords);
  for (let i = 0; i < index.length; i++) writeSignature(index.texts[i]!, signatures, i * signatureWords);
  return (index.signatures = signatures);
}
