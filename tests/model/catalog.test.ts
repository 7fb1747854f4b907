// Model-based test of the catalog machine: shortest paths through every state, transition and
// event, replayed against a real actor on a fake clock, with the list load settled by the test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { CatalogList } from '../../src/domain/catalog/listing/catalogList';
import { defaultListingQuery } from '../../src/domain/catalog/listing/listingQuery';
import { catalogMachine, listingUrl, type CatalogEvent } from '../../src/machines/catalog';
import type { PagePayload } from '../../src/screens/loaders/types';
import { delayOf, describePath, expectFullCoverage, transitionPaths } from './coverage';

function listPage(search: string, category: { slug: string; name: string } | null = null): PagePayload {
  const query = { ...defaultListingQuery(), search };
  return {
    view: 'productList',
    route: category ? 'category' : 'products',
    params: category ? { categorySlug: category.slug } : {},
    path: category ? `/product-category/${category.slug}` : '/products',
    locale: 'en_US',
    status: 200,
    data: {
      products: [],
      total: 0,
      page: 1,
      pageCount: 1,
      perPage: 24,
      category: category ? { databaseId: 1, count: 3, image: null, description: '', ...category } : null,
      query,
      facets: { categories: [], attributes: [], price: null },
    },
    head: { title: '', description: '', canonical: '', alternates: [], jsonLd: [], image: null, robots: null },
  } as PagePayload;
}

const home = { ...listPage(''), view: 'home', route: 'home', path: '/', data: { categories: [], newest: [], onSale: [] } } as PagePayload;
const list: CatalogList = { products: [], names: { terms: new Map(), taxonomies: new Map() } };

let load: { resolve: (list: CatalogList) => void; reject: (error: Error) => void } | undefined;
const applyQuery = vi.fn();
const testMachine = catalogMachine.provide({
  actors: { loadList: fromPromise(() => new Promise<CatalogList>((resolve, reject) => (load = { resolve, reject }))) },
  actions: { applyQuery: ({ context }) => applyQuery(listingUrl(context), context.replace) },
});

const input = { endpoint: '/graphql', page: home };
const paths = transitionPaths(testMachine, {
  input,
  // What tells states apart besides their value: whether the list is held.
  stateKey: (snapshot: AnyMachineSnapshot) => ({ list: snapshot.context.list !== null, priceReversed: snapshot.context.priceReversed }),
  // A page shown while idle changes only the context (where the list is, its query).
  contextEvents: ['PAGE_SHOWN'],
  events: [
    { type: 'TOGGLE_TERM', taxonomy: 'pa_color', slug: 'navy' },
    { type: 'SET_PRICE', min: 10, max: 50 },
    // Backwards: refused, and said until the range typed is fixed.
    { type: 'SET_PRICE', min: 50, max: 10 },
    { type: 'CHECK_PRICE', min: 5, max: 10 },
    { type: 'SET_RATING', rating: 4 },
    { type: 'SET_ON_SALE', onSale: true },
    { type: 'SET_SEARCH', search: 'hoodie' },
    { type: 'SUBMIT_SEARCH', search: 'cap' },
    { type: 'SET_SORT', orderby: 'price', order: 'ASC' },
    { type: 'PAGE_SHOWN', page: listPage('hoodie') },
    { type: 'xstate.done.actor.0.catalog.list.loading', output: list },
  ],
});

beforeEach(() => {
  vi.useFakeTimers();
  applyQuery.mockClear();
  load = undefined;
});
afterEach(() => vi.useRealTimers());

describe('catalog model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], {
      TOGGLE_TERM: true,
      SET_PRICE: true,
      CHECK_PRICE: true,
      SET_RATING: true,
      SET_ON_SALE: true,
      SET_SEARCH: true,
      SUBMIT_SEARCH: true,
      SET_SORT: true,
      CLEAR_FILTERS: true,
      PAGE_SHOWN: true,
    });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const actor = createActor(testMachine, { input }).start();
    for (const { event, state } of path.steps) {
      // The list's lifetime (minutes) is sent as its event: on the clock, any pending 50 ms change
      // would be applied first, which the abstract path does not expect.
      if (event.type.startsWith('xstate.after.listLifetime')) actor.send(event as CatalogEvent);
      else if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(delayOf(testMachine, event));
      else if (event.type.startsWith('xstate.done.')) await settle(() => load!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.')) await settle(() => load!.reject(new Error('offline')));
      else if (event.type !== 'xstate.init') actor.send(event as CatalogEvent);
      expect(actor.getSnapshot().value).toEqual(state.value);
      // Changes wait to be applied; the list is asked for once per load.
      expect(actor.getSnapshot().hasTag('pending')).toBe(!state.matches({ query: 'idle' }));
      // A backwards range is never applied.
      const { price } = actor.getSnapshot().context.query.filters;
      expect(price.min === null || price.max === null || price.min <= price.max).toBe(true);
      if (event.type === 'SET_PRICE' || event.type === 'CHECK_PRICE') expect(actor.getSnapshot().context.priceReversed).toBe(event.min! > event.max!);
      if (state.matches({ list: 'loading' })) expect(load).toBeDefined();
    }
    actor.stop();
  });
});

describe('catalog rules', () => {
  it('applies filter changes once, 50 ms after the last one, and loads the list on the first', async () => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', page: listPage('') } }).start();
    actor.send({ type: 'TOGGLE_TERM', taxonomy: 'pa_color', slug: 'navy' });
    expect(actor.getSnapshot().context.query.filters.attributes).toEqual({ pa_color: ['navy'] });
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    await vi.advanceTimersByTimeAsync(30);
    actor.send({ type: 'SET_ON_SALE', onSale: true });
    await vi.advanceTimersByTimeAsync(49);
    expect(applyQuery).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(applyQuery.mock.calls).toEqual([['/products?filter=sale%5Btrue%5D%2Cpa_color%5Bnavy%5D', false]]);
  });

  it('applies sorting after 100 ms', async () => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', page: listPage('', { slug: 'hoodies', name: 'Hoodies' }) } }).start();
    actor.send({ type: 'SET_SORT', orderby: 'price', order: 'ASC' });
    await vi.advanceTimersByTimeAsync(99);
    expect(applyQuery).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(applyQuery.mock.calls).toEqual([['/product-category/hoodies?orderby=price&order=ASC', false]]);
  });

  it('lands a search typed elsewhere on all products, and refines it in place on a listing', async () => {
    const actor = createActor(testMachine, { input }).start();
    actor.send({ type: 'SET_SEARCH', search: 'hood' });
    await vi.advanceTimersByTimeAsync(50);
    expect(applyQuery).toHaveBeenLastCalledWith('/products?search=hood', false);
    actor.send({ type: 'PAGE_SHOWN', page: listPage('hood') });
    actor.send({ type: 'SET_SEARCH', search: 'hoodie' });
    await vi.advanceTimersByTimeAsync(50);
    expect(applyQuery).toHaveBeenLastCalledWith('/products?search=hoodie', true);
    actor.send({ type: 'SUBMIT_SEARCH', search: 'cap' });
    expect(applyQuery).toHaveBeenLastCalledWith('/products?search=cap', false);
  });

  it('follows the page shown (back and forward) but keeps what the shopper is typing', async () => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', page: listPage('') } }).start();
    actor.send({ type: 'PAGE_SHOWN', page: listPage('mug') });
    expect(actor.getSnapshot().context.query.search).toBe('mug');
    actor.send({ type: 'SET_SEARCH', search: 'mugs' });
    actor.send({ type: 'PAGE_SHOWN', page: listPage('mug', { slug: 'kitchen', name: 'Kitchen' }) });
    expect(actor.getSnapshot().context.query.search).toBe('mugs');
    expect(actor.getSnapshot().context.listPath).toBe('/product-category/kitchen');
  });

  it('keeps the query object for another page of the same listing, so the filters are not drawn again', () => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', page: listPage('mug') } }).start();
    const query = actor.getSnapshot().context.query;
    actor.send({ type: 'PAGE_SHOWN', page: { ...listPage('mug'), path: '/products/page/2' } as PagePayload });
    expect(actor.getSnapshot().context.query).toBe(query);
    actor.send({ type: 'PAGE_SHOWN', page: listPage('mugs') });
    expect(actor.getSnapshot().context.query).not.toBe(query);
    expect(actor.getSnapshot().context.query.search).toBe('mugs');
  });

  it('clears filters and search together', async () => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', page: listPage('boots') } }).start();
    actor.send({ type: 'SET_RATING', rating: 4 });
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(actor.getSnapshot().context.query).toEqual(defaultListingQuery());
  });
});

async function settle(outcome: () => void) {
  outcome();
  await vi.advanceTimersByTimeAsync(0);
}
