// @vitest-environment jsdom
// Model-based test of the root system (machines/storefront.ts with system.ts's wiring). The model
// is the system as the client sees it: the page hydrates; the cart (with the session), the catalog
// and the build check arrive in any order, maybe twice; the store is initialised by the shopper's
// first action or by a navigation to the checkout. Its shortest paths, replayed on the real root
// with its real children (their store calls held), check after every step that each actor runs
// exactly once it should, and that what one actor tells another arrives: the cart loads once both
// it and the initialised store are there, whichever came first, and a navigation reaches the store
// initialisation and the actors that follow the page (the loading bar and the panels: see the rules).
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyEventObject, type InspectionEvent } from 'xstate';
import type { Cart, CartChange } from '../../src/domain/cart/types';
import type { CatalogList } from '../../src/domain/catalog/listing/catalogList';
import type { PagePayload } from '../../src/screens/loaders/types';
import { buildCheckMachine, type LatestBuild } from '../../src/machines/buildCheck';
import { cartMachine } from '../../src/machines/cart';
import { catalogMachine } from '../../src/machines/catalog';
import { navigationMachine } from '../../src/machines/navigation';
import { sessionMachine } from '../../src/machines/session';
import { storefrontMachine, type StorefrontEvent } from '../../src/machines/storefront';
import { systemActor } from '../../src/machines/system';
import { defaultSettings } from '../../common/settings';
import { hoodie, productPage } from '../fixtures/products';
import { describePath, transitionPaths } from './coverage';
import { pageActorsOfViews } from './pageActorsOfViews';
import { screenMachine } from '../../src/machines/screen';
import { checkoutMachine } from '../../src/machines/checkout';
import { afterPromises } from './afterPromises';

type ModelEvent = { type: 'HYDRATED' | 'CART_READY' | 'CATALOG_READY' | 'BUILD_CHECK_READY' | 'USER_ACTIVITY' | 'NAVIGATE_TO_CHECKOUT' };

/** A part that arrives late: absent until its code is handed over; a second hand-over changes nothing. */
const arrives = (event: ModelEvent['type']) => ({
  initial: 'absent',
  states: { absent: { on: { [event]: 'started' } }, started: { on: { [event]: 'started' } } },
});

const systemModel = createMachine({
  id: 'system',
  types: {} as { events: ModelEvent },
  type: 'parallel',
  states: {
    page: { initial: 'served', states: { served: { on: { HYDRATED: 'hydrated' } }, hydrated: {} } },
    cart: arrives('CART_READY'),
    catalog: arrives('CATALOG_READY'),
    buildCheck: arrives('BUILD_CHECK_READY'),
    store: {
      initial: 'waiting',
      states: { waiting: { on: { USER_ACTIVITY: 'initialised', NAVIGATE_TO_CHECKOUT: 'initialised' } }, initialised: {} },
    },
    shown: { initial: 'product', states: { product: { on: { NAVIGATE_TO_CHECKOUT: 'checkout' } }, checkout: {} } },
  },
});

// The children's store calls and browser effects are held: the test looks at who runs and what they hear.
const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const cart = cartMachine.provide({ actors: { loadCart: never<Cart, { endpoint: string; known: Cart | null }>(), changeCart: never<Cart, { endpoint: string; change: CartChange; known: Cart | null }>() } });
const session = sessionMachine.provide({ actions: { clearBrowserData: () => {}, countReload: () => {}, forgetReloads: () => {}, reload: () => {} } });
const buildCheck = buildCheckMachine.provide({ actors: { fetchLatestBuild: never<LatestBuild, unknown>() } });
const catalog = catalogMachine.provide({ actors: { loadList: never<CatalogList, { endpoint: string }>() } });

const checkoutPage: PagePayload = {
  ...productPage(hoodie),
  view: 'error',
  route: null,
  params: {},
  path: '/checkout',
  status: 404,
  data: { statusCode: 404, messageKey: 'error.pageNotFound' },
} as PagePayload;

function startSystem(inspect?: (event: InspectionEvent) => void, { screenFirst = true } = {}) {
  const navigation = navigationMachine.provide({ actors: { fetchPage: fromPromise(async () => checkoutPage) } });
  const root = createActor(storefrontMachine.provide({ actors: { navigation } }), {
    input: { page: productPage(hoodie), settings: defaultSettings, buildId: 'this-build', graphqlUrl: '/graphql', pageActorsOf: pageActorsOfViews },
    inspect,
  }).start();
  // A product page has a form of its own: the screen's code comes before it hydrates.
  if (screenFirst) root.send({ type: 'SCREEN_READY', logic: screenMachine });
  const client: Record<ModelEvent['type'], () => Promise<void> | void> = {
    HYDRATED: () => root.send({ type: 'HYDRATED' }),
    CART_READY: () => root.send({ type: 'CART_READY', cart, session, debug: false, reloads: 0, signIn: null } satisfies StorefrontEvent),
    CATALOG_READY: () => root.send({ type: 'CATALOG_READY', logic: catalog }),
    BUILD_CHECK_READY: () => root.send({ type: 'BUILD_CHECK_READY', logic: buildCheck }),
    USER_ACTIVITY: () => void window.dispatchEvent(new Event('click')),
    NAVIGATE_TO_CHECKOUT: async () => {
      systemActor(root.system, 'navigation')!.send({ type: 'NAVIGATE', to: '/checkout' });
      await afterPromises();
    },
  };
  return { root, client };
}

const paths = transitionPaths(systemModel);

describe('storefront system (model)', () => {
  it('has paths that enter every state of the model', () => {
    const entered = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
    expect(paths.length).toBeGreaterThan(10);
    for (const region of ['cart', 'catalog', 'buildCheck']) {
      expect([...entered].some((value) => JSON.parse(value)[region] === 'started')).toBe(true);
    }
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { root, client } = startSystem();
    const { system } = root;
    const children = () => ({
      cart: root.getSnapshot().context.cart,
      session: systemActor(system, 'session'),
      catalog: systemActor(system, 'catalog'),
      buildCheck: systemActor(system, 'buildCheck'),
    });
    let started = children();
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') await client[(event as AnyEventObject).type as ModelEvent['type']]();
      const value = state.value as Record<string, string>;
      const now = children();

      // The page's own actors hear that it is live, and only then ask the browser and the store.
      const product = systemActor(system, 'product');
      if (product) expect(product.getSnapshot().matches({ stock: value.page === 'hydrated' ? 'live' : 'dormant' })).toBe(true);
      // Each late part runs once it has arrived, once only.
      for (const part of ['cart', 'catalog', 'buildCheck'] as const) {
        expect(now[part] !== undefined && now[part] !== null).toBe(value[part] === 'started');
        if (started[part]) expect(now[part]).toBe(started[part]);
      }
      expect(now.session !== undefined).toBe(value.cart === 'started');
      // The store is initialised by the first action or a page that needs it, and the cart loads
      // once it is there too, whichever came first.
      expect(systemActor(system, 'storeInit')!.getSnapshot().value).toBe(value.store);
      if (now.cart) expect(now.cart.getSnapshot().matches('dormant')).toBe(value.store === 'waiting');
      // A navigation reaches the actors that follow the page.
      const shown = value.shown === 'checkout' ? '/checkout' : `/product/${hoodie.slug}`;
      expect(systemActor(system, 'navigation')!.getSnapshot().context.page.path).toBe(shown);
      expect(product?.getSnapshot().context.product?.slug ?? null).toBe(value.shown === 'checkout' ? null : hoodie.slug);
      // The screen shown has its own actors, and only those: the product page its product and review form.
      const screenActors = systemActor(system, 'screen')!.getSnapshot().context.actors;
      expect(Object.keys(screenActors)).toEqual(value.shown === 'checkout' ? [] : ['product', 'reviewForm']);
      expect(systemActor(system, 'reviewForm') !== undefined).toBe(value.shown !== 'checkout');
      started = now;
    }
    root.stop();
  });
});

describe('storefront system (rules)', () => {
  it('starts the catalog from the page shown now, not the first one', async () => {
    const { root, client } = startSystem();
    await client.NAVIGATE_TO_CHECKOUT();
    client.CATALOG_READY();
    expect(systemActor(root.system, 'catalog')!.getSnapshot().context.onListing).toBe(false);
    root.stop();
  });

  it('closes an open cart panel and runs the loading bar when the route changes', async () => {
    const { root, client } = startSystem();
    const ui = systemActor(root.system, 'ui')!;
    const bar: string[] = [];
    systemActor(root.system, 'loadingBar')!.subscribe((snapshot) => bar.push(String(snapshot.value)));
    ui.send({ type: 'OPEN_CART' });
    expect(ui.getSnapshot().matches({ cart: 'open' })).toBe(true);
    await client.NAVIGATE_TO_CHECKOUT();
    expect(ui.getSnapshot().matches({ cart: 'closed' })).toBe(true);
    // A page that arrives at once shows no bar: it started and finished.
    expect(bar).toEqual(['waiting', 'idle']);
    root.stop();
  });

  it('sends every message between actors with its sender, as the inspector shows it', async () => {
    const said: string[] = [];
    // Actors by their systemId; the root and the actors' own calls have none.
    const nameOf = (ref: unknown) => (ref as { systemId?: string } | undefined)?.systemId;
    const { root, client } = startSystem((event) => {
      if (event.type !== '@xstate.event' || !nameOf(event.actorRef)) return;
      said.push(`${event.sourceRef ? (nameOf(event.sourceRef) ?? 'a call') : '(none)'} -> ${nameOf(event.actorRef)}: ${event.event.type}`);
    });
    client.CART_READY();
    await client.NAVIGATE_TO_CHECKOUT();
    // The checkout page initialises the store, which has the cart load.
    expect(said).toContain('navigation -> loadingBar: START');
    expect(said).toContain('navigation -> storeInit: ROUTE_CHANGED');
    expect(said).toContain('storeInit -> cart: INITIALISE');
    // Only the test's own click on a link comes from outside the system.
    expect(said.filter((line) => line.startsWith('(none)') && !line.endsWith('xstate.init'))).toEqual(['(none) -> navigation: NAVIGATE']);
    root.stop();
  });

  it("stops a screen's actors when it goes, and starts the account's once the session says who is signed in", async () => {
    const { root, client } = startSystem();
    const reviewForm = systemActor(root.system, 'reviewForm')!;
    await client.NAVIGATE_TO_CHECKOUT();
    expect(reviewForm.getSnapshot().status).toBe('stopped');
    const screen = systemActor(root.system, 'screen')!;
    screen.send({ type: 'PAGE_SHOWN', page: { ...checkoutPage, view: 'account', path: '/my-account?tab=orders', data: { signedOut: false } } as PagePayload });
    expect(screen.getSnapshot().context.actors).toEqual({});
    client.CART_READY();
    // A visitor without a sign-in: the provider buttons beside the sign-in forms.
    expect(Object.keys(screen.getSnapshot().context.actors)).toEqual(['loginClients']);
    root.stop();
  });

  it('starts checkout with the code its page brought, once the cart runs too, and tells it when its page is back', () => {
    const told: string[] = [];
    const { root, client } = startSystem((event) => {
      if (event.type === '@xstate.event' && (event.actorRef as { systemId?: string }).systemId === 'checkout') told.push(event.event.type);
    });
    const screen = systemActor(root.system, 'screen')!;
    const checkoutShown = { ...checkoutPage, view: 'checkout', status: 200, data: { cart: null } } as PagePayload;
    screen.send({ type: 'PAGE_SHOWN', page: checkoutShown });
    expect(root.getSnapshot().context.checkoutLogic).toBe(checkoutMachine);
    expect(systemActor(root.system, 'checkout')).toBeUndefined();
    client.CART_READY();
    const checkout = systemActor(root.system, 'checkout')!;
    expect(checkout.getSnapshot().status).toBe('active');
    told.length = 0;
    screen.send({ type: 'PAGE_SHOWN', page: productPage(hoodie) });
    screen.send({ type: 'PAGE_SHOWN', page: checkoutShown });
    expect(systemActor(root.system, 'checkout')).toBe(checkout);
    expect(told).toEqual(['SHOWN']);
    root.stop();
  });

  it('starts a screen whose code came late from the page shown and whom the session knows, once', async () => {
    const { root, client } = startSystem(undefined, { screenFirst: false });
    client.CART_READY();
    await client.NAVIGATE_TO_CHECKOUT();
    expect(systemActor(root.system, 'screen')).toBeUndefined();
    root.send({ type: 'SCREEN_READY', logic: screenMachine });
    const screen = systemActor(root.system, 'screen')!;
    expect(screen.getSnapshot().context).toMatchObject({ page: { path: '/checkout' }, customer: null, actors: {} });
    root.send({ type: 'SCREEN_READY', logic: screenMachine });
    expect(systemActor(root.system, 'screen')).toBe(screen);
    root.stop();
  });
});
