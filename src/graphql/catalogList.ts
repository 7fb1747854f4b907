// The full product list behind every listing (getProducts, first 9999) with the names the filter
// panel shows. The server loads it for rendering list pages; the browser loads the same on the
// first listing interaction and computes list pages itself from then on.
import type { CatalogList } from '../domain/catalog/listing/catalogList';
import { termKey } from '../domain/catalog/listing/facets';
import { toSearchText } from '../domain/catalog/listing/searchText';
import { nextTask } from '../nextTask';
import { execute, type Executor } from './executor';
import { GetAllTermsDocument, GetProductsDocument } from './generated/graphql';
import { reshapeProductSummary } from './reshape/catalog';

/**
 * Products prepared in one task. The server prepares the list on the thread that answers every
 * visitor: 10,000 products in one go held it for some 400 ms (Node, 2 cores); a thousand take 40.
 */
const productsPerTask = 1000;

export async function getCatalogList(store: Executor): Promise<CatalogList> {
  const [list, terms] = await Promise.all([
    execute(store, GetProductsDocument, { first: 9999 }),
    execute(store, GetAllTermsDocument, { taxonomies: ['PACOLOR', 'PASIZE'], hideEmpty: true }),
  ]);
  const nodes = list.products?.nodes ?? [];
  const products: CatalogList['products'] = [];
  for (let start = 0; start < nodes.length; start += productsPerTask) {
    if (start > 0) await nextTask();
    for (const node of nodes.slice(start, start + productsPerTask)) {
      products.push({
        ...reshapeProductSummary(node),
        searchText: toSearchText(node.name ?? '', node.shortDescription ?? '', node.description ?? ''),
      });
    }
  }
  const termNames = new Map<string, string>();
  for (const term of terms.terms?.nodes ?? []) {
    if (term.taxonomyName && term.slug) termNames.set(termKey(term.taxonomyName, term.slug), term.name ?? term.slug);
  }
  // Taxonomy labels are not in the API's term list; the facets fall back to readable names.
  return { products, names: { terms: termNames, taxonomies: new Map() } };
}
