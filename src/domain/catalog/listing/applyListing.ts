// The product list as a listing query shows it (SPEC §4): filters, then search, then sorting,
// applied to the full list whenever any of them is active. It runs on every keystroke in the search
// box (re-applied after 50 ms, SPEC §9) over up to 9999 products, so it works on the list's
// precomputed index (listIndex.ts): the filters read typed arrays, the search reads a product's
// text only when its signature does not already rule the term out, and the sort is a pass over
// the list's kept order (sortOrder.ts).
import { signatureWords, termSignature } from './bigramSignature';
import { isAttributeTaxonomy, isFilterValue, normalizePriceRange, normalizeRating } from './filterParam';
import { listIndex, searchSignatures, type ListIndex } from './listIndex';
import { isListingActive } from './listingQuery';
import { normalizeSearchText, type ListedProduct } from './searchText';
import { sortOrder } from './sortOrder';
import type { ListingFilters, ListingQuery } from './types';

/**
 * The term filters as numbered groups: groupOf[term number] is the group its taxonomy's filter
 * got (1, 2, …; 0 for terms no filter asks for). Categories are one group, each attribute
 * taxonomy another; a product must have a term in every group (SPEC §5: any of the categories,
 * and a term of each taxonomy given).
 */
interface TermGroups {
  groupOf: Int32Array;
  count: number;
}

function termGroups(filters: ListingFilters, index: ListIndex): TermGroups {
  const groupOf = new Int32Array(index.termCount);
  let count = 0;
  const addGroup = (taxonomy: string, slugs: readonly string[]) => {
    // As in the URL: slugs trimmed, and a group without a usable slug is no filter.
    const usable = slugs.map((slug) => slug.trim()).filter(isFilterValue);
    if (usable.length === 0) return;
    count++;
    const ids = index.termIds.get(taxonomy);
    for (const slug of usable) {
      const id = ids?.get(slug);
      if (id !== undefined) groupOf[id] = count;
    }
  };
  addGroup('category', filters.categories);
  // Only global attribute taxonomies filter, as in the URL.
  for (const taxonomy in filters.attributes) if (isAttributeTaxonomy(taxonomy)) addGroup(taxonomy, filters.attributes[taxonomy]!);
  return { groupOf, count };
}

function inEveryGroup(index: ListIndex, position: number, { groupOf, count }: TermGroups): boolean {
  const { termList } = index;
  const start = index.termStart[position]!;
  const end = index.termStart[position + 1]!;
  for (let group = 1; group <= count; group++) {
    let found = false;
    for (let j = start; j < end && !found; j++) found = groupOf[termList[j]!] === group;
    if (!found) return false;
  }
  return true;
}

/** False when the product's signature lacks a bit of the term's: its text cannot contain the term. */
function mayContain(signatures: Uint32Array, offset: number, termBits: Uint32Array, termWords: readonly number[]): boolean {
  for (const word of termWords) if ((termBits[word]! & ~signatures[offset + word]!) !== 0) return false;
  return true;
}

/**
 * The products a query shows, in its order. Without an active query this is a copy of the list as
 * it came: a copy, because callers may sort or splice what they get, and the list itself must stay
 * as it is for its cached index. Keep the list's identity between calls, or the index is rebuilt
 * on each one.
 */
export function applyListing(products: readonly ListedProduct[], query: ListingQuery): ListedProduct[] {
  if (!isListingActive(query)) return products.slice();

  const index = listIndex(products);
  const { filters } = query;
  const groups = termGroups(filters, index);
  const { min, max } = normalizePriceRange(filters.price.min, filters.price.max);
  const byPrice = min !== null || max !== null;
  const lowest = min ?? -Infinity;
  const highest = max ?? Infinity;
  const rating = normalizeRating(filters.rating);
  const { onSale } = filters;

  const term = normalizeSearchText(query.search);
  const signatures = term ? searchSignatures(index) : null;
  const termBits = termSignature(term);
  // Only the signature words the term sets bits in need checking.
  const termWords: number[] = [];
  for (let word = 0; word < signatureWords; word++) if (termBits[word] !== 0) termWords.push(word);

  const shown = new Uint8Array(products.length);
  for (let i = 0; i < products.length; i++) {
    if (onSale && index.onSale[i] === 0) continue;
    if (rating !== null && index.rating[i]! < rating) continue;
    if (byPrice) {
      // An unpriced product's highest price is -Infinity: it is in no price range.
      const price = index.highestPrice[i]!;
      if (price === -Infinity || price < lowest || price > highest) continue;
    }
    if (groups.count > 0 && !inEveryGroup(index, i, groups)) continue;
    if (signatures && !(mayContain(signatures, i * signatureWords, termBits, termWords) && index.texts[i]!.includes(term))) continue;
    shown[i] = 1;
  }

  const order = sortOrder(products, index, query.orderby, query.order);
  const listed: ListedProduct[] = [];
  for (let i = 0; i < order.length; i++) if (shown[order[i]!] === 1) listed.push(products[order[i]!]!);
  return listed;
}
