// The catalog machine's full list, loaded from the browser over the GraphQL endpoint. Its own chunk:
// only a shopper who filters, searches or sorts downloads it.
import type { CatalogList } from '../../domain/catalog/listing/catalogList';
import { adoptListIndex, listIndex, nameRanks, searchSignatures } from '../../domain/catalog/listing/listIndex';
import { defaultOrder, defaultSort } from '../../domain/catalog/listing/listingQuery';
import type { ListedProduct } from '../../domain/catalog/listing/searchText';
import { sortOrder } from '../../domain/catalog/listing/sortOrder';
import { getCatalogList } from '../../graphql/catalogList';
import { createClient } from '../../graphql/client';
import { facetsOf } from '../../screens/loaders/productListPage';
import type { CatalogListMessage, CatalogListRequest } from './catalogListMessages';
import { warmListing } from './localListPage';

export async function loadBrowserCatalogList(endpoint: string): Promise<CatalogList> {
  const list = await loadInWorker(endpoint);
  warmInIdleTime(list);
  return list;
}

class WorkerUnavailable extends Error {}

/**
 * The list from catalogListWorker.ts. Where the worker cannot start (no workers, a policy forbids
 * it, its script fails to load) the list is loaded on the page's thread as before: slower, never
 * broken.
 */
async function loadInWorker(endpoint: string): Promise<CatalogList> {
  try {
    return await fromWorker(endpoint);
  } catch (error) {
    if (error instanceof WorkerUnavailable) return getCatalogList(createClient({ endpoint }));
    throw error;
  }
}

function fromWorker(endpoint: string): Promise<CatalogList> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalogListWorker.ts', import.meta.url), { type: 'module', name: 'catalog-list' });
    } catch {
      // No Worker at all, or a browser that refuses at once what others refuse with an error event.
      reject(new WorkerUnavailable('the catalog list worker was refused'));
      return;
    }
    const products: ListedProduct[] = [];
    const finish = (settle: () => void) => {
      worker.terminate();
      settle();
    };
    worker.addEventListener('message', ({ data }: MessageEvent<CatalogListMessage>) => {
      if (data.kind === 'products') {
        for (const product of data.products) products.push(product);
      } else if (data.kind === 'done') {
        adoptListIndex(products, data.index);
        finish(() => resolve({ products, names: data.names }));
      } else {
        finish(() => reject(new Error(data.message)));
      }
    });
    worker.addEventListener('error', () => finish(() => reject(new WorkerUnavailable('the catalog list worker did not start'))));
    const request: CatalogListRequest = { endpoint: new URL(endpoint, location.href).href };
    worker.postMessage(request);
  });
}

/**
 * The listing logic indexes a list on first use (tens of milliseconds each for the index, the search
 * signatures, the name order, the default order, the filter counts and the listing on show, on
 * 10,000 products). Doing it step by step while the browser is idle keeps both the first page
 * change and the shopper's typing under 100 ms. A list from the worker comes indexed, and the steps
 * that find their part made cost nothing.
 */
function warmInIdleTime(list: CatalogList): void {
  const { products } = list;
  const steps = [
    () => listIndex(products),
    () => searchSignatures(listIndex(products)),
    () => nameRanks(products, listIndex(products)),
    // Searches and filters take their products in the default order unless the shopper sorts.
    () => sortOrder(products, listIndex(products), defaultSort, defaultOrder),
    () => facetsOf(products, list),
    // The listing on show, as it is when the browser gets to it.
    () => warmListing(location.href, list, location.origin),
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
