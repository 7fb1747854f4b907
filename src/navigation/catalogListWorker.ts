// Loads the catalog's full list in a worker: the 11 MB answer on 10,000 products is decoded, parsed
// and given its search text off the page's thread (on the page, in Chromium on 2 cores, that was two
// tasks of 230-260 ms each), so the shopper typing the search that asked for it is not kept waiting.
// The page receives the prepared products a few hundred at a time.
import { getCatalogList } from '../graphql/catalogList';
import { createClient } from '../graphql/client';
import { type CatalogListMessage, type CatalogListRequest, productsPerMessage } from './catalogListMessages';

const post = (message: CatalogListMessage) => postMessage(message);

addEventListener('message', async (event: MessageEvent<CatalogListRequest>) => {
  try {
    const { products, names } = await getCatalogList(createClient({ endpoint: event.data.endpoint }));
    for (let start = 0; start < products.length; start += productsPerMessage) {
      post({ kind: 'products', products: products.slice(start, start + productsPerMessage) });
    }
    post({ kind: 'done', names });
  } catch (error) {
    post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
