// The storefront's actor system in one place: which actors it has (by systemId), what each one
// hears, and who may tell whom. Machines tell a sibling with `tell` and views reach an actor with
// `systemActor`; both are typed by this map, so a message of the wrong shape, or to an actor a
// machine is not wired to, does not compile. Every message goes out as XState's sendTo, so the
// inspector shows who said it.
import { enqueueActions, type ActorRefFrom, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import type { accountDetailsMachine, AccountDetailsEvent } from './accountDetails';
import type { accountDownloadsMachine, accountOrdersMachine, AccountListEvent } from './accountLists';
import type { buildCheckMachine, BuildCheckEvent } from './buildCheck';
import type { cartMachine, CartEvent } from './cart';
import type { catalogMachine, CatalogEvent } from './catalog';
import type { checkoutMachine, CheckoutEvent } from './checkout';
import type { contactFormMachine, ContactFormEvent } from './contactForm';
import type { loadingBarMachine, LoadingBarEvent } from './loadingBar';
import type { localeMachine, LocaleEvent } from './locale';
import type { loginClientsMachine, LoginClientsEvent } from './loginClients';
import type { navigationMachine, NavigationEvent } from './navigation';
import type { passwordChangeMachine, PasswordChangeEvent } from './passwordChange';
import type { passwordResetMachine, PasswordResetEvent } from './passwordReset';
import type { productMachine, ProductEvent } from './product';
import type { providerSignInMachine, ProviderSignInEvent } from './providerSignIn';
import type { reviewFormMachine, ReviewFormEvent } from './reviewForm';
import type { screenMachine, ScreenEvent } from './screen';
import type { shopAccessMachine, ShopAccessEvent } from './shop/shopAccess';
import type { shopOrderMachine, ShopOrderEvent } from './shop/shopOrder';
import type { shopOrdersMachine, ShopOrdersEvent } from './shop/shopOrders';
import type { shopProductsMachine, ShopProductsEvent } from './shop/shopProducts';
import type { shopReviewsMachine, ShopReviewsEvent } from './shop/shopReviews';
import type { stockEditsMachine, StockEditsEvent } from './shop/stockEdits';
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
  screen: ScreenEvent;
  locale: LocaleEvent;
  // The shown screen's forms and tabs, which the screen starts and stops (screen.ts).
  contactForm: ContactFormEvent;
  passwordReset: PasswordResetEvent;
  providerSignIn: ProviderSignInEvent;
  reviewForm: ReviewFormEvent;
  loginClients: LoginClientsEvent;
  accountDetails: AccountDetailsEvent;
  passwordChange: PasswordChangeEvent;
  accountOrders: AccountListEvent;
  accountDownloads: AccountListEvent;
  // The manager area's (issue 39); the account's tabs ask shopAccess too.
  shopAccess: ShopAccessEvent;
  shopOrders: ShopOrdersEvent;
  shopOrder: ShopOrderEvent;
  shopReviews: ShopReviewsEvent;
  shopProducts: ShopProductsEvent;
  stockEdits: StockEditsEvent;
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
  screen: ActorRefFrom<typeof screenMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  contactForm: ActorRefFrom<typeof contactFormMachine>;
  passwordReset: ActorRefFrom<typeof passwordResetMachine>;
  providerSignIn: ActorRefFrom<typeof providerSignInMachine>;
  reviewForm: ActorRefFrom<typeof reviewFormMachine>;
  loginClients: ActorRefFrom<typeof loginClientsMachine>;
  accountDetails: ActorRefFrom<typeof accountDetailsMachine>;
  passwordChange: ActorRefFrom<typeof passwordChangeMachine>;
  accountOrders: ActorRefFrom<typeof accountOrdersMachine>;
  accountDownloads: ActorRefFrom<typeof accountDownloadsMachine>;
  shopAccess: ActorRefFrom<typeof shopAccessMachine>;
  shopOrders: ActorRefFrom<typeof shopOrdersMachine>;
  shopOrder: ActorRefFrom<typeof shopOrderMachine>;
  shopReviews: ActorRefFrom<typeof shopReviewsMachine>;
  shopProducts: ActorRefFrom<typeof shopProductsMachine>;
  stockEdits: ActorRefFrom<typeof stockEditsMachine>;
}

/**
 * Who tells whom. Anything not here is not said: the root (storefront.ts) starts the actors and
 * tells them what the page and the client do; these are the messages between siblings.
 */
export const wiring = {
  // Every step of a client-side navigation, to those that follow it.
  navigation: ['loadingBar', 'ui', 'storeInit', 'buildCheck', 'catalog', 'wishlist', 'screen'],
  // A filter, search or sort is applied by navigating to its URL.
  catalog: ['navigation'],
  // Moving a line to the wishlist, opening the panel after adding, a lost session or a cart that will not load.
  cart: ['wishlist', 'ui', 'session'],
  // The store is initialised: the cart loads.
  storeInit: ['cart'],
  // A sign-in or sign-out reloads the cart and changes the account page's actors; logout leaves the account pages.
  session: ['cart', 'navigation', 'screen'],
  // Where the order ships, its shipping method and coupons are the cart's; a placed order has the
  // cart read again (the store emptied it) and shows the order-received page.
  checkout: ['cart', 'navigation'],
  // A provider's return page learns that the session is there.
  screen: ['providerSignIn'],
  // The account tabs hand the session the saved customer, and the tokens after a new password.
  accountDetails: ['session'],
  passwordChange: ['session'],
  // A provider's code signs the session in; success opens the account page.
  providerSignIn: ['session', 'navigation'],
  // A review shown at once joins the product's figures.
  reviewForm: ['product'],
  // The product page puts the chosen product in the cart.
  product: ['cart'],
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

/**
 * What an `enqueueActions` action is handed: the system, and the queue its sends go on. Sends are
 * queued, never called, so each is XState's sendTo and the inspector sees the sender.
 */
export interface Teller {
  system: ActorLookup;
  enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void };
}

/**
 * `from` tells a sibling it is wired to, if the system has that sibling (a test may run a machine on
 * its own), as a queued sendTo, so the inspector sees who said it.
 */
export function tell<From extends keyof typeof wiring>(_from: From, { system, enqueue }: Teller, { to, event }: MessageFrom<From>): void {
  const target = system.get(to);
  if (target) enqueue.sendTo(target, event);
}

/**
 * An action in which `from` tells a sibling what `message` makes of the moment (nothing, for null).
 * Its types name only the context and event it reads, so it fits any machine's setup() as is.
 */
export function tellAction<From extends keyof typeof wiring, const TMessage extends MessageFrom<From>, TContext extends MachineContext = MachineContext, TEvent extends EventObject = EventObject, TParams = undefined>(
  from: From,
  message: (args: { context: TContext; event: TEvent; system: ActorLookup }, params: TParams) => TMessage | null,
) {
  return enqueueActions<TContext, TEvent, TParams & ({} | undefined), TEvent, never, never, never, never, never>((args, params) => {
    const said = message(args, params as TParams);
    if (said) tell(from, args, said);
  });
}

/** The root (storefront.ts) tells any actor of its system, if the system has it. */
export function tellFromRoot({ system, enqueue }: Teller, { to, event }: SystemMessage): void {
  const target = system.get(to);
  if (target) enqueue.sendTo(target, event);
}
