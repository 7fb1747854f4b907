// Model-based test of the cart machine: shortest paths through every state, transition and event,
// replayed against a real actor inside a small actor system (a ui and a wishlist that record what
// they are sent), with the store's answers settled by the test. Along each path the cart rules of
// SPEC.md §4 and §8 are checked against the test's own book of what the shopper asked and what the
// store was asked, not against the machine's idea of its next state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type ActorRefFrom, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { ProductSummary } from '../../src/domain/catalog/types';
import type { Cart, CartChange, CartLine } from '../../src/domain/cart/types';
import { cartMachine, type CartContext, type CartEvent, type CartInput } from '../../src/machines/cart';
import { cartItemCount, isAdding, isCartBusy, isCouponBusy, shownCart } from '../../src/machines/cartSelectors';
import { describePath, expectFullCoverage, transitionPaths, type ModelPath } from './coverage';
import { productSummary } from '../fixtures/products';
import { afterPromises } from './afterPromises';

const shirtProduct = productSummary(1, 'linen-shirt');
const hoodieProduct = { ...productSummary(2, 'wool-hoodie'), type: 'VARIABLE' as const };

function line(key: string, of: ProductSummary, quantity: number, variation?: { id: number; color: string }): CartLine {
  return {
    key,
    quantity,
    productId: of.databaseId,
    variationId: variation?.id ?? null,
    slug: of.slug,
    name: of.name,
    image: null,
    attributes: variation ? [{ label: 'Color', value: variation.color }] : [],
    subtotal: `$${40 * quantity}.00`,
    unitPrice: '$40.00',
    maxQuantity: 10,
    virtual: false,
    product: of,
  };
}

/** A cart as the store answers it: the counts follow the lines. */
function fakeCart(lines: CartLine[], extra: Partial<Cart> = {}): Cart {
  const itemCount = lines.reduce((sum, each) => sum + each.quantity, 0);
  return {
    isEmpty: lines.length === 0,
    itemCount,
    productCount: lines.length,
    lines,
    pricesIncludeTax: false,
    subtotal: `$${40 * itemCount}.00`,
    discountTotal: '$0.00',
    hasDiscount: false,
    shippingTotal: '$0.00',
    totalTax: '$0.00',
    total: `$${40 * itemCount}.00`,
    appliedCoupons: [],
    needsShipping: true,
    shippingRates: [{ id: 'flat_rate:1', label: 'Flat rate', cost: '$5.00' }],
    chosenShippingMethod: 'flat_rate:1',
    location: { country: 'US', state: 'CA' },
    countries: ['US', 'DE'],
    states: [],
    customer: null,
    ...extra,
  };
}

const shirtKey = 'line-shirt';
const hoodieKey = 'line-hoodie-navy';
// Two lines, one of them a variation; the store's answer to any change has three shirts.
const loadedCart = fakeCart([line(shirtKey, shirtProduct, 2), line(hoodieKey, hoodieProduct, 1, { id: 21, color: 'Navy' })]);
const answeredCart = fakeCart([line(shirtKey, shirtProduct, 3), line(hoodieKey, hoodieProduct, 1, { id: 21, color: 'Navy' })], {
  appliedCoupons: [{ code: 'summer10', description: null, discountAmount: '$16.00', freeShippingOnly: false }],
});
const cartNames = new Map<Cart, string>([
  [loadedCart, 'loaded'],
  [answeredCart, 'answered'],
]);

const sessionMessage = 'Invalid session token';
// The store refused the signed-in customer's auth token (the session renews it and reloads the cart).
const expiredAuth = { message: 'Your session has expired. Please sign in again.', extensions: { code: 'INVALID_AUTH_TOKEN' } };
const issMessage = 'The iss do not match with this server';

type StoreEvent =
  | { type: 'xstate.done.actor.loadCart'; output: Cart }
  | { type: 'xstate.error.actor.loadCart'; error: { message: string; extensions?: Record<string, unknown> } }
  | { type: 'xstate.done.actor.changeCart'; output: Cart }
  | { type: 'xstate.error.actor.changeCart'; error: { message: string; extensions?: Record<string, unknown> } };
type ModelEvent = CartEvent | StoreEvent;

// Errors are plain objects here: the path serialises them, and the replay turns them into Errors.
const modelEvents: ModelEvent[] = [
  { type: 'ADD_TO_CART', item: { productId: 7, quantity: 1 } },
  { type: 'SET_QUANTITY', key: shirtKey, quantity: 5 },
  { type: 'REMOVE_LINE', key: hoodieKey },
  { type: 'MOVE_TO_WISHLIST', key: shirtKey },
  { type: 'APPLY_COUPON', code: ' summer10 ' },
  { type: 'REMOVE_COUPON', code: 'summer10' },
  { type: 'CHOOSE_SHIPPING', methodId: 'flat_rate:1' },
  { type: 'SET_LOCATION', location: { country: 'DE', state: '' } },
  { type: 'RELOAD' },
  { type: 'xstate.done.actor.loadCart', output: loadedCart },
  { type: 'xstate.error.actor.loadCart', error: expiredAuth },
  { type: 'xstate.error.actor.changeCart', error: expiredAuth },
  { type: 'xstate.error.actor.loadCart', error: { message: 'Internal server error' } },
  { type: 'xstate.error.actor.loadCart', error: { message: sessionMessage } },
  { type: 'xstate.done.actor.changeCart', output: answeredCart },
  { type: 'xstate.error.actor.changeCart', error: { message: 'Not enough stock' } },
  { type: 'xstate.error.actor.changeCart', error: { message: issMessage } },
];

/** What the test stands in for: the store, and the client's session handling. */
interface Request<T> {
  input: T;
  settled: boolean;
  resolve: (cart: Cart) => void;
  reject: (error: Error) => void;
}
const store = { loads: [] as Request<void>[], changes: [] as Request<{ change: CartChange }>[] };
const client = { sessionResets: 0, recoveries: 0, authRejections: 0 };

// A request the machine stops waiting for (a load asked again) is over for the test too.
function request<T>(list: Request<T>[], input: T, signal?: AbortSignal) {
  return new Promise<Cart>((resolve, reject) => {
    const each: Request<T> = { input, settled: false, resolve, reject };
    signal?.addEventListener('abort', () => void (each.settled = true));
    list.push(each);
  });
}
const testMachine = cartMachine.provide({
  actors: {
    loadCart: fromPromise<Cart, { endpoint: string; known: Cart | null }>(({ signal }) => request(store.loads, undefined, signal)),
    changeCart: fromPromise<Cart, { endpoint: string; change: CartChange; known: Cart | null }>(({ input }) => request(store.changes, input)),
  },
  actions: {
    reportLostSession: () => client.sessionResets++,
    reportLoadFailure: () => client.recoveries++,
    reportAuthRejected: () => client.authRejections++,
  },
});

/** The storefront system in small: the cart's siblings record what they are sent. */
const received = { ui: [] as AnyEventObject[], wishlist: [] as AnyEventObject[] };
const recorder = (name: keyof typeof received) =>
  fromCallback(({ receive }) => {
    receive((event) => received[name].push(event));
  });
function startSystem(input: CartInput) {
  const system = setup({ actors: { cart: testMachine, ui: recorder('ui'), wishlist: recorder('wishlist') } }).createMachine({
    invoke: [
      { src: 'ui', systemId: 'ui' },
      { src: 'wishlist', systemId: 'wishlist' },
      { id: 'cart', src: 'cart', systemId: 'cart', input },
    ],
  });
  const root = createActor(system).start();
  return { root, cart: root.getSnapshot().children.cart as ActorRefFrom<typeof testMachine> };
}

const describeChange = (change: CartChange | null | undefined) =>
  change == null ? null : change.kind === 'quantity' ? `${change.key}=${change.quantity}` : change.kind;
// Paths tell states apart by their value and this key: whether a cart is there, what the store is
// working on, which change waits next (a quantity with its line and number), and whether an error
// shows. Coalescing of one line's quantities is checked in 'cart rules' below.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as CartContext;
  return [context.cart !== null, context.running?.kind ?? null, describeChange(context.queue[0]), context.error !== null];
};

const starts: Array<{ name: string; input: CartInput }> = [
  { name: 'autoOpenCart on, debug', input: { endpoint: '/graphql', autoOpenCart: true, debug: true } },
  { name: 'autoOpenCart off, no debug', input: { endpoint: '/graphql', autoOpenCart: false, debug: false } },
  // The checkout the server rendered with the session's cart: the cart starts from it.
  { name: 'a cart the server read for the page', input: { endpoint: '/graphql', autoOpenCart: false, debug: false, served: loadedCart } },
];
const models = starts.map(({ name, input }) => ({
  name,
  input,
  paths: transitionPaths(testMachine, { input, events: modelEvents, stateKey }),
}));

beforeEach(() => {
  store.loads.length = 0;
  store.changes.length = 0;
  client.sessionResets = 0;
  client.recoveries = 0;
  client.authRejections = 0;
  received.ui.length = 0;
  received.wishlist.length = 0;
  // The real logFailure writes here; the test counts the calls and keeps the output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const unsettled = <T>(requests: Request<T>[]) => requests.filter((each) => !each.settled);

/** Settles the store's one open request of that list, as the event says. */
function answer<T>(requests: Request<T>[], event: StoreEvent) {
  const open = unsettled(requests);
  expect(open, 'the store works on one request at a time').toHaveLength(1);
  open[0]!.settled = true;
  if ('output' in event) open[0]!.resolve(event.output);
  else open[0]!.reject(Object.assign(new Error(event.error.message), { extensions: event.error.extensions ?? {} }));
}

describe('cart model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, {
      INITIALISE: true,
      ADD_TO_CART: true,
      SET_QUANTITY: true,
      REMOVE_LINE: true,
      MOVE_TO_WISHLIST: true,
      EMPTY_CART: true,
      APPLY_COUPON: true,
      REMOVE_COUPON: true,
      CHOOSE_SHIPPING: true,
      SET_LOCATION: true,
      RELOAD: true,
      DISMISS_ERROR: true,
    });
  });

  describe.each(models)('$name', ({ input, paths }) => {
    it.each(paths.map((path) => [describePath(named(path)), path] as const))('%s', async (_, path: ModelPath) => {
      const { root, cart } = startSystem(input);
      const book = new Book(input);
      expect(cart.getSnapshot().value).toEqual(path.steps[0]!.state.value);
      for (const { event, state } of path.steps.slice(1)) {
        const before = cart.getSnapshot();
        const seen = { loads: store.loads.length, changes: store.changes.length, ui: received.ui.length, wishlist: received.wishlist.length };
        const seenCalls = { ...client, logs: vi.mocked(console.error).mock.calls.length };
        const expected = book.take(before, event as ModelEvent);
        if (event.type.endsWith('.actor.loadCart')) answer(store.loads, event as StoreEvent);
        else if (event.type.endsWith('.actor.changeCart')) answer(store.changes, event as StoreEvent);
        else cart.send(event as CartEvent);
        await afterPromises();
        const after = cart.getSnapshot();
        expect(after.value).toEqual(state.value);

        // The store is asked for the cart when the machine leaves dormant (unless the server read
        // it for the page), and for each change in the order asked, one at a time, with a line's
        // latest quantity.
        const leftDormant = before.matches('dormant') && !after.matches('dormant') && !input.served;
        // A sign-in or sign-out asks again for a cart being loaded or one that would not load.
        const loadsAgain = event.type === 'RELOAD' && (before.matches('loading') || before.matches('failed'));
        expect(store.loads.length - seen.loads).toBe(leftDormant || loadsAgain ? 1 : 0);
        for (const sent of store.changes.slice(seen.changes)) book.send(sent.input.change);
        expect(unsettled(store.changes).length).toBeLessThanOrEqual(1);
        // The machine holds what the book holds: the change sent, then those waiting, in order.
        const { running, queue } = after.context;
        expect(running).toEqual(book.asked.find((each) => each.sent)?.change ?? null);
        expect(queue).toEqual(book.asked.filter((each) => !each.sent).map((each) => each.change));
        // While the cart is there and nothing runs, nothing waits.
        if (after.matches('ready') && unsettled(store.changes).length === 0) expect(book.asked).toEqual([]);

        // SPEC §4: the shown cart is the store's with the pending quantities; the busy flags follow
        // the pending changes; nothing is pending once the cart could not be loaded.
        expect(shownCart(after.context)).toEqual(book.shownCart());
        expect(cartItemCount(after.context)).toBe(book.shownCart()?.itemCount ?? 0);
        expect(isCartBusy(after)).toBe(book.asked.length > 0);
        expect(isCouponBusy(after.context)).toBe(book.asked.some(({ change }) => change.kind === 'applyCoupon' || change.kind === 'removeCoupon'));
        expect(isAdding(after.context, 7)).toBe(book.asked.some(({ change }) => change.kind === 'add' && change.item.productId === 7));
        expect(isAdding(after.context, shirtProduct.databaseId)).toBe(false);
        expect(after.context.error).toEqual(book.error);

        // The siblings hear of an add (the panel opens, SPEC §4, only with autoOpenCart) and of a move to the wishlist.
        expect(received.ui.slice(seen.ui)).toEqual([
          ...(expected.added === null ? [] : [{ type: 'ADDED', productId: expected.added }]),
          ...(expected.openCart ? [{ type: 'OPEN_CART' }] : []),
        ]);
        expect(received.wishlist.slice(seen.wishlist)).toEqual(expected.wishlisted ? [{ type: 'ADD', product: expected.wishlisted }] : []);
        // SPEC §4: session messages reset the session; a failed load recovers, once. SPEC §8: only
        // pages with the debug parameter log failures.
        expect(client.sessionResets - seenCalls.sessionResets).toBe(expected.lostSession ? 1 : 0);
        expect(client.authRejections - seenCalls.authRejections).toBe(expected.authRejected ? 1 : 0);
        expect(client.recoveries - seenCalls.recoveries).toBe(expected.loadFailed ? 1 : 0);
        expect(client.recoveries).toBeLessThanOrEqual(1);
        expect(vi.mocked(console.error).mock.calls.length - seenCalls.logs).toBe(expected.failed && input.debug ? 1 : 0);
      }
      root.stop();
    });
  });
});

describe('cart selectors', () => {
  const context = (pending: Partial<CartContext> = {}): CartContext => ({
    endpoint: '/graphql',
    cart: loadedCart,
    queue: [],
    running: null,
    error: null,
    limitedLine: null,
    autoOpenCart: false,
    debug: false,
    ...pending,
  });
  const quantity = (key: string, to: number): CartChange => ({ kind: 'quantity', key, quantity: to });
  const quantities = (cart: Cart | null) => cart?.lines.map((each) => [each.key, each.quantity]);

  it('shows the store’s cart itself while no quantity is pending', () => {
    expect(shownCart(context({ running: { kind: 'empty' }, queue: [{ kind: 'applyCoupon', code: 'summer10' }] }))).toBe(loadedCart);
    expect(shownCart(context({ cart: null, queue: [{ kind: 'add', item: { productId: 7, quantity: 1 } }] }))).toBeNull();
    expect(cartItemCount(context({ cart: null }))).toBe(0);
  });

  it('applies the pending quantities in order, the last asked winning, and counts them at once', () => {
    const shown = shownCart(context({ running: quantity(shirtKey, 5), queue: [quantity(hoodieKey, 4), quantity(shirtKey, 6)] }))!;
    expect(quantities(shown)).toEqual([
      [shirtKey, 6],
      [hoodieKey, 4],
    ]);
    expect([shown.itemCount, shown.productCount, shown.isEmpty]).toEqual([10, 2, false]);
    // Amounts stay as the store answered until it answers again.
    expect([shown.subtotal, shown.total, shown.lines[0]!.subtotal]).toEqual([loadedCart.subtotal, loadedCart.total, loadedCart.lines[0]!.subtotal]);
  });

  it('drops lines set to 0 and is empty once none is left', () => {
    const oneLeft = context({ queue: [quantity(hoodieKey, 0)] });
    expect(quantities(shownCart(oneLeft))).toEqual([[shirtKey, 2]]);
    expect(cartItemCount(oneLeft)).toBe(2);
    expect(shownCart(oneLeft)!.productCount).toBe(1);
    const none = shownCart(context({ running: quantity(hoodieKey, 0), queue: [quantity(shirtKey, 0)] }))!;
    expect([none.lines, none.itemCount, none.productCount, none.isEmpty]).toEqual([[], 0, 0, true]);
  });

  it('counts by differences, so a cart with more lines than were fetched still counts right', () => {
    const bigCart = { ...loadedCart, itemCount: 130, productCount: 101 };
    const shown = shownCart(context({ cart: bigCart, queue: [quantity(shirtKey, 5), quantity(hoodieKey, 0)] }))!;
    expect([shown.itemCount, shown.productCount, shown.isEmpty]).toEqual([132, 100, false]);
  });

  it('is busy while a change runs or waits; the coupon and adding flags follow their own changes', () => {
    const add = (productId: number): CartChange => ({ kind: 'add', item: { productId, quantity: 1 } });
    expect(isCartBusy({ context: context() })).toBe(false);
    expect(isCartBusy({ context: context({ queue: [{ kind: 'empty' }] }) })).toBe(true);
    expect(isCartBusy({ context: context({ running: { kind: 'empty' } }) })).toBe(true);
    expect(isCouponBusy(context({ running: add(7) }))).toBe(false);
    expect(isCouponBusy(context({ running: add(7), queue: [{ kind: 'removeCoupon', code: 'summer10' }] }))).toBe(true);
    expect(isCouponBusy(context({ running: { kind: 'applyCoupon', code: 'summer10' } }))).toBe(true);
    expect(isAdding(context({ running: add(7), queue: [add(8)] }), 8)).toBe(true);
    expect(isAdding(context({ running: add(7) }), 7)).toBe(true);
    expect(isAdding(context({ running: add(7) }), 9)).toBe(false);
  });
});

describe('cart rules', () => {
  /** A cart in a storefront system, loaded with the two lines. */
  async function loaded(input: CartInput = { endpoint: '/graphql', autoOpenCart: false, debug: false }) {
    const system = startSystem(input);
    system.cart.send({ type: 'INITIALISE' });
    store.loads.at(-1)!.resolve(loadedCart);
    await afterPromises();
    expect(system.cart.getSnapshot().matches({ ready: 'settled' })).toBe(true);
    return system;
  }
  const sent = () => store.changes.map((each) => each.input.change);
  const shownQuantity = (actor: ActorRefFrom<typeof testMachine>, key: string) =>
    shownCart(actor.getSnapshot().context)!.lines.find((each) => each.key === key)?.quantity;

  it('sends one request per settle for rapid stepper clicks: the waiting quantity takes the newest', async () => {
    const { cart } = await loaded();
    for (const quantity of [3, 4, 5, 6]) cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity });
    expect(sent()).toEqual([{ kind: 'quantity', key: shirtKey, quantity: 3 }]);
    expect(cart.getSnapshot().context.queue).toEqual([{ kind: 'quantity', key: shirtKey, quantity: 6 }]);
    expect(shownQuantity(cart, shirtKey)).toBe(6);
    expect(cartItemCount(cart.getSnapshot().context)).toBe(7);
    store.changes[0]!.resolve(answeredCart);
    await afterPromises();
    expect(sent()).toEqual([
      { kind: 'quantity', key: shirtKey, quantity: 3 },
      { kind: 'quantity', key: shirtKey, quantity: 6 },
    ]);
    store.changes[1]!.resolve(fakeCart([line(shirtKey, shirtProduct, 6), loadedCart.lines[1]!]));
    await afterPromises();
    expect(isCartBusy(cart.getSnapshot())).toBe(false);
    expect(shownQuantity(cart, shirtKey)).toBe(6);
  });

  it('keeps a typed quantity within what the line may hold, and asks nothing for the quantity it has', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 2 });
    expect(sent()).toEqual([]);
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 99 });
    expect(sent()).toEqual([{ kind: 'quantity', key: shirtKey, quantity: 10 }]);
    expect(shownQuantity(cart, shirtKey)).toBe(10);
  });

  it('says which line asked for more than it may hold, until its quantity is asked again', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 99 });
    expect(cart.getSnapshot().context.limitedLine).toEqual({ key: shirtKey, max: 10 });
    // At the limit already: nothing to send, and the note stays.
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 999 });
    expect(cart.getSnapshot().context.limitedLine).toEqual({ key: shirtKey, max: 10 });
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 3 });
    expect(cart.getSnapshot().context.limitedLine).toBeNull();
  });

  it('keeps other changes in their place between quantity changes of one line', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'APPLY_COUPON', code: 'summer10' });
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 4 });
    cart.send({ type: 'CHOOSE_SHIPPING', methodId: 'flat_rate:1' });
    cart.send({ type: 'REMOVE_LINE', key: shirtKey });
    expect(cart.getSnapshot().context.queue).toEqual([
      { kind: 'quantity', key: shirtKey, quantity: 0 },
      { kind: 'shippingMethod', methodId: 'flat_rate:1' },
    ]);
  });

  it('rolls a refused quantity back and shows the server’s message with the change’s kind', async () => {
    const { cart } = await loaded({ endpoint: '/graphql', autoOpenCart: false, debug: true });
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 9 });
    expect(shownQuantity(cart, shirtKey)).toBe(9);
    store.changes[0]!.reject(new Error('Only 4 left in stock'));
    await afterPromises();
    expect(shownQuantity(cart, shirtKey)).toBe(2);
    expect(cart.getSnapshot().context.error).toEqual({ message: 'Only 4 left in stock', kind: 'quantity' });
    expect(console.error).toHaveBeenCalledWith('Cart quantity failed:', new Error('Only 4 left in stock'));
    expect(client.sessionResets).toBe(0);
    cart.send({ type: 'DISMISS_ERROR' });
    expect(cart.getSnapshot().context.error).toBeNull();
  });

  it('says “Something went wrong” when a failure has no message, and a success clears the error', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'APPLY_COUPON', code: 'nope' });
    store.changes[0]!.reject(new Error(''));
    await afterPromises();
    expect(cart.getSnapshot().context.error).toEqual({ message: 'Something went wrong', kind: 'applyCoupon' });
    expect(console.error).not.toHaveBeenCalled();
    cart.send({ type: 'APPLY_COUPON', code: 'summer10' });
    store.changes[1]!.resolve(answeredCart);
    await afterPromises();
    expect(cart.getSnapshot().context.error).toBeNull();
  });

  it('ignores changes the store could not take', async () => {
    const { cart } = await loaded();
    const slips: CartEvent[] = [
      { type: 'SET_QUANTITY', key: shirtKey, quantity: -1 },
      { type: 'SET_QUANTITY', key: shirtKey, quantity: 1.5 },
      { type: 'SET_QUANTITY', key: 'no-such-line', quantity: 1 },
      { type: 'REMOVE_LINE', key: 'no-such-line' },
      { type: 'MOVE_TO_WISHLIST', key: 'no-such-line' },
      { type: 'ADD_TO_CART', item: { productId: 7, quantity: 0 } },
      { type: 'ADD_TO_CART', item: { productId: 7, quantity: 2.5 } },
      { type: 'APPLY_COUPON', code: '   ' },
      { type: 'REMOVE_COUPON', code: '' },
      { type: 'CHOOSE_SHIPPING', methodId: '' },
    ];
    for (const slip of slips) cart.send(slip);
    expect(sent()).toEqual([]);
    expect(isCartBusy(cart.getSnapshot())).toBe(false);
    expect(received.wishlist).toEqual([]);
  });

  it('takes no change to a line removed a moment ago', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'REMOVE_LINE', key: hoodieKey });
    cart.send({ type: 'SET_QUANTITY', key: hoodieKey, quantity: 3 });
    cart.send({ type: 'MOVE_TO_WISHLIST', key: hoodieKey });
    expect(sent()).toEqual([{ kind: 'quantity', key: hoodieKey, quantity: 0 }]);
    expect(cart.getSnapshot().context.queue).toEqual([]);
    expect(received.wishlist).toEqual([]);
  });

  it('moves a line to the wishlist: the wishlist gets its product, the cart sets it to 0', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'MOVE_TO_WISHLIST', key: hoodieKey });
    expect(received.wishlist).toEqual([{ type: 'ADD', product: hoodieProduct }]);
    expect(sent()).toEqual([{ kind: 'quantity', key: hoodieKey, quantity: 0 }]);
  });

  it('sends coupon codes trimmed', async () => {
    const { cart } = await loaded();
    cart.send({ type: 'APPLY_COUPON', code: '  summer10 ' });
    expect(sent()).toEqual([{ kind: 'applyCoupon', code: 'summer10' }]);
    expect(isCouponBusy(cart.getSnapshot().context)).toBe(true);
  });

  it('tells the product’s card of a successful add, and opens the panel then only when autoOpenCart is on', async () => {
    for (const autoOpenCart of [true, false]) {
      received.ui.length = 0;
      const { cart } = await loaded({ endpoint: '/graphql', autoOpenCart, debug: false });
      cart.send({ type: 'ADD_TO_CART', item: { productId: 7, quantity: 1, variationId: 71, variation: [{ attributeName: 'pa_color', attributeValue: 'red' }] } });
      expect(isAdding(cart.getSnapshot().context, 7)).toBe(true);
      store.changes.at(-1)!.reject(new Error('Out of stock'));
      await afterPromises();
      expect(received.ui).toEqual([]);
      cart.send({ type: 'ADD_TO_CART', item: { productId: 7, quantity: 1 } });
      store.changes.at(-1)!.resolve(answeredCart);
      await afterPromises();
      expect(received.ui).toEqual([{ type: 'ADDED', productId: 7 }, ...(autoOpenCart ? [{ type: 'OPEN_CART' }] : [])]);
      expect(isAdding(cart.getSnapshot().context, 7)).toBe(false);
    }
  });

  it('loads when a change comes before the store is initialised, then sends the changes in order', async () => {
    const { cart } = startSystem({ endpoint: '/graphql', autoOpenCart: false, debug: false });
    cart.send({ type: 'SET_QUANTITY', key: shirtKey, quantity: 1 });
    expect(cart.getSnapshot().matches('dormant')).toBe(true);
    cart.send({ type: 'APPLY_COUPON', code: 'summer10' });
    cart.send({ type: 'ADD_TO_CART', item: { productId: 7, quantity: 1 } });
    cart.send({ type: 'INITIALISE' });
    expect(store.loads).toHaveLength(1);
    expect(isCartBusy(cart.getSnapshot())).toBe(true);
    store.loads[0]!.resolve(loadedCart);
    await afterPromises();
    store.changes[0]!.resolve(answeredCart);
    await afterPromises();
    expect(sent()).toEqual([
      { kind: 'applyCoupon', code: 'summer10' },
      { kind: 'add', item: { productId: 7, quantity: 1 } },
    ]);
  });

  it('drops the waiting changes when the cart cannot be loaded, recovers once and takes no more', async () => {
    const { cart } = startSystem({ endpoint: '/graphql', autoOpenCart: false, debug: false });
    cart.send({ type: 'EMPTY_CART' });
    store.loads[0]!.reject(new Error('Internal server error'));
    await afterPromises();
    expect(cart.getSnapshot().matches('failed')).toBe(true);
    expect(cart.getSnapshot().context.error).toEqual({ message: 'Internal server error', kind: 'load' });
    expect(isCartBusy(cart.getSnapshot())).toBe(false);
    expect(client).toEqual({ sessionResets: 0, recoveries: 1, authRejections: 0 });
    cart.send({ type: 'ADD_TO_CART', item: { productId: 7, quantity: 1 } });
    cart.send({ type: 'INITIALISE' });
    expect(store.loads).toHaveLength(1);
    expect(store.changes).toEqual([]);
  });

  it('resets the session on either session message, whether loading or changing', async () => {
    const first = startSystem({ endpoint: '/graphql', autoOpenCart: false, debug: false });
    first.cart.send({ type: 'INITIALISE' });
    store.loads[0]!.reject(new Error(issMessage));
    await afterPromises();
    expect(client).toEqual({ sessionResets: 1, recoveries: 1, authRejections: 0 });
    const { cart } = await loaded();
    cart.send({ type: 'CHOOSE_SHIPPING', methodId: 'flat_rate:1' });
    store.changes.at(-1)!.reject(new Error(sessionMessage));
    await afterPromises();
    expect(client).toEqual({ sessionResets: 2, recoveries: 1, authRejections: 0 });
  });

  it('works on its own, with no ui or wishlist to tell', async () => {
    const cart = createActor(testMachine, { input: { endpoint: '/graphql', autoOpenCart: true, debug: false } }).start();
    cart.send({ type: 'INITIALISE' });
    store.loads[0]!.resolve(loadedCart);
    await afterPromises();
    cart.send({ type: 'MOVE_TO_WISHLIST', key: shirtKey });
    cart.send({ type: 'ADD_TO_CART', item: { productId: 7, quantity: 1 } });
    store.changes[0]!.resolve(answeredCart);
    await afterPromises();
    store.changes[1]!.resolve(answeredCart);
    await afterPromises();
    expect(cart.getSnapshot().matches({ ready: 'settled' })).toBe(true);
    expect(cart.getSnapshot().context.cart).toBe(answeredCart);
  });
});

type CartSnapshot = ReturnType<ActorRefFrom<typeof testMachine>['getSnapshot']>;

/**
 * The test's own book of the cart, kept by the rules of SPEC §4 from what the shopper asked and
 * what the store answered: the store's cart, the changes not yet answered (sent or waiting), the
 * error shown.
 */
class Book {
  server: Cart | null;
  asked: Array<{ change: CartChange; sent: boolean }> = [];
  error: CartContext['error'] = null;

  constructor(private readonly input: CartInput) {
    this.server = input.served ?? null;
  }

  /** Books one event; says what the machine's siblings and the client should be told of it. */
  take(before: CartSnapshot, event: ModelEvent) {
    const told = { added: null as number | null, openCart: false, wishlisted: null as ProductSummary | null, lostSession: false, loadFailed: false, failed: false, authRejected: false };
    switch (event.type) {
      case 'xstate.done.actor.loadCart':
        this.server = event.output;
        break;
      case 'xstate.error.actor.loadCart':
        // The changes waiting cannot reach a cart the store would not give.
        this.asked = [];
        this.error = { message: event.error.message, kind: 'load' };
        // A refused auth token is the session's to renew: no recovery of the cart's own.
        if (event.error.extensions) Object.assign(told, { failed: true, authRejected: true });
        else Object.assign(told, { loadFailed: true, failed: true, lostSession: isSessionMessage(event.error.message) });
        break;
      case 'xstate.done.actor.changeCart': {
        const answered = this.asked.shift()!;
        this.server = event.output;
        this.error = null;
        // The card's quick add hears of every add the store took.
        if (answered.change.kind === 'add') told.added = answered.change.item.productId;
        told.openCart = answered.change.kind === 'add' && this.input.autoOpenCart;
        break;
      }
      case 'xstate.error.actor.changeCart': {
        const refused = this.asked.shift()!;
        this.error = { message: event.error.message, kind: refused.change.kind };
        Object.assign(told, { failed: true, lostSession: isSessionMessage(event.error.message), authRejected: event.error.extensions !== undefined });
        break;
      }
      case 'RELOAD':
        // The cart is read again in turn with the changes, once the cart is there.
        if (before.matches('ready')) this.asked.push({ change: { kind: 'reload' }, sent: false });
        break;
      case 'DISMISS_ERROR':
        this.error = null;
        break;
      case 'INITIALISE':
        break;
      default: {
        if (before.matches('failed')) break;
        const change = changeFor(event);
        if (change.kind === 'quantity') {
          const line = this.shownCart()?.lines.find((each) => each.key === change.key);
          if (!line) break;
          if (event.type === 'MOVE_TO_WISHLIST') told.wishlisted = line.product;
          // A line's quantity waiting to be sent takes the newest one instead.
          const waiting = this.asked.find((each) => !each.sent && each.change.kind === 'quantity' && each.change.key === change.key);
          if (waiting) {
            waiting.change = change;
            break;
          }
        }
        this.asked.push({ change, sent: false });
      }
    }
    return told;
  }

  /** The store was sent a change: the first one waiting, as it stands now. */
  send(change: CartChange) {
    const next = this.asked.find((each) => !each.sent);
    expect(change).toEqual(next?.change);
    next!.sent = true;
  }

  shownCart(): Cart | null {
    if (!this.server) return null;
    const quantities = new Map<string, number>();
    for (const { change } of this.asked) if (change.kind === 'quantity') quantities.set(change.key, change.quantity);
    if (quantities.size === 0) return this.server;
    const lines = this.server.lines
      .map((each) => ({ ...each, quantity: quantities.get(each.key) ?? each.quantity }))
      .filter((each) => each.quantity > 0);
    const itemCount = lines.reduce((sum, each) => sum + each.quantity, 0);
    // Amounts stay as the store answered until it answers again.
    return { ...this.server, lines, itemCount, productCount: lines.length, isEmpty: lines.length === 0 };
  }
}

function isSessionMessage(message: string) {
  return message === sessionMessage || message === issMessage;
}

/** The change a shopper's event asks the store for. */
function changeFor(event: Exclude<CartEvent, { type: 'INITIALISE' | 'RELOAD' | 'DISMISS_ERROR' }>): CartChange {
  switch (event.type) {
    case 'ADD_TO_CART':
      return { kind: 'add', item: event.item };
    case 'SET_QUANTITY':
      return { kind: 'quantity', key: event.key, quantity: event.quantity };
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

/** The path with carts, items and errors shown by name, so test names stay readable. */
function named(path: ModelPath): ModelPath {
  const brief = (event: ModelPath['steps'][number]['event']) => {
    if ('output' in event) return { type: event.type, output: cartNames.get(event.output) };
    if ('error' in event) return { type: event.type, output: event.error.message };
    if ('item' in event) return { type: event.type, product: event.item.productId };
    if ('location' in event) return { type: event.type, country: event.location.country };
    return event;
  };
  return { ...path, steps: path.steps.map((step) => ({ ...step, event: brief(step.event) })) };
}
