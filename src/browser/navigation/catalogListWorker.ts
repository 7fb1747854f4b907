// Loads the catalog's full list in a worker: the 11 MB answer on 10,000 products is decoded, parsed
// and given its search text off the page's thread (on the page, in Chromium on 2 cores, that was two
// tasks of 230-260 ms each), so the shopper typing the search that asked for it is not kept waiting.
// The page receives the prepared products a few hundred at a time, then the list's index.
import { portableListIndex } from '../../domain/catalog/listing/listIndex';
import { getCatalogList } from '../../graphql/catalogList';
import { createClient } from '../../graphql/client';
import { type CatalogListMessage, type CatalogListRequest, productsPerMessage } from './catalogListMessages';

const post = (message: CatalogListMessage, transfer: Transferable[] = []) => postMessage(message, { transfer });

addEventListener('message', async (event: MessageEvent<CatalogListRequest>) => {
  try {
    const { products, names } = await getCatalogList(createClient({ endpoint: event.data.endpoint }));
    for (let start = 0; start < products.length; start += productsPerMessage) {
      post({ kind: 'products', products: products.slice(start, start + productsPerMessage) });
    }
    // Indexed while the page copies the products; its arrays then move to the page without a copy.
    const { index, buffers } = portableListIndex(products);
    post({ kind: 'done', names, index }, buffers);
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
