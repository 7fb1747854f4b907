// The visitor's wishlist (SPEC.md §1, §2, §6): products kept in the browser, newest first, each
// once, at most 100, shared by the shop's tabs and shown at /wishlist. It stays dormant until the
// page is hydrated, so the server render and the hydration render show the same empty list; then it
// reads the stored list and follows other tabs' changes. Each change is saved. Showing the wishlist
// page refreshes its items' prices and stock and drops products the shop no longer has.
import { and, assertEvent, assign, fromCallback, fromPromise, not, setup } from 'xstate';
import type { ProductSummary } from '../domain/catalog/types';
import type { PagePayload } from '../screens/loaders/types';
import { addItem, isListed, refreshedItems, removeItem } from '../domain/wishlist/items';

export type WishlistEvent =
  /** Sent once by the app after hydration. */
  | { type: 'HYDRATED' }
  | { type: 'ADD'; product: ProductSummary }
  | { type: 'REMOVE'; databaseId: number }
  | { type: 'TOGGLE'; product: ProductSummary }
  | { type: 'CLEAR' }
  | { type: 'PAGE_SHOWN'; page: PagePayload }
  /** The stored list: read at start, then again whenever another tab changes it. */
  | { type: 'STORED'; items: ProductSummary[] };

export interface WishlistContext {
  /** Newest first. */
  items: ProductSummary[];
  /** Added before the stored list was read; added to it once it is. */
  deferred: ProductSummary[];
  onWishlistPage: boolean;
  /** The slugs the latest refresh asked for: only those can be found gone. */
  refreshSlugs: string[];
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
}

export const wishlistMachine = setup({
  types: {} as {
    context: WishlistContext;
    events: WishlistEvent;
    /** `onWishlistPage`: the browser shows the wishlist page, which refreshes the list's products once read. */
    input: { onWishlistPage: boolean; endpoint: string };
  },
  actors: {
    // The list as saved (by this tab or another), then again whenever another tab changes it.
    // The storage code comes with this first read, after hydration: it is no part of the first load.
    storedWishlist: fromCallback<WishlistEvent>(({ sendBack }) => {
      let stopped = false;
      let unsubscribe = () => {};
      void import('../browser/wishlistStorage').then(({ readStoredWishlist, onStoredWishlistChange }) => {
        if (stopped) return;
        sendBack({ type: 'STORED', items: readStoredWishlist() });
        unsubscribe = onStoredWishlistChange((items) => sendBack({ type: 'STORED', items }));
      });
      return () => {
        stopped = true;
        unsubscribe();
      };
    }),
    // getWishlistProducts over the GraphQL endpoint; its code comes only when a wishlist is shown.
    refreshWishlist: fromPromise<ProductSummary[], { endpoint: string; slugs: string[] }>(async ({ input }) => {
      const [{ getWishlistProducts }, { createClient }] = await Promise.all([import('../graphql/wishlist'), import('../graphql/client')]);
      return getWishlistProducts(createClient({ endpoint: input.endpoint }), input.slugs);
    }),
  },
  actions: {
    add: assign({
      items: ({ context, event }) => {
        assertEvent(event, ['ADD', 'TOGGLE']);
        return addItem(context.items, event.product);
      },
    }),
    remove: assign({
      items: ({ context, event }) => {
        assertEvent(event, ['REMOVE', 'TOGGLE']);
        return removeItem(context.items, event.type === 'REMOVE' ? event.databaseId : event.product.databaseId);
      },
    }),
    clear: assign({ items: [] }),
    // Before the list is read nothing shows as listed, so a toggle there adds too.
    defer: assign({
      deferred: ({ context, event }) => {
        assertEvent(event, ['ADD', 'TOGGLE']);
        return addItem(context.deferred, event.product);
      },
    }),
    takeStored: assign({
      items: ({ event }) => {
        assertEvent(event, 'STORED');
        return event.items;
      },
    }),
    addDeferred: assign({
      items: ({ context }) => context.deferred.reduceRight(addItem, context.items),
      deferred: [],
    }),
    followPage: assign({
      onWishlistPage: ({ event }) => {
        assertEvent(event, 'PAGE_SHOWN');
        return event.page.view === 'wishlist';
      },
    }),
    startRefresh: assign({ refreshSlugs: ({ context }) => context.items.map((item) => item.slug) }),
    takeRefreshed: assign({
      items: ({ context }, { fresh }: { fresh: ProductSummary[] }) => refreshedItems(context.items, context.refreshSlugs, fresh),
    }),
    // Loaded by the first read already, so saves keep their order.
    saveWishlist: ({ context }) => {
      const { items } = context;
      void import('../browser/wishlistStorage').then(({ writeStoredWishlist }) => writeStoredWishlist(items));
    },
  },
  guards: {
    isListed: ({ context, event }) => {
      assertEvent(event, ['ADD', 'REMOVE', 'TOGGLE']);
      return isListed(context.items, event.type === 'REMOVE' ? event.databaseId : event.product.databaseId);
    },
    hasItems: ({ context }) => context.items.length > 0,
    hasDeferred: ({ context }) => context.deferred.length > 0,
    onWishlistPage: ({ context }) => context.onWishlistPage,
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    items: [],
    deferred: [],
    onWishlistPage: input.onWishlistPage,
    refreshSlugs: [],
    endpoint: input.endpoint,
  }),
  initial: 'dormant',
  states: {
    // No storage and no network before hydration: the first client render must match the server's.
    dormant: {
      on: {
        HYDRATED: 'awake',
        ADD: { actions: 'defer' },
        TOGGLE: { actions: 'defer' },
        PAGE_SHOWN: { actions: 'followPage' },
      },
    },
    // The stored list is read on entry and followed while the page lives.
    awake: {
      invoke: { id: 'storedWishlist', src: 'storedWishlist' },
      initial: 'loading',
      states: {
        loading: {
          on: {
            STORED: [
              { guard: 'hasDeferred', target: 'ready', actions: ['takeStored', 'addDeferred', 'saveWishlist'] },
              { target: 'ready', actions: 'takeStored' },
            ],
            ADD: { actions: 'defer' },
            TOGGLE: { actions: 'defer' },
            PAGE_SHOWN: { actions: 'followPage' },
          },
        },
        ready: {
          initial: 'checking',
          on: {
            ADD: { guard: not('isListed'), actions: ['add', 'saveWishlist'] },
            REMOVE: { guard: 'isListed', actions: ['remove', 'saveWishlist'] },
            TOGGLE: [
              { guard: 'isListed', actions: ['remove', 'saveWishlist'] },
              { actions: ['add', 'saveWishlist'] },
            ],
            CLEAR: { guard: 'hasItems', actions: ['clear', 'saveWishlist'] },
            // Another tab changed the list; it is saved already.
            STORED: { actions: 'takeStored' },
          },
          states: {
            // Whenever the wishlist page comes into view with items, they are refreshed.
            checking: {
              always: [{ guard: and(['onWishlistPage', 'hasItems']), target: 'refreshing' }, { target: 'idle' }],
            },
            idle: {
              on: { PAGE_SHOWN: { target: 'checking', actions: 'followPage' } },
            },
            refreshing: {
              entry: 'startRefresh',
              invoke: {
                id: 'refreshWishlist',
                src: 'refreshWishlist',
                input: ({ context }) => ({ endpoint: context.endpoint, slugs: context.refreshSlugs }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'takeRefreshed', params: ({ event }) => ({ fresh: event.output }) }, 'saveWishlist'],
                },
                // The stored items are shown as they are; the next visit to the page tries again.
                onError: 'idle',
              },
              // Showing the page again needs no second refresh; leaving it lets this one finish.
              on: { PAGE_SHOWN: { actions: 'followPage' } },
            },
          },
        },
      },
    },
  },
});
