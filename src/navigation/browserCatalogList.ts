// The catalog machine's full list, loaded from the browser over the GraphQL endpoint. Its own chunk:
// only a shopper who filters, searches or sorts downloads it.
import type { CatalogList } from '../catalog/listing/catalogList';
import { listIndex, nameRanks, searchSignatures } from '../catalog/listing/listIndex';
import { getCatalogList } from '../graphql/catalogList';
import { createClient } from '../graphql/client';
import { facetsOf } from '../loaders/productListPage';

export async function loadBrowserCatalogList(endpoint: string): Promise<CatalogList> {
  const list = await getCatalogList(createClient({ endpoint }));
  warmInIdleTime(list);
  return list;
}

/**
 * The listing logic indexes a list on first use (tens of milliseconds each for the index, the search
 * signatures, the name order and the filter counts on 10,000 products). Doing it step by step while
 * the browser is idle keeps both the first page change and the shopper's typing under 100 ms.
 */
function warmInIdleTime(list: CatalogList): void {
  const { products } = list;
  const steps = [
    () => listIndex(products),
    () => searchSignatures(listIndex(products)),
    () => nameRanks(products, listIndex(products)),
    () => facetsOf(products, list),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) whenIdle(next);
  };
  whenIdle(next);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
