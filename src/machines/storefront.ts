// The root actor system (DESIGN.md §3). Each concern is a child actor with a systemId; who tells
// whom among them is in system.ts. The root starts them and tells them what the page and the
// client do: the page has hydrated, and the code of a part that loads late has arrived. The code
// of the cart (with the session), the catalog and the build check is no part of a page's first
// load: the client hands each machine over once loaded (CART_READY, CATALOG_READY,
// BUILD_CHECK_READY), and the root starts it then. A list page, which needs the catalog to render,
// gets it before it hydrates.
import { assign, emit, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { StripeClientConfig } from '../../common/stripe-client-config';
import type { Cart } from '../domain/cart/types';
import type { PagePayload } from '../screens/loaders/types';
import type { StoreSettings } from '../../common/settings';
import type { buildCheckMachine } from './buildCheck';
import type { cartMachine } from './cart';
import type { catalogMachine } from './catalog';
import type { checkoutMachine } from './checkout';
import { loadingBarMachine } from './loadingBar';
import { localeMachine } from './locale';
import { navigationMachine } from './navigation';
import type { screenMachine, ScreenInput } from './screen';
import type { sessionMachine, StoredSignIn } from './session';
import { storeInitMachine } from './storeInit';
import { systemActor, tellFromRoot } from './system';
import { uiMachine } from './ui';
import { wishlistMachine } from './wishlist';

export interface StorefrontInput {
  page: PagePayload;
  settings: StoreSettings;
  buildId: string;
  /** The GraphQL endpoint as the browser reaches it: every store call of the system goes there. */
  graphqlUrl: string;
  /** Stripe.js and its publishable key, for card payments at checkout; absent or null: the shop takes no cards. */
  stripe?: StripeClientConfig | null;
}

/** What the entry adds to the boot data: code, which the boot data cannot carry. */
export interface StorefrontStart extends StorefrontInput {
  pageActorsOf: ScreenInput['pageActorsOf'];
  /**
   * The catalog's code, where the system is made with it at hand (the server's render of a list
   * page): the catalog starts with the system, as it would on CATALOG_READY.
   */
  catalogAtHand?: typeof catalogMachine;
  /**
   * A system made only to render a page's markup, and never started (the server's,
   * machines/serverSystem.ts): it leaves out the actors that act only in a browser (the root's
   * entry below), whose views read them at rest instead (restingActors.ts), and it starts the
   * page's actors without a screen (startPageActors).
   */
  rendersOnly?: boolean;
}

export type CartActor = ActorRefFrom<typeof cartMachine>;
export type CatalogActor = ActorRefFrom<typeof catalogMachine>;
export type ScreenActor = ActorRefFrom<typeof screenMachine>;
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

export type StorefrontEvent =
  /** Sent by the app once the page has hydrated. */
  | { type: 'HYDRATED' }
  /**
   * Sent by the client when the cart's code has arrived, with the session's; `debug`: the page URL
   * asks for cart failures to be logged; `reloads`: how often the page reloaded for a failing cart;
   * `signIn`: the customer's sign-in kept in the browser from an earlier page.
   */
  | { type: 'CART_READY'; cart: typeof cartMachine; session: typeof sessionMachine; debug: boolean; reloads: number; signIn: StoredSignIn | null }
  /** Sent by the client (and the server renderer) when the catalog's code is there. */
  | { type: 'CATALOG_READY'; logic: typeof catalogMachine }
  /**
   * Sent by the client (and the server renderer) when the screen's code is there: before hydration
   * on a page with forms or tabs of its own, after it on any other.
   */
  | { type: 'SCREEN_READY'; logic: typeof screenMachine }
  /** Sent by the client when the build check's code has arrived (it first looks a second later anyway). */
  | { type: 'BUILD_CHECK_READY'; logic: typeof buildCheckMachine }
  /** Sent by the checkout view each time it is shown; its code brings the checkout machine's. */
  | { type: 'CHECKOUT_SHOWN'; logic: typeof checkoutMachine };

export interface StorefrontContext extends Omit<StorefrontStart, 'page' | 'stripe' | 'rendersOnly'> {
  rendersOnly: boolean;
  stripe: StripeClientConfig | null;
  // initialPage only seeds the actors that follow the page; the navigation owns the current page.
  initialPage: PagePayload;
  cart: CartActor | null;
  catalog: CatalogActor | null;
  /** The page is live in the browser. */
  hydrated: boolean;
  /** The screen and its forms and tabs (screen.ts), once its code is there. */
  screen: ScreenActor | null;
  /** Checkout's machine, once its view has been shown; it starts when the cart runs too. */
  checkoutLogic: typeof checkoutMachine | null;
  checkout: CheckoutActor | null;
}

/**
 * The cart the server read for the first page (the checkout's, screens/loaders/checkout.ts); the
 * browser's sign-in, when it keeps one, names another cart, so the caller asks only without one.
 */
function servedCart(page: PagePayload): Cart | null {
  return page.view === 'checkout' ? page.data.cart : null;
}

export const storefrontMachine = setup({
  types: {} as {
    input: StorefrontStart;
    context: StorefrontContext;
    events: StorefrontEvent;
    /** The client starts what waits for the page to be live (client-start.tsx). */
    emitted: { type: 'hydrated' };
  },
  actors: {
    navigation: navigationMachine,
    locale: localeMachine,
    loadingBar: loadingBarMachine,
    ui: uiMachine,
    storeInit: storeInitMachine,
    wishlist: wishlistMachine,
  },
  actions: {
    // The page is live: actors that read browser storage or ask the store may start.
    announceHydration: enqueueActions((args) => {
      tellFromRoot(args, { to: 'product', event: { type: 'HYDRATED' } });
      tellFromRoot(args, { to: 'screen', event: { type: 'HYDRATED' } });
      tellFromRoot(args, { to: 'wishlist', event: { type: 'HYDRATED' } });
    }),
    // Checkout runs once both its code and the cart are there, whichever came first; an order placed
    // ends it, and the next visit to the page starts a new one. A checkout still running is told
    // the page is shown again, so it can put back what the page owns (the card's fields).
    startCheckout: enqueueActions(({ context, enqueue, system }) => {
      const { checkoutLogic, cart, checkout } = context;
      if (!checkoutLogic || !cart) return;
      if (checkout?.getSnapshot().status === 'active') {
        tellFromRoot({ system, enqueue }, { to: 'checkout', event: { type: 'SHOWN' } });
        return;
      }
      if (checkout) enqueue.stopChild(checkout);
      enqueue.assign({
        checkout: ({ spawn }) =>
          spawn(checkoutLogic, {
            systemId: 'checkout',
            input: {
              endpoint: context.graphqlUrl,
              cart,
              hideBillingAddressForVirtualProducts: context.settings.hideBillingAddressForVirtualProducts,
              termsPage: context.settings.termsPage,
              payments: { stripe: context.stripe },
            },
          }),
      });
    }),
    // The catalog starts from the page shown now, which a navigation may have changed since the first.
    startCatalog: assign({
      catalog: ({ context, spawn, system }, { logic }: { logic: typeof catalogMachine }) => {
        const shown = systemActor(system, 'navigation')?.getSnapshot().context.page;
        return spawn(logic, { systemId: 'catalog', input: { page: shown ?? context.initialPage, endpoint: context.graphqlUrl } });
      },
    }),
    // The screen starts from the page shown now and from whom the session knows, as it would have heard.
    startScreen: assign({
      screen: ({ context, spawn, system }, { logic }: { logic: typeof screenMachine }) => {
        const page = systemActor(system, 'navigation')?.getSnapshot().context.page ?? context.initialPage;
        const session = systemActor(system, 'session')?.getSnapshot();
        const customer = !session || session.matches({ auth: 'starting' }) ? undefined : session.matches({ auth: 'signedIn' }) ? session.context.customer : null;
        return spawn(logic, { systemId: 'screen', input: { page, endpoint: context.graphqlUrl, customer, hydrated: context.hydrated, pageActorsOf: context.pageActorsOf } });
      },
    }),
    // A system that only renders has no screen, and starts the page's actors itself: the server's
    // render provides how (serverSystem.ts), so the browser's bundle carries none of it.
    startPageActors: (_, _params: undefined) => {},
    // A store initialised before the cart's code arrived is told now (storeInit tells a cart it finds).
    initialiseLateCart: enqueueActions((args) => {
      if (systemActor(args.system, 'storeInit')?.getSnapshot().matches('initialised')) tellFromRoot(args, { to: 'cart', event: { type: 'INITIALISE' } });
    }),
  },
}).createMachine({
  id: 'storefront',
  context: ({ input }) => ({
    settings: input.settings,
    buildId: input.buildId,
    graphqlUrl: input.graphqlUrl,
    pageActorsOf: input.pageActorsOf,
    catalogAtHand: input.catalogAtHand,
    rendersOnly: input.rendersOnly ?? false,
    stripe: input.stripe ?? null,
    initialPage: input.page,
    cart: null,
    catalog: null,
    hydrated: false,
    screen: null,
    checkoutLogic: null,
    checkout: null,
  }),
  // The parts that act only in a browser: the language (first, so t() translates into the page's
  // before any other actor starts), the loading bar, the panels, the store's initialisation and the
  // wishlist (read from the browser's storage once the page is live). A system that only renders
  // leaves them out (making them was almost half of its actors' cost, issue 41), and starts the
  // catalog (its code at hand) and the page's actors here instead: they are part of the system's
  // first snapshot, which is all a system that is never started (machines/serverSystem.ts) has.
  // Raising CATALOG_READY and SCREEN_READY instead cost that render a second step. Only the
  // server's bundle makes such a system: the browser's leaves those paths out (import.meta.env.SSR).
  entry: enqueueActions(({ context, enqueue }) => {
    if (!import.meta.env.SSR || !context.rendersOnly) {
      enqueue.spawnChild('locale', { id: 'locale', systemId: 'locale', input: { locale: context.initialPage.locale } });
      enqueue.spawnChild('loadingBar', { id: 'loadingBar', systemId: 'loadingBar' });
      enqueue.spawnChild('ui', { id: 'ui', systemId: 'ui' });
      enqueue.spawnChild('storeInit', {
        id: 'storeInit',
        systemId: 'storeInit',
        input: { path: context.initialPage.path, initOnUserAction: context.settings.initStoreOnUserActionToReduceServerLoad },
      });
      enqueue.spawnChild('wishlist', { id: 'wishlist', systemId: 'wishlist', input: { onWishlistPage: context.initialPage.view === 'wishlist', endpoint: context.graphqlUrl } });
    }
    if (import.meta.env.SSR && context.catalogAtHand) enqueue({ type: 'startCatalog', params: { logic: context.catalogAtHand } });
    if (import.meta.env.SSR && context.rendersOnly) enqueue('startPageActors');
  }),
  on: {
    HYDRATED: { actions: [assign({ hydrated: true }), 'announceHydration', emit({ type: 'hydrated' })] },
    CART_READY: {
      guard: ({ context }) => context.cart === null,
      actions: [
        enqueueActions(({ context, enqueue, event }) =>
          enqueue.spawnChild(event.session, {
            systemId: 'session',
            input: { reloads: event.reloads, endpoint: context.graphqlUrl, stored: event.signIn },
          })),
        assign({
          cart: ({ context, event, spawn }) =>
            spawn(event.cart, {
              systemId: 'cart',
              input: { endpoint: context.graphqlUrl, autoOpenCart: context.settings.autoOpenCart, debug: event.debug, served: event.signIn ? null : servedCart(context.initialPage) },
            }),
        }),
        'initialiseLateCart',
        'startCheckout',
      ],
    },
    CHECKOUT_SHOWN: {
      actions: [assign({ checkoutLogic: ({ event }) => event.logic }), 'startCheckout'],
    },
    CATALOG_READY: {
      guard: ({ context }) => context.catalog === null,
      actions: { type: 'startCatalog', params: ({ event }) => ({ logic: event.logic }) },
    },
    SCREEN_READY: {
      guard: ({ context }) => context.screen === null,
      actions: { type: 'startScreen', params: ({ event }) => ({ logic: event.logic }) },
    },
    BUILD_CHECK_READY: {
      actions: enqueueActions(({ enqueue, context, event, system }) => {
        if (systemActor(system, 'buildCheck') === undefined) enqueue.spawnChild(event.logic, { systemId: 'buildCheck', input: { buildId: context.buildId } });
      }),
    },
  },
  invoke: [
    { id: 'navigation', systemId: 'navigation', src: 'navigation', input: ({ context }) => ({ page: context.initialPage }) },
  ],
});
