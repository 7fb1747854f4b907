// The full product list behind every listing, with the names the filter panel shows (loaded by
// graphql/catalogList.ts): the server renders list pages from it, and the browser computes them.
import type { ProductSummary } from '../types';
import type { FacetNames } from './facets';
import type { ListedProduct } from './searchText';

export interface CatalogList {
  products: ListedProduct[];
  /** Term names for the filter panel, in the shop's term order. */
  names: FacetNames;
}

/** A listed product as pages carry it: the card's fields, without the search text. */
export function toSummary({ searchText: _searchText, ...product }: ListedProduct): ProductSummary {
  return product;
}
