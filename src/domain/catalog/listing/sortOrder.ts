// The sort keys of SPEC §9. A list is sorted in full once per sort key and order, and kept: a
// filtered or searched listing then takes its products in that order with one pass, so sorting
// costs nothing per keystroke. Every comparison ends on the position in the incoming list, which is
// the server's newest-first order, so equal products keep that order in both directions.
//
// Price follows WooCommerce: ascending by a product's lowest price ('from €10' is what a bargain
// hunter compares), descending by its highest (a 10–300 variable product belongs with the €300
// items, and the price filter also judges by the highest price). Products without a price come
// last either way. Rating ties go to the product with more reviews, in the same direction.
import { nameRanks, type ListIndex } from './listIndex';
import type { ListedProduct } from './searchText';
import type { SortKey, SortOrder } from './types';

type Key = Float64Array | Int32Array;
type Compare = (a: number, b: number) => number;

// Infinite keys (unpriced, undated) subtract to NaN against each other, which counts as a tie.
function ascending(key: Key): Compare {
  return (a, b) => key[a]! - key[b]! || a - b;
}

function descending(key: Key): Compare {
  return (a, b) => key[b]! - key[a]! || a - b;
}

function byRating(index: ListIndex, order: SortOrder): Compare {
  const { rating, reviews } = index;
  return order === 'ASC'
    ? (a, b) => rating[a]! - rating[b]! || reviews[a]! - reviews[b]! || a - b
    : (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || a - b;
}

function comparison(products: readonly ListedProduct[], index: ListIndex, orderby: SortKey, order: SortOrder): Compare {
  const inOrder = order === 'ASC' ? ascending : descending;
  switch (orderby) {
    case 'date':
      return inOrder(index.time);
    case 'price':
      return order === 'ASC' ? ascending(index.lowestPrice) : descending(index.highestPrice);
    case 'rating':
      return byRating(index, order);
    case 'discount':
      return inOrder(index.discount);
    case 'alphabetically':
      return inOrder(nameRanks(products, index));
  }
}

/** Every position of the list, in the order of `orderby` and `order`. */
export function sortOrder(products: readonly ListedProduct[], index: ListIndex, orderby: SortKey, order: SortOrder): Int32Array {
  const key = `${orderby} ${order}`;
  let positions = index.orders.get(key);
  if (!positions) {
    positions = Int32Array.from({ length: index.length }, (_, i) => i).sort(comparison(products, index, orderby, order));
    index.orders.set(key, positions);
  }
  return positions;
}
