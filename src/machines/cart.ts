// The cart (SPEC.md §4, §8): loaded once the store is initialised, then changed one request at a
// time, in the order the shopper asked. A change shows at once (a line's quantity, the badge) and
// keeps the cart busy until the store answers; the answer replaces the cart, and a refused change
// simply drops away, which rolls its quantity back. The panel opens after adding only when the
// store setting autoOpenCart is on. Failures are logged only on pages with the debug query
// parameter. A session message of SPEC §4, and a cart that cannot be loaded at all, are reported
// to the session actor, which keeps the rules for what follows (machines/session.ts).
import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Cart, CartChange, CartItemToAdd, CartLocation } from '../domain/cart/types';
import { shownCart } from './cartSelectors';
import { tell } from './system';
import { messageOf } from './errorMessage';

export type CartEvent =
  /** Sent by the root system once the store is initialised (SPEC §4): the cart loads. */
  | { type: 'INITIALISE' }
  /**
   * Sent by the session when a customer signs in or out: the store answers another cart now. A
   * change on its way is answered first; the cart is then read again, in turn with the changes.
   */
  | { type: 'RELOAD' }
  | { type: 'ADD_TO_CART'; item: CartItemToAdd }
  /** Quantity 0 removes the line. */
  | { type: 'SET_QUANTITY'; key: string; quantity: number }
  | { type: 'REMOVE_LINE'; key: string }
  | { type: 'MOVE_TO_WISHLIST'; key: string }
  | { type: 'EMPTY_CART' }
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON'; code: string }
  | { type: 'CHOOSE_SHIPPING'; methodId: string }
  | { type: 'SET_LOCATION'; location: CartLocation }
  | { type: 'DISMISS_ERROR' };

type ChangeEvent = Exclude<CartEvent, { type: 'INITIALISE' | 'RELOAD' | 'DISMISS_ERROR' }>;

export interface CartInput {
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
  autoOpenCart: boolean;
  /** The page URL has a `debug` query parameter: failures are logged to the console. */
  debug: boolean;
  /** The session's cart as the server read it for the page (the checkout's): the cart starts from it, asking nothing. */
  served?: Cart | null;
}

export interface CartError {
  message: string;
  kind: CartChange['kind'] | 'load';
}

export interface CartContext extends Omit<CartInput, 'served'> {
  /** The cart as the store last answered; null until it is loaded. */
  cart: Cart | null;
  /** Changes asked for and not yet sent, in order. */
  queue: CartChange[];
  /** The change the store is working on. */
  running: CartChange | null;
  error: CartError | null;
  /** A line asked for more than it may hold, with what it may: shown beside it until its quantity is asked again. */
  limitedLine: { key: string; max: number } | null;
}

/** SPEC §4: the store no longer knows this session. */
const sessionMessages = ['The iss do not match with this server', 'Invalid session token'];

/** The store refused the signed-in customer's auth token (graphql/auth.ts invalidAuthTokenCode). */
function isAuthRejection(error: unknown): boolean {
  const extensions = typeof error === 'object' && error !== null && 'extensions' in error ? error.extensions : null;
  return typeof extensions === 'object' && extensions !== null && 'code' in extensions && extensions.code === 'INVALID_AUTH_TOKEN';
}

/** The change an event asks for, as the store takes it. A new quantity is kept within what the line may hold. */
function changeOf(context: CartContext, event: ChangeEvent): CartChange {
  switch (event.type) {
    case 'ADD_TO_CART':
      return { kind: 'add', item: event.item };
    case 'SET_QUANTITY': {
      const max = shownLine(context, event.key)?.maxQuantity ?? null;
      return { kind: 'quantity', key: event.key, quantity: max === null ? event.quantity : Math.min(event.quantity, max) };
    }
    // SPEC §4: removing a cart item sets its quantity to 0.
    case 'REMOVE_LINE':
    case 'MOVE_TO_WISHLIST':
      return { kind: 'quantity', key: event.key, quantity: 0 };
    case 'EMPTY_CART':
      return { kind: 'empty' };
    case 'APPLY_COUPON':
      return { kind: 'applyCoupon', code: event.code.trim() };
    case 'REMOVE_COUPON':
      return { kind: 'removeCoupon', code: event.code.trim() };
    case 'CHOOSE_SHIPPING':
      return { kind: 'shippingMethod', methodId: event.methodId };
    case 'SET_LOCATION':
      return { kind: 'location', location: event.location };
  }
}

/** Whether the store could take the change at all; anything else is a slip of the view. */
function isValidChange(context: CartContext, change: CartChange): boolean {
  switch (change.kind) {
    case 'add':
      return Number.isInteger(change.item.productId) && change.item.productId > 0 && Number.isInteger(change.item.quantity) && change.item.quantity > 0;
    // The line must be shown (one removed a moment ago is gone for the shopper already), and the
    // quantity new: a stepper at the line's limit asks for what it has.
    case 'quantity': {
      const line = shownLine(context, change.key);
      return Number.isInteger(change.quantity) && change.quantity >= 0 && line !== undefined && line.quantity !== change.quantity;
    }
    case 'applyCoupon':
    case 'removeCoupon':
      return change.code !== '';
    case 'shippingMethod':
      return change.methodId !== '';
    case 'empty':
    case 'location':
    case 'reload':
      return true;
  }
}

/**
 * The queue with one more change. A quantity for a line that already waits replaces the waiting
 * one: rapid stepper clicks send one request once the one running is answered.
 */
function queued(queue: CartChange[], change: CartChange): CartChange[] {
  const waiting = change.kind === 'quantity' ? queue.findIndex((other) => other.kind === 'quantity' && other.key === change.key) : -1;
  return waiting === -1 ? [...queue, change] : queue.map((other, index) => (index === waiting ? change : other));
}

function shownLine(context: CartContext, key: string) {
  return shownCart(context)?.lines.find((line) => line.key === key);
}

/** What an invoked actor's error event carries: whatever the call threw. */
interface Failure {
  error: unknown;
}

/** The events that ask the store for a change. */
const changeEvents = [
  'ADD_TO_CART',
  'SET_QUANTITY',
  'REMOVE_LINE',
  'MOVE_TO_WISHLIST',
  'EMPTY_CART',
  'APPLY_COUPON',
  'REMOVE_COUPON',
  'CHOOSE_SHIPPING',
  'SET_LOCATION',
] as const;

// In every state that takes changes: each one the store could take waits in the queue.
const queueingChanges = {
  ADD_TO_CART: { guard: 'isValidChange', actions: 'queueChange' },
  EMPTY_CART: { guard: 'isValidChange', actions: 'queueChange' },
  APPLY_COUPON: { guard: 'isValidChange', actions: 'queueChange' },
  REMOVE_COUPON: { guard: 'isValidChange', actions: 'queueChange' },
  CHOOSE_SHIPPING: { guard: 'isValidChange', actions: 'queueChange' },
  SET_LOCATION: { guard: 'isValidChange', actions: 'queueChange' },
} as const;

// Changes to a line name it, so they come only once the cart is there.
const queueingLineChanges = {
  SET_QUANTITY: { guard: 'isValidChange', actions: ['noteLimit', 'queueChange'] },
  REMOVE_LINE: { guard: 'isValidChange', actions: 'queueChange' },
  MOVE_TO_WISHLIST: { guard: 'isValidChange', actions: ['addToWishlist', 'queueChange'] },
} as const;

export const cartMachine = setup({
  types: {} as {
    context: CartContext;
    events: CartEvent;
    input: CartInput;
  },
  actors: {
    // The cart over the GraphQL endpoint (graphql/cart.ts, which loads with the first call).
    loadCart: fromPromise<Cart, { endpoint: string; known: Cart | null }>(async ({ input }) => (await import('../graphql/cart')).loadCart(input.endpoint, input.known)),
    // Sends one change and answers with the store's cart.
    changeCart: fromPromise<Cart, { endpoint: string; change: CartChange; known: Cart | null }>(async ({ input }) =>
      (await import('../graphql/cart')).changeCart(input.endpoint, input.change, input.known),
    ),
  },
  guards: {
    isValidChange: ({ context, event }) => {
      assertEvent(event, changeEvents);
      return isValidChange(context, changeOf(context, event));
    },
    hasQueued: ({ context }) => context.queue.length > 0,
    hasCart: ({ context }) => context.cart !== null,
    hasError: ({ context }) => context.error !== null,
    // SPEC §4: the panel opens after adding only when autoOpenCart is on.
    opensCart: ({ context }) => context.autoOpenCart && context.running?.kind === 'add',
    // SPEC §4: these messages mean the store no longer knows the browser's session.
    lostSession: (_, { error }: Failure) => sessionMessages.includes(messageOf(error)),
    // The session renews the sign-in (or signs out) and has the cart reloaded.
    authRejected: (_, { error }: Failure) => isAuthRejection(error),
  },
  actions: {
    queueChange: assign({
      queue: ({ context, event }) => {
        assertEvent(event, changeEvents);
        return queued(context.queue, changeOf(context, event));
      },
    }),
    // The quantity typed is said to have been more than the line may hold (the change asks for its limit).
    noteLimit: assign({
      limitedLine: ({ context, event }) => {
        assertEvent(event, 'SET_QUANTITY');
        const max = shownLine(context, event.key)?.maxQuantity ?? null;
        if (max !== null && event.quantity > max) return { key: event.key, max };
        return context.limitedLine?.key === event.key ? null : context.limitedLine;
      },
    }),
    takeNext: assign({
      running: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    takeCart: assign((_, cart: Cart) => ({ cart, running: null, error: null })),
    // Dropping the running change shows the store's quantities again.
    failChange: assign(({ context }, { error }: Failure) => ({
      error: { message: messageOf(error), kind: context.running!.kind },
      running: null,
    })),
    // The changes waiting cannot reach a cart the store would not give.
    failLoad: assign((_, { error }: Failure) => ({ error: { message: messageOf(error), kind: 'load' as const }, queue: [] })),
    dismissError: assign({ error: null }),
    queueReload: assign({ queue: ({ context }) => queued(context.queue, { kind: 'reload' }) }),
    // Siblings in the storefront system (system.ts); a cart on its own (a test) tells no one.
    addToWishlist: enqueueActions((args) => {
      const { context, event } = args;
      assertEvent(event, 'MOVE_TO_WISHLIST');
      const line = shownLine(context, event.key);
      if (line) tell('cart', args, { to: 'wishlist', event: { type: 'ADD', product: line.product } });
    }),
    openCartPanel: enqueueActions((args) => tell('cart', args, { to: 'ui', event: { type: 'OPEN_CART' } })),
    // The product card's quick add says that the store took the product (ui.ts).
    reportAdded: enqueueActions((args) => {
      const { running } = args.context;
      if (running?.kind === 'add') tell('cart', args, { to: 'ui', event: { type: 'ADDED', productId: running.item.productId } });
    }),
    reportLoaded: enqueueActions((args) => tell('cart', args, { to: 'session', event: { type: 'CART_LOADED' } })),
    reportLoadFailure: enqueueActions((args) => tell('cart', args, { to: 'session', event: { type: 'CART_LOAD_FAILED' } })),
    reportLostSession: enqueueActions((args) => tell('cart', args, { to: 'session', event: { type: 'SESSION_REJECTED' } })),
    reportAuthRejected: enqueueActions((args) => tell('cart', args, { to: 'session', event: { type: 'AUTH_REJECTED' } })),
    // SPEC §8: cart and coupon failures are logged only when the page has the debug query parameter.
    logFailure: ({ context }, { error }: Failure) => {
      if (context.debug) console.error(`Cart ${context.error?.kind} failed:`, error);
    },
  },
}).createMachine({
  id: 'cart',
  context: ({ input: { served, ...input } }) => ({ ...input, cart: served ?? null, queue: [], running: null, error: null, limitedLine: null }),
  on: {
    DISMISS_ERROR: { guard: 'hasError', actions: 'dismissError' },
  },
  initial: 'dormant',
  states: {
    // Nothing is asked of the store before it is initialised (SPEC §4), unless the shopper changes
    // the cart: the store is plainly in use then, and the change waits for the cart.
    // A sign-in before then needs nothing: the cart loads with it. A cart the server read for the
    // page is the store's answer already: it is taken as loaded.
    dormant: {
      on: { INITIALISE: 'loading', ...queueingChanges },
      always: [
        { guard: 'hasCart', target: 'ready', actions: 'reportLoaded' },
        { guard: 'hasQueued', target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ endpoint: context.endpoint, known: context.cart }),
        onDone: { target: 'ready', actions: [{ type: 'takeCart', params: ({ event }) => event.output }, 'reportLoaded'] },
        onError: [
          {
            guard: { type: 'authRejected', params: ({ event }) => event },
            target: 'failed',
            actions: [{ type: 'failLoad', params: ({ event }) => event }, { type: 'logFailure', params: ({ event }) => event }, 'reportAuthRejected'],
          },
          {
            guard: { type: 'lostSession', params: ({ event }) => event },
            target: 'failed',
            actions: [
              { type: 'failLoad', params: ({ event }) => event },
              'reportLoadFailure',
              { type: 'logFailure', params: ({ event }) => event },
              'reportLostSession',
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'failLoad', params: ({ event }) => event },
              'reportLoadFailure',
              { type: 'logFailure', params: ({ event }) => event },
            ],
          },
        ],
      },
      // Changes wait for the cart; a sign-in or sign-out asks for it again.
      on: { ...queueingChanges, RELOAD: { target: 'loading', reenter: true } },
    },
    // The store has the cart; changes go to it one at a time, in the order asked.
    ready: {
      on: { ...queueingChanges, ...queueingLineChanges, RELOAD: { actions: 'queueReload' } },
      initial: 'settled',
      states: {
        settled: {
          always: { guard: 'hasQueued', target: 'updating' },
        },
        updating: {
          entry: 'takeNext',
          invoke: {
            id: 'changeCart',
            src: 'changeCart',
            input: ({ context }) => ({ endpoint: context.endpoint, change: context.running!, known: context.cart }),
            onDone: [
              {
                guard: 'opensCart',
                target: 'settled',
                actions: ['reportAdded', { type: 'takeCart', params: ({ event }) => event.output }, 'openCartPanel'],
              },
              { target: 'settled', actions: ['reportAdded', { type: 'takeCart', params: ({ event }) => event.output }] },
            ],
            onError: [
              {
                guard: { type: 'authRejected', params: ({ event }) => event },
                target: 'settled',
                actions: [{ type: 'failChange', params: ({ event }) => event }, { type: 'logFailure', params: ({ event }) => event }, 'reportAuthRejected'],
              },
              {
                guard: { type: 'lostSession', params: ({ event }) => event },
                target: 'settled',
                actions: [
                  { type: 'failChange', params: ({ event }) => event },
                  { type: 'logFailure', params: ({ event }) => event },
                  'reportLostSession',
                ],
              },
              {
                target: 'settled',
                actions: [{ type: 'failChange', params: ({ event }) => event }, { type: 'logFailure', params: ({ event }) => event }],
              },
            ],
          },
        },
      },
    },
    // The cart could not be loaded: the page is being reloaded, or the shopper can reload it.
    failed: {
      on: { RELOAD: 'loading' },
    },
  },
});
