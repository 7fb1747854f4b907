// The root actor system (DESIGN.md §3). Each concern is a child actor with a systemId, so views and
// sibling machines reach it by name: navigation, loadingBar, ui, cart, storeInit, buildCheck,
// catalog, product, wishlist.
import { sendTo, setup } from 'xstate';
import type { PagePayload } from '../loaders/types';
import type { StoreSettings } from '../settings';
import { buildCheckMachine } from './buildCheck';
import { cartMachine } from './cart';
import { catalogMachine } from './catalog';
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

/** SPEC §2: `debug` in the URL logs cart and coupon failures. */
function hasDebugParameter(path: string): boolean {
  const query = path.split('?')[1]?.split('#')[0] ?? '';
  return new URLSearchParams(query).has('debug');
}

export const storefrontMachine = setup({
  types: {} as {
    input: StorefrontInput;
    // initialPage only seeds the navigation actor, which owns the current page from then on.
    context: { settings: StoreSettings; buildId: string; initialPage: PagePayload };
    events: { type: 'HYDRATED' };
  },
  actors: {
    navigation: navigationMachine,
    loadingBar: loadingBarMachine,
    ui: uiMachine,
    cart: cartMachine,
    storeInit: storeInitMachine,
    buildCheck: buildCheckMachine,
    catalog: catalogMachine,
    product: productMachine,
    wishlist: wishlistMachine,
  },
}).createMachine({
  id: 'storefront',
  context: ({ input }) => ({ settings: input.settings, buildId: input.buildId, initialPage: input.page }),
  on: {
    // The page is live: actors that read browser storage or ask the store may start.
    HYDRATED: { actions: [sendTo('product', { type: 'HYDRATED' }), sendTo('wishlist', { type: 'HYDRATED' })] },
  },
  invoke: [
    { id: 'loadingBar', systemId: 'loadingBar', src: 'loadingBar' },
    { id: 'ui', systemId: 'ui', src: 'ui' },
    // Before storeInit, which tells it to load the moment the store is initialised.
    {
      id: 'cart',
      systemId: 'cart',
      src: 'cart',
      input: ({ context }) => ({ autoOpenCart: context.settings.autoOpenCart, debug: hasDebugParameter(context.initialPage.path) }),
    },
    {
      id: 'storeInit',
      systemId: 'storeInit',
      src: 'storeInit',
      input: ({ context }) => ({
        path: context.initialPage.path,
        initOnUserAction: context.settings.initStoreOnUserActionToReduceServerLoad,
      }),
    },
    {
      id: 'buildCheck',
      systemId: 'buildCheck',
      src: 'buildCheck',
      input: ({ context }) => ({ buildId: context.buildId }),
    },
    { id: 'catalog', systemId: 'catalog', src: 'catalog', input: ({ context }) => ({ page: context.initialPage }) },
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
