// @vitest-environment jsdom
// The full product list loaded in a worker: the worker hands the prepared products over a few
// hundred at a time, the page puts them back together, and a page whose browser cannot start the
// worker loads the list itself.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogList } from '../../src/domain/catalog/listing/catalogList';
import { listIndex, nameRanks, portableListIndex, searchSignatures } from '../../src/domain/catalog/listing/listIndex';
import type { CatalogListMessage } from '../../src/browser/navigation/catalogListMessages';

const endpoint = 'http://shop.test/graphql';

/** A product as getProducts answers it. */
function node(databaseId: number) {
  return {
    id: `cG9zdDo${databaseId}`,
    databaseId,
    name: `Tee &amp; Cap ${databaseId}`,
    slug: `tee-${databaseId}`,
    type: 'SIMPLE',
    date: '2025-10-01T05:00:00+00:00',
    onSale: false,
    averageRating: 0,
    reviewCount: 0,
    image: null,
    productCategories: { nodes: [{ databaseId: 1, slug: 'tees', name: 'Tees', count: 1 }] },
    terms: { nodes: [{ taxonomyName: 'pa_color', slug: 'navy' }] },
    price: '€20.00',
    regularPrice: '€20.00',
    salePrice: null,
    stockStatus: 'IN_STOCK',
    stockQuantity: null,
    description: '<p>Soft <b>organic</b> cotton.</p>',
    shortDescription: '<p>Our everyday tee.</p>',
  };
}

/** A GraphQL endpoint answering the list's two queries, or failing them all. */
function storeFetch(count: number, failure?: string) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    const body = failure
      ? { errors: [{ message: failure }] }
      : query.includes('getAllTerms')
        ? { data: { terms: { nodes: [{ taxonomyName: 'pa_color', slug: 'navy', name: 'Navy' }] } } }
        : { data: { products: { pageInfo: { hasNextPage: false, endCursor: null }, nodes: Array.from({ length: count }, (_, i) => node(i + 1)) } } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the catalog list worker', () => {
  let posted: CatalogListMessage[];
  let transferred: Transferable[];
  let onRequest: (event: MessageEvent) => Promise<void>;

  beforeEach(async () => {
    posted = [];
    transferred = [];
    vi.stubGlobal('postMessage', (message: CatalogListMessage, options?: StructuredSerializeOptions) => {
      posted.push(message);
      transferred.push(...(options?.transfer ?? []));
    });
    vi.stubGlobal('addEventListener', (type: string, listener: (event: MessageEvent) => Promise<void>) => {
      if (type === 'message') onRequest = listener;
    });
    await import('../../src/browser/navigation/catalogListWorker');
  });

  it('hands over the prepared products 500 at a time, in order, then the term names', async () => {
    vi.stubGlobal('fetch', storeFetch(1201));
    await onRequest(new MessageEvent('message', { data: { endpoint } }));
    expect(posted.map((message) => message.kind)).toEqual(['products', 'products', 'products', 'done']);
    const products = posted.flatMap((message) => (message.kind === 'products' ? message.products : []));
    expect(posted.slice(0, 3).map((message) => (message.kind === 'products' ? message.products.length : 0))).toEqual([500, 500, 201]);
    expect(products.map((product) => product.databaseId)).toEqual(Array.from({ length: 1201 }, (_, i) => i + 1));
    // Prepared as the page would: plain, lower-cased search text with the entities decoded.
    expect(products[0]).toMatchObject({ slug: 'tee-1', searchText: 'tee & cap 1\nour everyday tee.\nsoft organic cotton.' });
    const done = posted.at(-1)!;
    if (done.kind !== 'done') throw new Error('the last message is not the end');
    expect([...done.names.terms.values()]).toEqual(['Navy']);
    // The index the page would make, search signatures and name order included, its arrays moved.
    const { texts: _texts, orders: _orders, ...expected } = listIndex(products);
    expected.nameRank = nameRanks(products, listIndex(products));
    expected.signatures = searchSignatures(listIndex(products));
    expect(done.index).toEqual(expected);
    expect(transferred).toContain(done.index.signatures!.buffer);
    expect(transferred).toContain(done.index.highestPrice.buffer);
  });

  it('says why when the store refuses the list', async () => {
    vi.stubGlobal('fetch', storeFetch(0, 'Internal server error'));
    await onRequest(new MessageEvent('message', { data: { endpoint } }));
    expect(posted).toEqual([{ kind: 'failed', message: 'Internal server error' }]);
  });
});

/** A Worker that answers the page's request with the given messages, or fails to start. */
function fakeWorker(reply: CatalogListMessage[] | 'fails to start') {
  const terminated = vi.fn();
  const requests: unknown[] = [];
  class FakeWorker extends EventTarget {
    postMessage(request: unknown) {
      requests.push(request);
      setTimeout(() => {
        if (reply === 'fails to start') this.dispatchEvent(new Event('error'));
        else for (const data of reply) this.dispatchEvent(new MessageEvent('message', { data }));
      });
    }
    terminate = terminated;
  }
  vi.stubGlobal('Worker', FakeWorker);
  return { terminated, requests };
}

describe('loading the list in the browser', () => {
  async function preparedProducts(count: number): Promise<CatalogList> {
    vi.stubGlobal('fetch', storeFetch(count));
    const { getCatalogList } = await import('../../src/graphql/catalogList');
    const { createClient } = await import('../../src/graphql/client');
    return getCatalogList(createClient({ endpoint }));
  }

  it('puts the worker’s messages back together, takes its index and closes it', async () => {
    const list = await preparedProducts(3);
    const { index } = portableListIndex(list.products);
    const worker = fakeWorker([
      { kind: 'products', products: list.products.slice(0, 2) },
      { kind: 'products', products: list.products.slice(2) },
      { kind: 'done', names: list.names, index },
    ]);
    const { loadBrowserCatalogList } = await import('../../src/browser/navigation/browserCatalogList');
    const listing = await import('../../src/domain/catalog/listing/listIndex');
    const loaded = await loadBrowserCatalogList('/graphql');
    expect(loaded.products.map((product) => product.slug)).toEqual(['tee-1', 'tee-2', 'tee-3']);
    // The listing finds the worker's index, not one of its own.
    expect(listing.listIndex(loaded.products).signatures).toBe(index.signatures);
    expect(listing.listIndex(loaded.products).texts).toEqual(list.products.map((product) => product.searchText));
    expect(loaded.names.terms).toEqual(list.names.terms);
    // A relative endpoint is resolved against the page: the worker would resolve it against its script.
    expect(worker.requests).toEqual([{ endpoint: `${location.origin}/graphql` }]);
    expect(worker.terminated).toHaveBeenCalledOnce();
  });

  it('fails with the store’s message when the worker could not load the list', async () => {
    const worker = fakeWorker([{ kind: 'failed', message: 'Internal server error' }]);
    const { loadBrowserCatalogList } = await import('../../src/browser/navigation/browserCatalogList');
    await expect(loadBrowserCatalogList(endpoint)).rejects.toThrow('Internal server error');
    expect(worker.terminated).toHaveBeenCalledOnce();
  });

  it('loads the list on the page’s thread when the worker does not start', async () => {
    fakeWorker('fails to start');
    const fetch = storeFetch(2);
    vi.stubGlobal('fetch', fetch);
    const { loadBrowserCatalogList } = await import('../../src/browser/navigation/browserCatalogList');
    const loaded = await loadBrowserCatalogList(endpoint);
    expect(loaded.products.map((product) => product.slug)).toEqual(['tee-1', 'tee-2']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
