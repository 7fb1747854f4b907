// The full product list behind every listing (getProducts, first 9999) with the names the filter
// panel shows. The server loads it for rendering list pages; the browser loads the same on the
// first listing interaction and computes list pages itself from then on.
import { execute, type Executor } from '../../graphql/executor';
import { GetAllTermsDocument, GetProductsDocument } from '../../graphql/generated/graphql';
import { reshapeProductSummary } from '../reshape';
import type { ProductSummary } from '../types';
import { termKey, type FacetNames } from './facets';
import { toSearchText, type ListedProduct } from './searchText';

export interface CatalogList {
  products: ListedProduct[];
  /** Term names for the filter panel, in the shop's term order. */
  names: FacetNames;
}

export async function loadCatalogList(graphql: Executor): Promise<CatalogList> {
  const [list, terms] = await Promise.all([
    execute(graphql, GetProductsDocument, { first: 9999 }),
    execute(graphql, GetAllTermsDocument, { taxonomies: ['PACOLOR', 'PASIZE'], hideEmpty: true }),
  ]);
  const products = (list.products?.nodes ?? []).map((node) => ({
    ...reshapeProductSummary(node),
    searchText: toSearchText(node.name ?? '', node.shortDescription ?? '', node.description ?? ''),
  }));
  const termNames = new Map<string, string>();
  for (const term of terms.terms?.nodes ?? []) {
    if (term.taxonomyName && term.slug) termNames.set(termKey(term.taxonomyName, term.slug), term.name ?? term.slug);
  }
  // Taxonomy labels are not in the API's term list; the facets fall back to readable names.
  return { products, names: { terms: termNames, taxonomies: new Map() } };
}

/** A listed product as pages carry it: the card's fields, without the search text. */
export function toSummary({ searchText: _searchText, ...product }: ListedProduct): ProductSummary {
  return product;
}
