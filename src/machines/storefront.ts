// The root actor system (DESIGN.md §3). Each concern is a child actor with a systemId, so views and
// sibling machines reach it by name: navigation, loadingBar, ui, storeInit, buildCheck, catalog,
// product, wishlist, and cart. The code of the cart, the catalog and the build check is no part of
// a page's first load: the client hands each machine over once loaded (CART_READY, CATALOG_READY,
// BUILD_CHECK_READY), and the root starts it then. A list page, which needs the catalog to render,
// gets it before it hydrates.
import { assign, enqueueActions, sendTo, setup, type ActorRefFrom } from 'xstate';
import type { PagePayload } from '../loaders/types';
import type { StoreSettings } from '../settings';
import type { buildCheckMachine } from './buildCheck';
import type { cartMachine } from './cart';
import type { catalogMachine } from './catalog';
import { loadingBarMachine } from './loadingBar';
import { navigationMachine } from './navigation';
import { productMachine } from './product';
import { storeInitMachine } from './storeInit';
import { uiMachine } from './ui';
import { wishlistMachine } from './wishlist';

export interface StorefrontInput {
  page: PagePayload;
  settings: StoreSettings;
  buildId: string;
}

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CatalogActor = ActorRefFrom<typeof catalogMachine>;

export type StorefrontEvent =
  /** Sent by the app once the page has hydrated. */
  | { type: 'HYDRATED' }
  /** Sent by the client when the cart's code has arrived; `debug`: the page URL asks for cart failures to be logged. */
  | { type: 'CART_READY'; logic: typeof cartMachine; debug: boolean }
  /** Sent by the client (and the server renderer) when the catalog's code is there. */
  | { type: 'CATALOG_READY'; logic: typeof catalogMachine }
  /** Sent by the client when the build check's code has arrived (it first looks a second later anyway). */
  | { type: 'BUILD_CHECK_READY'; logic: typeof buildCheckMachine };

export const storefrontMachine = setup({
  types: {} as {
    input: StorefrontInput;
    // initialPage only seeds the navigation actor, which owns the current page from then on.
    context: { settings: StoreSettings; buildId: string; initialPage: PagePayload; cart: CartActor | null; catalog: CatalogActor | null };
    events: StorefrontEvent;
  },
  actors: {
    navigation: navigationMachine,
    loadingBar: loadingBarMachine,
    ui: uiMachine,
    storeInit: storeInitMachine,
    product: productMachine,
    wishlist: wishlistMachine,
  },
}).createMachine({
  id: 'storefront',
  context: ({ input }) => ({ settings: input.settings, buildId: input.buildId, initialPage: input.page, cart: null, catalog: null }),
  on: {
    // The page is live: actors that read browser storage or ask the store may start.
    HYDRATED: { actions: [sendTo('product', { type: 'HYDRATED' }), sendTo('wishlist', { type: 'HYDRATED' })] },
    CART_READY: {
      guard: ({ context }) => context.cart === null,
      actions: [
        assign({
          cart: ({ context, event, spawn }) =>
            spawn(event.logic, {
              systemId: 'cart',
              input: { autoOpenCart: context.settings.autoOpenCart, debug: event.debug },
            }),
        }),
        // A store initialised before the cart's code arrived is told now (storeInit tells a cart it finds).
        ({ context, system }) => {
          if (system.get('storeInit')?.getSnapshot().matches('initialised')) context.cart?.send({ type: 'INITIALISE' });
        },
      ],
    },
    CATALOG_READY: {
      guard: ({ context }) => context.catalog === null,
      actions: assign({
        // It starts from the page shown now, which a navigation may have changed since the first.
        catalog: ({ context, event, spawn, system }) => {
          const shown = (system.get('navigation') as ActorRefFrom<typeof navigationMachine> | undefined)?.getSnapshot().context.page;
          return spawn(event.logic, { systemId: 'catalog', input: { page: shown ?? context.initialPage } });
        },
      }),
    },
    BUILD_CHECK_READY: {
      actions: enqueueActions(({ enqueue, context, event, system }) => {
        if (system.get('buildCheck') === undefined) enqueue.spawnChild(event.logic, { systemId: 'buildCheck', input: { buildId: context.buildId } });
      }),
    },
  },
  invoke: [
    { id: 'loadingBar', systemId: 'loadingBar', src: 'loadingBar' },
    { id: 'ui', systemId: 'ui', src: 'ui' },
    {
      id: 'storeInit',
      systemId: 'storeInit',
      src: 'storeInit',
      input: ({ context }) => ({
        path: context.initialPage.path,
        initOnUserAction: context.settings.initStoreOnUserActionToReduceServerLoad,
      }),
    },
    { id: 'product', systemId: 'product', src: 'product', input: ({ context }) => ({ page: context.initialPage }) },
    { id: 'wishlist', systemId: 'wishlist', src: 'wishlist', input: ({ context }) => ({ page: context.initialPage }) },
    {
      id: 'navigation',
      systemId: 'navigation',
      src: 'navigation',
      input: ({ context }) => ({ page: context.initialPage }),
    },
  ],
});
