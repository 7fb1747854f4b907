// The catalog machine's full list, loaded from the browser over the GraphQL endpoint. Its own chunk:
// only a shopper who filters, searches or sorts downloads it.
import type { CatalogList } from '../catalog/listing/catalogList';
import { loadCatalogList } from '../catalog/listing/catalogList';
import { createClient } from '../graphql/client';

export function loadBrowserCatalogList(endpoint: string): Promise<CatalogList> {
  return loadCatalogList(createClient({ endpoint }));
}
