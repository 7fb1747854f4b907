// @vitest-environment jsdom
// Model-based test of the wishlist machine: shortest paths through every state, transition and
// event, replayed against a real actor whose stored list and refreshes the test drives. Each step is
// checked against the list's rules, not against the machine's own idea of its next state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ProductSummary } from '../../src/domain/catalog/types';
import type { PagePayload } from '../../src/screens/loaders/types';
import { wishlistMachine, type WishlistContext, type WishlistEvent } from '../../src/machines/wishlist';
import { serializeWishlist } from '../../src/domain/wishlist/parseWishlist';
import { wishlistStorageKey } from '../../src/browser/wishlistStorage';
import { describePath, expectFullCoverage, transitionPaths, type ModelPath } from './coverage';
import { productSummary } from '../fixtures/products';
import { afterPromises } from './afterPromises';

function page(view: 'wishlist' | 'contact'): PagePayload {
  const common = {
    params: {},
    path: `/${view}`,
    locale: 'en_US' as const,
    status: 200,
    head: { title: '', description: '', canonical: '', alternates: [], jsonLd: [], image: null, robots: null },
  };
  return view === 'wishlist' ? { ...common, view, route: view, data: { empty: true }, personal: true } : { ...common, view, route: view, data: null };
}

const shirt = productSummary(1, 'linen-shirt');
const scarf = productSummary(2, 'wool-scarf');
// The shop's answer to a refresh: the shirt at a new price; the scarf is gone.
const freshShirt = productSummary(1, 'linen-shirt', 35);
const wishlistPage = page('wishlist');
const otherPage = page('contact');

/** What the test stands in for: the browser's stored list, the GraphQL refresh and saving. */
const storage: { sendBack?: (event: WishlistEvent) => void } = {};
const refreshes: Array<{ slugs: string[]; resolve: (items: ProductSummary[]) => void; reject: (error: Error) => void }> = [];
const saved: ProductSummary[][] = [];

const fakeRefresh = fromPromise<ProductSummary[], { endpoint: string; slugs: string[] }>(
  ({ input }) => new Promise((resolve, reject) => refreshes.push({ slugs: input.slugs, resolve, reject })),
);
const testMachine = wishlistMachine.provide({
  actors: {
    storedWishlist: fromCallback<WishlistEvent>(({ sendBack }) => {
      storage.sendBack = sendBack;
      return () => {
        storage.sendBack = undefined;
      };
    }),
    refreshWishlist: fakeRefresh,
  },
  actions: { saveWishlist: ({ context }) => saved.push(context.items) },
});

type ModelEvent = WishlistEvent | { type: `xstate.${'done' | 'error'}.actor.refreshWishlist`; output?: ProductSummary[] };
const modelEvents: ModelEvent[] = [
  { type: 'HYDRATED' },
  { type: 'ADD', product: shirt },
  { type: 'ADD', product: scarf },
  { type: 'REMOVE', databaseId: shirt.databaseId },
  { type: 'TOGGLE', product: shirt },
  { type: 'CLEAR' },
  { type: 'PAGE_SHOWN', page: wishlistPage },
  { type: 'PAGE_SHOWN', page: otherPage },
  // Read from storage: a list saved earlier, or cleared in another tab.
  { type: 'STORED', items: [scarf] },
  { type: 'STORED', items: [] },
  { type: 'xstate.done.actor.refreshWishlist', output: [freshShirt] },
  { type: 'xstate.error.actor.refreshWishlist' },
];

const slugs = (items: ProductSummary[]) => items.map((item) => item.slug);
// Paths tell states apart only by their value and this key, so a transition that keeps the value
// is taken only where it makes a list no other event makes. In the toggling model, toggles are the
// only way to take one item out of the stored list or to put one back on top.
const hat = productSummary(3, 'felt-hat');
const togglingEvents: ModelEvent[] = [
  { type: 'HYDRATED' },
  { type: 'STORED', items: [shirt, scarf] },
  { type: 'TOGGLE', product: shirt },
  { type: 'TOGGLE', product: scarf },
  { type: 'ADD', product: hat },
  { type: 'REMOVE', databaseId: hat.databaseId },
  { type: 'PAGE_SHOWN', page: otherPage },
];
const starts = [
  { name: 'starting on the wishlist page', input: { endpoint: '/graphql', onWishlistPage: true }, events: modelEvents },
  { name: 'starting on another page', input: { endpoint: '/graphql', onWishlistPage: false }, events: modelEvents },
  { name: 'toggling', input: { endpoint: '/graphql', onWishlistPage: false }, events: togglingEvents },
];
const models = starts.map(({ name, input, events }) => ({
  name,
  input,
  paths: transitionPaths(testMachine, {
    input,
    events,
    // Which products are listed, waiting and asked about, in order; prices do not make a new state.
    stateKey: (snapshot: AnyMachineSnapshot) => {
      const context = snapshot.context as WishlistContext;
      return [slugs(context.items), slugs(context.deferred), context.onWishlistPage, context.refreshSlugs];
    },
  }),
}));

beforeEach(() => {
  storage.sendBack = undefined;
  refreshes.length = 0;
  saved.length = 0;
});

describe('wishlist model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, {
      HYDRATED: true,
      ADD: true,
      REMOVE: true,
      TOGGLE: true,
      CLEAR: true,
      PAGE_SHOWN: true,
      STORED: true,
    });
  });

  describe.each(models)('$name', ({ input, paths }) => {
    it.each(paths.map((path) => [describePath(named(path)), path] as const))('%s', async (_, path: ModelPath) => {
      const actor = createActor(testMachine, { input }).start();
      for (const { event, state } of path.steps.slice(1)) {
        const before = actor.getSnapshot();
        const savesBefore = saved.length;
        const refreshesBefore = refreshes.length;
        if (event.type === 'STORED') storage.sendBack!(event as WishlistEvent);
        else if (event.type.startsWith('xstate.done.')) refreshes.at(-1)!.resolve(event.output);
        else if (event.type.startsWith('xstate.error.')) refreshes.at(-1)!.reject(new Error('offline'));
        else actor.send(event as WishlistEvent);
        await afterPromises();
        const after = actor.getSnapshot();
        expect(after.value).toEqual(state.value);
        expectRules(before, event as ModelEvent, after, saved.slice(savesBefore), refreshes.slice(refreshesBefore));
      }
      actor.stop();
    });
  });
});

/** The path with products and pages shown by name, so test names stay readable. */
function named(path: ModelPath): ModelPath {
  const names = (items: ProductSummary[]) => items.map((item) => item.slug);
  const brief = (event: ModelPath['steps'][number]['event']) => {
    if ('product' in event) return { type: event.type, product: event.product.slug };
    if ('page' in event) return { type: event.type, page: event.page.view };
    if ('items' in event) return { type: event.type, items: names(event.items) };
    if ('output' in event) return { type: event.type, output: names(event.output) };
    return event;
  };
  return { ...path, steps: path.steps.map((step) => ({ ...step, event: brief(step.event) })) };
}

type Snapshot = ReturnType<ReturnType<typeof createActor<typeof testMachine>>['getSnapshot']>;

/** The rules of SPEC §1 and issue 4 for one step from `before` to `after`. */
function expectRules(before: Snapshot, event: ModelEvent, after: Snapshot, saves: ProductSummary[][], started: typeof refreshes) {
  const { items } = after.context;
  const read = (snapshot: Snapshot) => snapshot.matches({ awake: 'ready' });
  const ids = items.map((item) => item.databaseId);

  // Always: each product once, at most 100.
  expect(new Set(ids).size).toBe(ids.length);
  expect(items.length).toBeLessThanOrEqual(100);
  // Nothing touches storage or the network before hydration; nothing shows before the list is read.
  if (after.matches('dormant')) expect(storage.sendBack).toBeUndefined();
  else expect(storage.sendBack).toBeDefined();
  if (!read(after)) expect(items).toEqual([]);

  const expected = expectedItems(before, event);
  expect(slugs(items)).toEqual(slugs(expected));
  expect(items).toEqual(expected);

  // Every change is saved, once, with the new list: the shopper's, the refreshed list, and additions
  // made before the list was read. A list read from storage is saved already.
  const shopperChange = ['ADD', 'REMOVE', 'TOGGLE', 'CLEAR'].includes(event.type) && read(before) && !sameList(before.context.items, items);
  const waitingAdded = event.type === 'STORED' && !read(before) && before.context.deferred.length > 0;
  const refreshed = event.type === 'xstate.done.actor.refreshWishlist';
  expect(saves).toEqual(shopperChange || waitingAdded || refreshed ? [items] : []);

  // A refresh starts exactly when the wishlist page is in view with items, and asks for the list's order.
  const entersRefresh = !before.matches({ awake: { ready: 'refreshing' } }) && after.matches({ awake: { ready: 'refreshing' } });
  expect(started.map((refresh) => refresh.slugs)).toEqual(entersRefresh ? [slugs(items)] : []);
  if (entersRefresh) expect(after.context.onWishlistPage && items.length > 0).toBe(true);
  if (read(after) && after.matches({ awake: { ready: 'idle' } }) && event.type === 'PAGE_SHOWN') {
    expect(after.context.onWishlistPage && items.length > 0).toBe(false);
  }
}

/** The list after `event`, by the rules, worked out independently of the machine. */
function expectedItems(before: Snapshot, event: ModelEvent): ProductSummary[] {
  const { items, deferred, refreshSlugs } = before.context;
  const listed = (id: number) => items.some((item) => item.databaseId === id);
  if (!before.matches({ awake: 'ready' })) {
    // Additions wait for the stored list, then go on top of it, newest first.
    if (event.type !== 'STORED' || !before.matches({ awake: 'loading' })) return items;
    const stored = event.items.filter((item) => !deferred.some((waiting) => waiting.databaseId === item.databaseId));
    return [...deferred, ...stored];
  }
  switch (event.type) {
    case 'ADD':
      return listed(event.product.databaseId) ? items : [event.product, ...items];
    case 'TOGGLE':
      return listed(event.product.databaseId)
        ? items.filter((item) => item.databaseId !== event.product.databaseId)
        : [event.product, ...items];
    case 'REMOVE':
      return items.filter((item) => item.databaseId !== event.databaseId);
    case 'CLEAR':
      return [];
    case 'STORED':
      return event.items;
    // Asked items take their fresh data or go; the rest stay; the order stays.
    case 'xstate.done.actor.refreshWishlist':
      return items.flatMap((item) => {
        if (!refreshSlugs.includes(item.slug)) return [item];
        return (event.output ?? []).filter((fresh) => fresh.databaseId === item.databaseId && fresh.slug === item.slug);
      });
    default:
      return items;
  }
}

function sameList(a: ProductSummary[], b: ProductSummary[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

describe('wishlist rules', () => {
  const start = (page: PagePayload = otherPage) => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', onWishlistPage: page.view === 'wishlist' } }).start();
    actor.send({ type: 'HYDRATED' });
    return actor;
  };
  const many = (count: number) => Array.from({ length: count }, (_, index) => productSummary(100 + index, `product-${index}`));

  it('keeps at most 100 items: adding one more drops the oldest', () => {
    const actor = start();
    const stored = many(100);
    storage.sendBack!({ type: 'STORED', items: stored });
    actor.send({ type: 'ADD', product: shirt });
    const { items } = actor.getSnapshot().context;
    expect(items).toHaveLength(100);
    expect(items[0]).toEqual(shirt);
    expect(items.at(-1)).toEqual(stored[98]);
    expect(saved).toEqual([items]);
  });

  it('keeps only the card fields of a product page product', () => {
    const actor = start();
    storage.sendBack!({ type: 'STORED', items: [] });
    actor.send({ type: 'TOGGLE', product: { ...shirt, descriptionHtml: '<p>Long text</p>' } as ProductSummary });
    expect(actor.getSnapshot().context.items).toEqual([shirt]);
  });

  it('adds what was added before the list was read on top of the stored list, and saves it', () => {
    const actor = createActor(testMachine, { input: { endpoint: '/graphql', onWishlistPage: false } }).start();
    actor.send({ type: 'TOGGLE', product: shirt });
    actor.send({ type: 'ADD', product: hat });
    actor.send({ type: 'HYDRATED' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    storage.sendBack!({ type: 'STORED', items: [scarf, shirt] });
    expect(actor.getSnapshot().context.items).toEqual([hat, scarf, shirt]);
    expect(saved).toEqual([[hat, scarf, shirt]]);
  });

  it('refreshes on the wishlist page: fresh data, the same order, gone products dropped', async () => {
    const actor = start(wishlistPage);
    storage.sendBack!({ type: 'STORED', items: [scarf, hat, shirt] });
    expect(refreshes.map((refresh) => refresh.slugs)).toEqual([['wool-scarf', 'felt-hat', 'linen-shirt']]);
    refreshes[0]!.resolve([freshShirt, hat]);
    await afterPromises();
    expect(actor.getSnapshot().context.items).toEqual([hat, freshShirt]);
    expect(saved).toEqual([[hat, freshShirt]]);
  });

  it('keeps items added while a refresh runs, and does not bring back removed ones', async () => {
    const actor = start(wishlistPage);
    storage.sendBack!({ type: 'STORED', items: [scarf, shirt] });
    actor.send({ type: 'ADD', product: hat });
    actor.send({ type: 'REMOVE', databaseId: scarf.databaseId });
    refreshes[0]!.resolve([freshShirt, scarf]);
    await afterPromises();
    expect(actor.getSnapshot().context.items).toEqual([hat, freshShirt]);
  });

  it('keeps the stored items when a refresh fails, and tries again when the page is shown again', async () => {
    const actor = start(wishlistPage);
    storage.sendBack!({ type: 'STORED', items: [scarf, shirt] });
    refreshes[0]!.reject(new Error('offline'));
    await afterPromises();
    expect(actor.getSnapshot().context.items).toEqual([scarf, shirt]);
    expect(saved).toEqual([]);
    actor.send({ type: 'PAGE_SHOWN', page: otherPage });
    actor.send({ type: 'PAGE_SHOWN', page: wishlistPage });
    expect(refreshes).toHaveLength(2);
  });

  it('does not refresh an empty list, nor on other pages', () => {
    const actor = start(wishlistPage);
    storage.sendBack!({ type: 'STORED', items: [] });
    actor.send({ type: 'PAGE_SHOWN', page: otherPage });
    actor.send({ type: 'ADD', product: shirt });
    actor.send({ type: 'PAGE_SHOWN', page: otherPage });
    expect(refreshes).toEqual([]);
  });
});

describe('wishlist in the browser', () => {
  const browserMachine = wishlistMachine.provide({ actors: { refreshWishlist: fakeRefresh } });

  beforeEach(() => localStorage.setItem(wishlistStorageKey, serializeWishlist([scarf])));
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  // The storage code is loaded on the first read, so reads and saves land a tick later.

  it('touches no storage until hydrated, then reads the stored list', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const actor = createActor(browserMachine, { input: { endpoint: '/graphql', onWishlistPage: false } }).start();
    actor.send({ type: 'PAGE_SHOWN', page: otherPage });
    expect(getItem).not.toHaveBeenCalled();
    actor.send({ type: 'HYDRATED' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ awake: 'ready' })).toBe(true));
    expect(actor.getSnapshot().matches({ awake: { ready: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([scarf]);
    actor.stop();
  });

  it('saves each change and follows changes made in another tab', async () => {
    const actor = createActor(browserMachine, { input: { endpoint: '/graphql', onWishlistPage: false } }).start();
    actor.send({ type: 'HYDRATED' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ awake: 'ready' })).toBe(true));
    actor.send({ type: 'ADD', product: shirt });
    await afterPromises();
    expect(localStorage.getItem(wishlistStorageKey)).toBe(serializeWishlist([shirt, scarf]));
    const newValue = serializeWishlist([hat]);
    window.dispatchEvent(new StorageEvent('storage', { key: wishlistStorageKey, newValue, storageArea: localStorage }));
    expect(actor.getSnapshot().context.items).toEqual([hat]);
    // A stopped wishlist no longer listens.
    const removeListener = vi.spyOn(window, 'removeEventListener');
    actor.stop();
    expect(removeListener).toHaveBeenCalledWith('storage', expect.any(Function));
  });
});
