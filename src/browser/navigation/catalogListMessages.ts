// What the catalog list's worker (catalogListWorker.ts) and the page (browserCatalogList.ts) say to
// each other.
import type { FacetNames } from '../../domain/catalog/listing/facets';
import type { PortableListIndex } from '../../domain/catalog/listing/listIndex';
import type { ListedProduct } from '../../domain/catalog/listing/searchText';

export interface CatalogListRequest {
  /** The GraphQL endpoint as an absolute URL: a worker resolves relative ones against its own script. */
  endpoint: string;
}

export type CatalogListMessage =
  | { kind: 'products'; products: ListedProduct[] }
  /** The index the listing filters, searches and sorts by: made here, it is no task of the page's. */
  | { kind: 'done'; names: FacetNames; index: PortableListIndex }
  | { kind: 'failed'; message: string };

/**
 * Products per message. The page copies each message in a task of its own; 10,000 products in one
 * message took it 90–120 ms in Chromium, so each copy of 500 is about a twentieth of that.
 */
export const productsPerMessage = 500;
