// The storefront's actor system in one place: which actors it has (by systemId), what each one
// hears, and who may tell whom. Machines tell a sibling with `tell` and views reach an actor with
// `systemActor`; both are typed by this map, so a message of the wrong shape, or to an actor a
// machine is not wired to, does not compile.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { buildCheckMachine, BuildCheckEvent } from './buildCheck';
import type { cartMachine, CartEvent } from './cart';
import type { catalogMachine, CatalogEvent } from './catalog';
import type { checkoutMachine, CheckoutEvent } from './checkout';
import type { loadingBarMachine, LoadingBarEvent } from './loadingBar';
import type { navigationMachine, NavigationEvent } from './navigation';
import type { productMachine, ProductEvent } from './product';
import type { sessionMachine, SessionEvent } from './session';
import type { storeInitMachine, StoreInitEvent } from './storeInit';
import type { uiMachine, UiEvent } from './ui';
import type { wishlistMachine, WishlistEvent } from './wishlist';

/** What each actor of the system hears. (Event types, not the machines': machines name each other's.) */
export interface SystemEvents {
  navigation: NavigationEvent;
  loadingBar: LoadingBarEvent;
  ui: UiEvent;
  storeInit: StoreInitEvent;
  session: SessionEvent;
  buildCheck: BuildCheckEvent;
  catalog: CatalogEvent;
  product: ProductEvent;
  wishlist: WishlistEvent;
  cart: CartEvent;
  checkout: CheckoutEvent;
}

export type SystemId = keyof SystemEvents;

/** The actors themselves, for views. The cart, the catalog, the build check and checkout start once their code arrives. */
export interface SystemActors {
  navigation: ActorRefFrom<typeof navigationMachine>;
  loadingBar: ActorRefFrom<typeof loadingBarMachine>;
  ui: ActorRefFrom<typeof uiMachine>;
  storeInit: ActorRefFrom<typeof storeInitMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  buildCheck: ActorRefFrom<typeof buildCheckMachine>;
  catalog: ActorRefFrom<typeof catalogMachine>;
  product: ActorRefFrom<typeof productMachine>;
  wishlist: ActorRefFrom<typeof wishlistMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  checkout: ActorRefFrom<typeof checkoutMachine>;
}

/**
 * Who tells whom. Anything not here is not said: the root (storefront.ts) starts the actors and
 * tells them what the page and the client do; these are the messages between siblings.
 */
export const wiring = {
  // Every step of a client-side navigation, to those that follow it.
  navigation: ['loadingBar', 'ui', 'storeInit', 'buildCheck', 'catalog', 'product', 'wishlist'],
  // A filter, search or sort is applied by navigating to its URL.
  catalog: ['navigation'],
  // Moving a line to the wishlist, opening the panel after adding, a lost session or a cart that will not load.
  cart: ['wishlist', 'ui', 'session'],
  // The store is initialised: the cart loads.
  storeInit: ['cart'],
  // A sign-in or sign-out reloads the cart; logout leaves the account pages.
  session: ['cart', 'navigation'],
  // Where the order ships, its shipping method and coupons are the cart's; a placed order empties
  // the cart and shows the order-received page.
  checkout: ['cart', 'navigation'],
} as const satisfies Partial<Record<SystemId, readonly SystemId[]>>;

/** A message to one actor of the system. */
export type SystemMessage<To extends SystemId = SystemId> = { [K in To]: { to: K; event: SystemEvents[K] } }[To];

/** The messages an actor may send its siblings, as `wiring` has it. */
export type MessageFrom<From extends keyof typeof wiring> = SystemMessage<(typeof wiring)[From][number]>;

/** What machines and views see of the system: its actors by systemId. */
export interface ActorLookup {
  get(systemId: string): AnyActorRef | undefined;
}

/** The actor with this systemId, when the system has it (a test may run a machine on its own). */
export function systemActor<K extends SystemId>(system: ActorLookup, id: K): SystemActors[K] | undefined {
  return system.get(id) as SystemActors[K] | undefined;
}

/** `from` sends a message to a sibling it is wired to, if the system has that sibling. */
export function tell<From extends keyof typeof wiring>(_from: From, system: ActorLookup, { to, event }: MessageFrom<From>): void {
  system.get(to)?.send(event);
}

/** The root (storefront.ts) tells any actor of its system, if the system has it. */
export function tellFromRoot(system: ActorLookup, { to, event }: SystemMessage): void {
  system.get(to)?.send(event);
}
