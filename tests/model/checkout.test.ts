// Model-based test of the checkout machine: shortest paths through every state, transition and
// event, replayed against a real actor inside a small storefront system (a cart and a navigation
// that record what they are told), with the store's and the payment plug-in's answers settled by
// the test. Along each path the rules of SPEC.md §2, §7 and §8 are checked against what the test
// itself sent: the order goes to the store once per attempt and only when the form is complete, a
// payment made in the page is confirmed before the order is sent, the cart hears of locations,
// shipping methods and coupons, and a placed order has the cart read again and leads to its
// order-received page.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type ActorRefFrom, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import type { Cart, CartChange, CartLine } from '../../src/domain/cart/types';
import { checkoutProblems } from '../../src/domain/checkout/problems';
import type { StatesLoaded } from '../../src/machines/countryStates';
import { emptyAddress, type Address, type CheckoutOptions, type OrderToPlace, type PlacedOrder } from '../../src/domain/checkout/types';
import { cartMachine } from '../../src/machines/cart';
import { canPlaceOrder, checkoutMachine, type CheckoutContext, type CheckoutEvent, type CheckoutInput } from '../../src/machines/checkout';
import { sessionMachine } from '../../src/machines/session';
import { storefrontMachine } from '../../src/machines/storefront';
import { systemActor } from '../../src/machines/system';
import type { PaymentPlugin, PaymentReport, PaymentSettings } from '../../src/payments/plugin';
import { paymentPlugins, type PaymentPlugins } from '../../src/payments/registry';
import { orderReceivedPath } from '../../common/orderReceivedPath';
import { defaultSettings } from '../../common/settings';
import type { StripeClientConfig } from '../../common/stripe-client-config';
import { hoodie as productDetail, productPage, productSummary } from '../fixtures/products';
import { describePath, expectFullCoverage, transitionPaths, type ModelPath } from './coverage';
import { pageActorsOfViews } from './pageActorsOfViews';
import { afterPromises } from './afterPromises';

const hoodie = { ...productSummary(2, 'wool-hoodie'), type: 'VARIABLE' as const };
const hoodieLine: CartLine = {
  key: 'line-hoodie-navy',
  quantity: 1,
  productId: 2,
  variationId: 21,
  slug: 'wool-hoodie',
  name: 'Wool hoodie',
  image: null,
  attributes: [{ label: 'Color', value: 'Navy' }],
  subtotal: '€49.00',
  unitPrice: '€49.00',
  maxQuantity: 5,
  virtual: false,
  product: hoodie,
};
const ana: Address = { ...emptyAddress, firstName: 'Ana', lastName: 'Silva', address1: 'Torstraße 1', city: 'Berlin', postcode: '10119', country: 'DE', email: 'ana@example.com' };

function cart(extra: Partial<Cart> = {}): Cart {
  return {
    isEmpty: false,
    itemCount: 1,
    productCount: 1,
    lines: [hoodieLine],
    pricesIncludeTax: false,
    subtotal: '€49.00',
    discountTotal: '€0.00',
    hasDiscount: false,
    shippingTotal: '€4.90',
    totalTax: '€10.24',
    total: '€63.07',
    appliedCoupons: [],
    needsShipping: true,
    shippingRates: [{ id: 'flat_rate:1', label: 'Standard', cost: '€4.90' }],
    chosenShippingMethod: 'flat_rate:1',
    location: { country: 'DE', state: '' },
    countries: ['DE', 'US'],
    states: [],
    customer: { billing: ana, shipping: emptyAddress },
    ...extra,
  };
}
const loadedCart = cart();
const discountedCart = cart({ total: '€56.77', hasDiscount: true, appliedCoupons: [{ code: 'welcome10', description: null, discountAmount: '€4.90', freeShippingOnly: false }] });
const emptyCart = cart({ isEmpty: true, itemCount: 0, productCount: 0, lines: [] });

const options: CheckoutOptions = {
  gateways: [
    { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
    { id: 'stripe', title: 'Card', description: 'Pay with your card.' },
  ],
  countries: ['DE', 'US'],
};
const placed: PlacedOrder = { orderId: 41, orderKey: 'wc_order_abc', orderNumber: '41' };
const cardConfig: StripeClientConfig = { publishableKey: 'pk_test_standin', jsUrl: 'http://127.0.0.1:12111/v3' };
const placedPath = orderReceivedPath({ id: placed.orderId, orderKey: placed.orderKey });

type StoreEvent =
  | { type: 'xstate.done.actor.loadOptions'; output: CheckoutOptions }
  | { type: 'xstate.error.actor.loadOptions'; error: { message: string } }
  | { type: 'xstate.done.actor.placeOrder'; output: PlacedOrder }
  | { type: 'xstate.error.actor.placeOrder'; error: { message: string; field: string | null; payment: boolean } };
type ModelEvent = CheckoutEvent | StoreEvent;

const modelEvents: ModelEvent[] = [
  { type: 'CART_CHANGED', cart: loadedCart, busy: false },
  { type: 'CART_CHANGED', cart: discountedCart, busy: false },
  { type: 'CART_CHANGED', cart: emptyCart, busy: false },
  { type: 'EDIT', field: 'billing.email', value: 'not-an-address' },
  { type: 'EDIT', field: 'billing.country', value: 'US' },
  { type: 'SHIP_TO_DIFFERENT_ADDRESS', value: true },
  { type: 'CREATE_ACCOUNT', value: true },
  { type: 'ACCEPT_TERMS', value: true },
  { type: 'CHOOSE_SHIPPING', methodId: 'flat_rate:1' },
  { type: 'CHOOSE_PAYMENT', gatewayId: 'cod' },
  { type: 'CHOOSE_PAYMENT', gatewayId: 'stripe' },
  { type: 'CHOOSE_PAYMENT', gatewayId: 'bitcoin' },
  { type: 'APPLY_COUPON', code: 'welcome10' },
  { type: 'REMOVE_COUPON', code: 'welcome10' },
  { type: 'STATES_LOADED', country: 'US', states: [{ code: 'CA', name: 'California' }] },
  { type: 'PAYMENT_CHANGED', complete: true },
  { type: 'PAYMENT_UNAVAILABLE', message: 'Stripe.js could not be loaded' },
  { type: 'PAYMENT_CONFIRMED', transactionId: 'pi_123' },
  { type: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
  { type: 'xstate.done.actor.loadOptions', output: options },
  { type: 'xstate.error.actor.loadOptions', error: { message: 'Internal server error' } },
  { type: 'xstate.done.actor.placeOrder', output: placed },
  { type: 'xstate.error.actor.placeOrder', error: { message: 'Please enter a valid email address.', field: 'billing.email', payment: false } },
  { type: 'xstate.error.actor.placeOrder', error: { message: 'Payment failed. Please try another payment method. Your card was declined.', field: null, payment: true } },
];

/** What the test stands in for: the store, the gateway's plug-in, and the cart and navigation beside checkout. */
interface Request<I, O> {
  input: I;
  settled: boolean;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}
const store = {
  options: [] as Request<{ endpoint: string }, CheckoutOptions>[],
  orders: [] as Request<{ endpoint: string; order: OrderToPlace }, PlacedOrder>[],
  states: [] as string[],
};
const card = { opened: 0, closed: 0, confirms: 0 };
const received = { cart: [] as AnyEventObject[], navigation: [] as AnyEventObject[] };

function request<I, O>(list: Request<I, O>[], input: I) {
  return new Promise<O>((resolve, reject) => list.push({ input, settled: false, resolve, reject }));
}

const testMachine = checkoutMachine.provide({
  actors: {
    loadOptions: fromPromise<CheckoutOptions, { endpoint: string }>(({ input }) => request(store.options, input)),
    placeOrder: fromPromise<PlacedOrder, { endpoint: string; order: OrderToPlace }>(({ input }) => request(store.orders, input)),
    loadStates: fromCallback<StatesLoaded, { endpoint: string; country: string }>(({ input }) => {
      store.states.push(input.country);
    }),
    // The cart's changes are sent to checkout by the test itself.
    watchCart: fromCallback(() => {}),
    gatewayPayment: fromCallback<{ type: 'CONFIRM' }, { endpoint: string; plugins: PaymentPlugins; gatewayId: string; settings: PaymentSettings }>(({ receive }) => {
      card.opened++;
      receive(() => card.confirms++);
      return () => card.closed++;
    }),
  },
});

const recorder = (name: keyof typeof received) =>
  fromCallback(({ receive }) => {
    receive((event) => received[name].push(event));
  });
function startSystem(input: CheckoutInput) {
  const system = setup({ actors: { checkout: testMachine, cart: recorder('cart'), navigation: recorder('navigation') } }).createMachine({
    invoke: [
      { src: 'cart', systemId: 'cart' },
      { src: 'navigation', systemId: 'navigation' },
      { id: 'checkout', src: 'checkout', systemId: 'checkout', input },
    ],
  });
  const root = createActor(system).start();
  return { root, checkout: root.getSnapshot().children.checkout as ActorRefFrom<typeof testMachine> };
}

// Paths tell states apart by their value and this key: whether the cart is there (and empty or
// busy), whether the form is complete, whether problems or an error show, and the card's state.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as CheckoutContext;
  const cartState = context.cart === null ? 'none' : context.cart.isEmpty ? 'empty' : context.cartBusy ? 'busy' : 'ready';
  return [cartState, Object.keys(checkoutProblems(context)).length === 0, Object.keys(context.problems).length > 0, context.error?.kind ?? null, context.paymentMethod];
};
// Events that change only the context, each taken where it can be.
const contextEvents = ['CART_CHANGED', 'EDIT', 'SHIP_TO_DIFFERENT_ADDRESS', 'CREATE_ACCOUNT', 'ACCEPT_TERMS', 'CHOOSE_SHIPPING', 'APPLY_COUPON', 'REMOVE_COUPON', 'STATES_LOADED', 'PAYMENT_CHANGED', 'SHOWN'];

const starts: Array<{ name: string; input: CheckoutInput }> = [
  { name: 'cards taken, terms to accept', input: { endpoint: '/graphql', cart: null, hideBillingAddressForVirtualProducts: false, termsPage: '/terms', payments: { stripe: cardConfig } } },
  { name: 'no cards, virtual carts without a billing address, no terms', input: { endpoint: '/graphql', cart: null, hideBillingAddressForVirtualProducts: true, termsPage: '', payments: { stripe: null } } },
];
const models = starts.map(({ name, input }) => ({ name, input, paths: transitionPaths(testMachine, { input, events: modelEvents, stateKey, contextEvents }) }));

beforeEach(() => {
  store.options.length = 0;
  store.orders.length = 0;
  store.states.length = 0;
  Object.assign(card, { opened: 0, closed: 0, confirms: 0 });
  received.cart.length = 0;
  received.navigation.length = 0;
});

const unsettled = <I, O>(requests: Request<I, O>[]) => requests.filter((each) => !each.settled);

function answer<I, O>(requests: Request<I, O>[], event: AnyEventObject) {
  const open = unsettled(requests);
  expect(open, 'the store works on one request at a time').toHaveLength(1);
  open[0]!.settled = true;
  if ('output' in event) open[0]!.resolve(event.output as O);
  else open[0]!.reject(event.error);
}

describe('checkout model', () => {
  // It replays every path of both models: seconds on a busy shared machine.
  it('covers every state, transition and event', { timeout: 30_000 }, () => {
    expectFullCoverage(testMachine, models, {
      CART_CHANGED: true,
      EDIT: true,
      SHIP_TO_DIFFERENT_ADDRESS: true,
      CREATE_ACCOUNT: true,
      ACCEPT_TERMS: true,
      CHOOSE_SHIPPING: true,
      CHOOSE_PAYMENT: true,
      APPLY_COUPON: true,
      REMOVE_COUPON: true,
      PLACE_ORDER: true,
      RETRY: true,
      STATES_LOADED: true,
      SHOWN: true,
      PAYMENT_READY: true,
      PAYMENT_CHANGED: true,
      PAYMENT_UNAVAILABLE: true,
      PAYMENT_CONFIRMED: true,
      PAYMENT_DECLINED: true,
    });
  });

  describe.each(models)('$name', ({ input, paths }) => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path: ModelPath) => {
      const { root, checkout } = startSystem(input);
      expect(checkout.getSnapshot().value).toEqual(path.steps[0]!.state.value);
      expect(store.options).toHaveLength(1);
      for (const { event, state } of path.steps.slice(1)) {
        const before = checkout.getSnapshot();
        const seen = { orders: store.orders.length, cart: received.cart.length, navigation: received.navigation.length, confirms: card.confirms };
        if (event.type.endsWith('.actor.loadOptions')) answer(store.options, event);
        else if (event.type.endsWith('.actor.placeOrder')) answer(store.orders, event);
        else checkout.send(event as CheckoutEvent);
        await afterPromises();
        const after = checkout.getSnapshot();
        expect(after.value).toEqual(state.value);
        const told = received.cart.slice(seen.cart);

        // SPEC §7: the order is sent once per attempt, complete, and never again while it is on its way.
        const sentOrders = store.orders.slice(seen.orders);
        expect(sentOrders.length).toBe(after.matches({ active: { form: { placing: 'sending' } } }) && !before.matches({ active: { form: { placing: 'sending' } } }) ? 1 : 0);
        expect(unsettled(store.orders).length).toBeLessThanOrEqual(1);
        for (const { input: sent } of sentOrders) {
          expect(checkoutProblems(before.context)).toEqual({});
          expect(sent.order.billing.email).toBe(before.context.billing.email);
          expect(sent.order.paymentMethod).toBe(before.context.paymentMethod);
          // A payment made in the page is confirmed first, and the order carries its transaction.
          expect(sent.order.transactionId).toBe(before.context.paymentMethod === 'stripe' ? 'pi_123' : null);
          expect(sent.order.shipping === null).toBe(!before.context.shipToDifferentAddress);
          expect(sent.order.account === null).toBe(!before.context.createAccount);
          // A shop with terms sends no order the shopper has not accepted them for.
          expect(before.context.termsAccepted || before.context.termsPage === '').toBe(true);
        }
        expect(card.confirms - seen.confirms).toBe(after.matches({ active: { form: { placing: 'confirmingPayment' } } }) && !before.matches({ active: { form: 'placing' } }) ? 1 : 0);
        // The Place order button works exactly where the machine would take the order.
        expect(canPlaceOrder(after)).toBe(after.matches({ active: { form: 'editing', options: 'ready' } }) && after.context.cart !== null && !after.context.cart.isEmpty && !after.context.cartBusy);

        // The cart hears of the shipping method and coupons; a placed order (which the store emptied) has it read again, and the page moves on.
        if (event.type === 'CHOOSE_SHIPPING' || event.type === 'APPLY_COUPON' || event.type === 'REMOVE_COUPON') {
          const { type, ...payload } = event as AnyEventObject;
          expect(told).toEqual(before.matches({ active: { form: 'editing' } }) ? [{ type, ...payload }] : []);
        }
        if (event.type === 'xstate.done.actor.placeOrder') {
          expect(after.status).toBe('done');
          expect(told).toEqual([{ type: 'RELOAD' }]);
          expect(received.navigation.slice(seen.navigation)).toEqual([{ type: 'NAVIGATE', to: placedPath }]);
        } else {
          expect(received.navigation.slice(seen.navigation)).toEqual([]);
        }
        // Where the order ships goes to the cart whenever it moves away from the cart's location.
        for (const message of told.filter((each) => each.type === 'SET_LOCATION')) {
          const { billing, shipping, shipToDifferentAddress } = after.context;
          expect(message.location.country).toBe((shipToDifferentAddress ? shipping : billing).country);
        }

        // SPEC §8: a refusal shows with its reason, next to the field when the store names one.
        if (event.type === 'xstate.error.actor.placeOrder') {
          const { error } = event as unknown as { error: { message: string; field: string | null; payment: boolean } };
          expect(after.context.error).toEqual({ kind: error.payment ? 'payment' : 'order', reason: error.field ? null : error.message });
          expect(after.context.problems).toEqual(error.field ? { [error.field]: { kind: 'store', message: error.message } } : {});
        }
        if (event.type === 'PAYMENT_DECLINED' && before.matches({ active: { form: { placing: 'confirmingPayment' } } })) {
          expect(after.context.error).toEqual({ kind: 'payment', reason: 'Your card was declined.' });
          expect(store.orders.length).toBe(seen.orders);
        }
      }
      root.stop();
      // The gateway's part of the page is closed with the machine.
      expect(card.closed).toBe(card.opened);
    });
  });
});

describe('checkout rules', () => {
  const input: CheckoutInput = { endpoint: '/graphql', cart: null, hideBillingAddressForVirtualProducts: true, termsPage: '', payments: { stripe: cardConfig } };

  async function ready(cartNow: Cart = loadedCart, given: CheckoutInput = input) {
    const system = startSystem(given);
    system.checkout.send({ type: 'CART_CHANGED', cart: cartNow, busy: false });
    store.options[0]!.resolve(options);
    await afterPromises();
    return system;
  }

  it('starts from the cart customer’s address, keeps what was typed, and chooses the first gateway', async () => {
    const { checkout } = startSystem(input);
    checkout.send({ type: 'EDIT', field: 'billing.firstName', value: 'Anabela' });
    checkout.send({ type: 'CART_CHANGED', cart: loadedCart, busy: false });
    store.options[0]!.resolve(options);
    await afterPromises();
    const { context } = checkout.getSnapshot();
    expect(context.billing).toEqual({ ...ana, firstName: 'Anabela' });
    expect(context.shipping.country).toBe('DE');
    expect(context.paymentMethod).toBe('cod');
    expect(store.states).toEqual(['DE']);
    // The billing country is the cart's already: the cart is not told again.
    expect(received.cart).toEqual([]);
  });

  it('does not offer a card gateway the browser cannot open', async () => {
    const { checkout } = await ready(loadedCart, { ...input, payments: { stripe: null } });
    expect(checkout.getSnapshot().context.gateways.map((gateway) => gateway.id)).toEqual(['cod']);
  });

  it('asks for a state where the country needs one, and leaves it optional in Germany, as the store does', async () => {
    const { checkout } = await ready();
    const { context } = checkout.getSnapshot();
    const states = { DE: [{ code: 'DE-BE', name: 'Berlin' }], US: [{ code: 'NY', name: 'New York' }] };
    expect(checkoutProblems({ ...context, states, billing: { ...context.billing, country: 'DE', state: '' } })).toEqual({});
    expect(checkoutProblems({ ...context, states, billing: { ...context.billing, country: 'US', state: '' } })).toEqual({ 'billing.state': { kind: 'required' } });
  });

  it('flags a postcode its country does not have, as the store would refuse it, and leaves an empty one to the required check', async () => {
    const { checkout } = await ready();
    const { context } = checkout.getSnapshot();
    const billing = (postcode: string, country = 'DE') => ({ ...context, billing: { ...context.billing, country, postcode } });
    expect(checkoutProblems(billing('ABC'))).toEqual({ 'billing.postcode': { kind: 'postcode' } });
    expect(checkoutProblems(billing('1234'))).toEqual({ 'billing.postcode': { kind: 'postcode' } });
    expect(checkoutProblems(billing(' 10117 '))).toEqual({});
    expect(checkoutProblems(billing('1234ab', 'NL'))).toEqual({});
    expect(checkoutProblems(billing('sw1a1aa', 'GB'))).toEqual({});
    expect(checkoutProblems(billing('any 1', 'AU'))).toEqual({});
    expect(checkoutProblems(billing(''))).toEqual({ 'billing.postcode': { kind: 'required' } });
    const shipping = { ...context, shipToDifferentAddress: true, shipping: { ...ana, country: 'NL', postcode: '1234' } };
    expect(checkoutProblems(shipping)).toEqual({ 'shipping.postcode': { kind: 'postcode' } });
    // A shipping address the order does not use is not judged.
    expect(checkoutProblems({ ...shipping, shipToDifferentAddress: false })).toEqual({});
  });

  it('asks a new account for a password only: the store makes the username from the email, as registering does', async () => {
    const { checkout } = await ready();
    const { context } = checkout.getSnapshot();
    const account = (username: string, password: string) => ({ ...context, createAccount: true, account: { username, password } });
    expect(checkoutProblems(account('', 'a long secret'))).toEqual({});
    expect(checkoutProblems(account('ada', ''))).toEqual({ 'account.password': { kind: 'required' } });
  });

  it('leaves the postcode of a billing address the form does not show unjudged', async () => {
    const ebook = { ...hoodieLine, key: 'line-ebook', virtual: true };
    const { checkout } = await ready(cart({ lines: [ebook], needsShipping: false }));
    const { context } = checkout.getSnapshot();
    expect(checkoutProblems({ ...context, billing: { ...context.billing, postcode: 'ABC' } })).toEqual({});
  });

  it('sends no order with a bad postcode, shows it at the field, and clears it as the postcode is edited', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'EDIT', field: 'billing.postcode', value: 'ABC' });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(checkout.getSnapshot().context.problems).toEqual({ 'billing.postcode': { kind: 'postcode' } });
    expect(store.orders).toEqual([]);
    checkout.send({ type: 'EDIT', field: 'billing.postcode', value: '10117' });
    expect(checkout.getSnapshot().context.problems).toEqual({});
    checkout.send({ type: 'PLACE_ORDER' });
    expect(store.orders).toHaveLength(1);
  });

  it('says what is missing and sends nothing', async () => {
    const { checkout } = await ready(cart({ customer: null }));
    checkout.send({ type: 'EDIT', field: 'billing.email', value: 'ana@' });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(checkout.getSnapshot().context.problems).toEqual({
      'billing.firstName': { kind: 'required' },
      'billing.lastName': { kind: 'required' },
      'billing.address1': { kind: 'required' },
      'billing.city': { kind: 'required' },
      'billing.postcode': { kind: 'required' },
      'billing.email': { kind: 'email' },
    });
    expect(store.orders).toEqual([]);
    checkout.send({ type: 'EDIT', field: 'billing.city', value: 'Berlin' });
    expect(checkout.getSnapshot().context.problems['billing.city']).toBeUndefined();
  });

  it('asks only names and email for an all-virtual cart when the shop says so', async () => {
    const ebook = { ...hoodieLine, key: 'line-ebook', virtual: true };
    const { checkout } = await ready(cart({ lines: [ebook], needsShipping: false, customer: null }));
    checkout.send({ type: 'PLACE_ORDER' });
    expect(Object.keys(checkout.getSnapshot().context.problems).sort()).toEqual(['billing.email', 'billing.firstName', 'billing.lastName']);
  });

  it('tells the cart where the order ships: the billing address, or the shipping address when it is another', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'EDIT', field: 'billing.country', value: 'US' });
    expect(received.cart).toEqual([{ type: 'SET_LOCATION', location: { country: 'US', state: '' } }]);
    expect(store.states).toEqual(['DE', 'US']);
    checkout.send({ type: 'STATES_LOADED', country: 'US', states: [{ code: 'CA', name: 'California' }] });
    checkout.send({ type: 'EDIT', field: 'billing.state', value: 'CA' });
    // The cart answers with the rates of its new location.
    checkout.send({ type: 'CART_CHANGED', cart: cart({ location: { country: 'US', state: 'CA' } }), busy: false });
    checkout.send({ type: 'SHIP_TO_DIFFERENT_ADDRESS', value: true });
    checkout.send({ type: 'EDIT', field: 'shipping.country', value: 'BR' });
    expect(received.cart.slice(1)).toEqual([
      { type: 'SET_LOCATION', location: { country: 'US', state: 'CA' } },
      { type: 'SET_LOCATION', location: { country: 'DE', state: '' } },
      { type: 'SET_LOCATION', location: { country: 'BR', state: '' } },
    ]);
  });

  it('sends no order until the shopper accepts the shop’s terms, and clears the refusal as they do', async () => {
    const { checkout } = await ready(loadedCart, { ...input, termsPage: '/terms' });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(checkout.getSnapshot().context.problems).toEqual({ terms: { kind: 'termsNotAccepted' } });
    expect(store.orders).toEqual([]);
    checkout.send({ type: 'ACCEPT_TERMS', value: true });
    expect(checkout.getSnapshot().context.problems).toEqual({});
    checkout.send({ type: 'ACCEPT_TERMS', value: false });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(store.orders).toEqual([]);
    checkout.send({ type: 'ACCEPT_TERMS', value: true });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(store.orders).toHaveLength(1);
  });

  it('does not place an order while the cart is changing', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'CART_CHANGED', cart: loadedCart, busy: true });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(checkout.getSnapshot().matches({ active: { form: 'editing' } })).toBe(true);
    expect(store.orders).toEqual([]);
  });

  it('places the order once however often it is asked, then has the cart read again and shows the order', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'PLACE_ORDER' });
    checkout.send({ type: 'PLACE_ORDER' });
    checkout.send({ type: 'EDIT', field: 'billing.email', value: 'other@example.com' });
    checkout.send({ type: 'CHOOSE_PAYMENT', gatewayId: 'stripe' });
    expect(store.orders).toHaveLength(1);
    expect(store.orders[0]!.input.order).toEqual({ paymentMethod: 'cod', billing: ana, shipping: null, customerNote: '', account: null, transactionId: null });
    store.orders[0]!.resolve(placed);
    await afterPromises();
    expect(checkout.getSnapshot().status).toBe('done');
    // The store emptied the cart with the order: the cart takes its answer instead of emptying it again.
    expect(received.cart).toEqual([{ type: 'RELOAD' }]);
    expect(received.navigation).toEqual([{ type: 'NAVIGATE', to: '/checkout/order-received/41?key=wc_order_abc' }]);
  });

  it('pays by card: confirms the card, then sends the order with the intent; a new total asks for a new intent', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'CHOOSE_PAYMENT', gatewayId: 'stripe' });
    expect(card.opened).toBe(1);
    checkout.send({ type: 'CART_CHANGED', cart: discountedCart, busy: false });
    expect([card.opened, card.closed]).toEqual([2, 1]);
    checkout.send({ type: 'PAYMENT_READY' });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(checkout.getSnapshot().context.problems).toEqual({ paymentDetails: { kind: 'paymentIncomplete' } });
    checkout.send({ type: 'PAYMENT_CHANGED', complete: true });
    checkout.send({ type: 'PLACE_ORDER' });
    expect(card.confirms).toBe(1);
    expect(store.orders).toEqual([]);
    checkout.send({ type: 'PAYMENT_CONFIRMED', transactionId: 'pi_123' });
    expect(store.orders[0]!.input.order).toMatchObject({ paymentMethod: 'stripe', transactionId: 'pi_123' });
  });

  it('shows a declined card as a failed payment and keeps the form', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'CHOOSE_PAYMENT', gatewayId: 'stripe' });
    checkout.send({ type: 'PAYMENT_READY' });
    checkout.send({ type: 'PAYMENT_CHANGED', complete: true });
    checkout.send({ type: 'PLACE_ORDER' });
    checkout.send({ type: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    const snapshot = checkout.getSnapshot();
    expect(snapshot.matches({ active: { form: 'editing', payment: { inPage: 'ready' } } })).toBe(true);
    expect(snapshot.context.error).toEqual({ kind: 'payment', reason: 'Your card was declined.' });
    expect(snapshot.context.billing).toEqual(ana);
  });

  it('shows the store’s refusal next to the field it names, or above the button', async () => {
    const { checkout } = await ready();
    checkout.send({ type: 'PLACE_ORDER' });
    store.orders[0]!.reject({ message: 'This email address is already registered.', field: 'billing.email', payment: false });
    await afterPromises();
    expect(checkout.getSnapshot().context).toMatchObject({
      error: { kind: 'order', reason: null },
      problems: { 'billing.email': { kind: 'store', message: 'This email address is already registered.' } },
      attempts: 1,
    });
    checkout.send({ type: 'PLACE_ORDER' });
    store.orders[1]!.reject({ message: 'Sorry, "Wool hoodie" is out of stock.', field: 'cart', payment: false });
    await afterPromises();
    expect(checkout.getSnapshot().context).toMatchObject({ error: { kind: 'order', reason: 'Sorry, "Wool hoodie" is out of stock.' }, problems: {}, attempts: 2 });
  });
});

// A gateway of the test's own, paid in the page: what adding a gateway to the storefront takes is
// its plug-in and one line in the registry (here the input's, as src/payments/registry.ts has it).
describe('a gateway paid in the page, as a plug-in', () => {
  const opened: Array<{ endpoint: string; settings: unknown; report: (report: PaymentReport) => void; confirms: number; closed: boolean }> = [];
  const voucherPayment: PaymentPlugin<{ issuer: string }> = {
    settingsOf: () => ({ issuer: 'test' }),
    open: async ({ endpoint, settings }, report) => {
      const payment = { endpoint, settings, report, confirms: 0, closed: false };
      opened.push(payment);
      report({ type: 'PAYMENT_READY' });
      return { confirm: async () => void payment.confirms++, close: () => void (payment.closed = true) };
    },
  };
  const voucherGateways: CheckoutOptions = { ...options, gateways: [...options.gateways, { id: 'voucher', title: 'Voucher', description: '' }] };
  const logic = checkoutMachine.provide({
    actors: {
      loadOptions: fromPromise<CheckoutOptions, { endpoint: string }>(async () => voucherGateways),
      placeOrder: fromPromise<PlacedOrder, { endpoint: string; order: OrderToPlace }>(({ input }) => request(store.orders, input)),
      loadStates: fromCallback(() => {}),
      watchCart: fromCallback(() => {}),
    },
  });
  const input: CheckoutInput = { endpoint: '/graphql', cart: null, hideBillingAddressForVirtualProducts: false, termsPage: '', payments: { stripe: null }, plugins: { ...paymentPlugins, voucher: voucherPayment } };

  beforeEach(() => {
    opened.length = 0;
  });

  it('is offered, opened with its settings while chosen, confirmed before the order and closed after', async () => {
    const checkout = createActor(logic, { input }).start();
    checkout.send({ type: 'CART_CHANGED', cart: loadedCart, busy: false });
    await afterPromises();
    // Stripe has no settings in this page: its gateway is not offered; the registered one is.
    expect(checkout.getSnapshot().context.gateways.map((gateway) => gateway.id)).toEqual(['cod', 'voucher']);
    checkout.send({ type: 'CHOOSE_PAYMENT', gatewayId: 'voucher' });
    await afterPromises();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ endpoint: '/graphql', settings: { issuer: 'test' } });
    expect(checkout.getSnapshot().matches({ active: { payment: { inPage: 'ready' } } })).toBe(true);
    checkout.send({ type: 'PLACE_ORDER' });
    expect(checkout.getSnapshot().context.problems).toEqual({ paymentDetails: { kind: 'paymentIncomplete' } });
    opened[0]!.report({ type: 'PAYMENT_CHANGED', complete: true });
    checkout.send({ type: 'PLACE_ORDER' });
    await afterPromises();
    expect(opened[0]!.confirms).toBe(1);
    expect(store.orders).toEqual([]);
    opened[0]!.report({ type: 'PAYMENT_CONFIRMED', transactionId: 'voucher-7' });
    expect(store.orders[0]!.input.order).toMatchObject({ paymentMethod: 'voucher', transactionId: 'voucher-7' });
    // Another gateway closes it.
    checkout.stop();
    await afterPromises();
    expect(opened[0]!.closed).toBe(true);
  });

  it('says the gateway is unavailable when its part cannot be opened', async () => {
    const failing: PaymentPlugin = { settingsOf: () => ({}), open: async () => Promise.reject(new Error('Voucher service down')) };
    const checkout = createActor(logic, { input: { ...input, plugins: { voucher: failing } } }).start();
    checkout.send({ type: 'CART_CHANGED', cart: loadedCart, busy: false });
    await afterPromises();
    checkout.send({ type: 'CHOOSE_PAYMENT', gatewayId: 'voucher' });
    await afterPromises();
    expect(checkout.getSnapshot().matches({ active: { payment: { inPage: 'unavailable' } } })).toBe(true);
    expect(checkout.getSnapshot().context.paymentUnavailable).toBe('Voucher service down');
    checkout.stop();
  });
});

// The first root system of a run takes a few seconds on a busy machine to come up.
describe('checkout in the storefront system', { timeout: 20_000 }, () => {
  const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
  const cartLogic = cartMachine.provide({ actors: { loadCart: never<Cart, { endpoint: string; known: Cart | null }>(), changeCart: never<Cart, { endpoint: string; change: CartChange; known: Cart | null }>() } });
  const session = sessionMachine.provide({ actions: { clearBrowserData: () => {}, countReload: () => {}, forgetReloads: () => {}, reload: () => {} } });
  const checkoutLogic = checkoutMachine.provide({
    actors: {
      loadOptions: fromPromise<CheckoutOptions, { endpoint: string }>(async () => ({ ...options, gateways: options.gateways.slice(0, 1) })),
      placeOrder: fromPromise<PlacedOrder, { endpoint: string; order: OrderToPlace }>(async () => placed),
      loadStates: fromCallback(() => {}),
    },
  });
  const startRoot = () =>
    createActor(storefrontMachine, {
      input: { page: productPage(productDetail), settings: defaultSettings, buildId: 'this-build', graphqlUrl: '/graphql', stripe: cardConfig, pageActorsOf: pageActorsOfViews },
    }).start();
  const cartReady = (root: ReturnType<typeof startRoot>) => root.send({ type: 'CART_READY', cart: cartLogic, session, debug: false, reloads: 0, signIn: null });

  it('starts once both its view and the cart are there, whichever came first, with the cart and the settings', () => {
    for (const viewFirst of [true, false]) {
      const root = startRoot();
      if (viewFirst) root.send({ type: 'CHECKOUT_SHOWN', logic: checkoutLogic });
      else cartReady(root);
      expect(systemActor(root.system, 'checkout')).toBeUndefined();
      if (viewFirst) cartReady(root);
      else root.send({ type: 'CHECKOUT_SHOWN', logic: checkoutLogic });
      const checkout = systemActor(root.system, 'checkout')!;
      expect(checkout.getSnapshot().context).toMatchObject({ cartActor: root.getSnapshot().context.cart, payments: { stripe: cardConfig }, plugins: paymentPlugins, endpoint: '/graphql', termsPage: '/terms' });
      // Shown again while it runs: the same checkout, with what was typed.
      checkout.send({ type: 'EDIT', field: 'billing.firstName', value: 'Ada' });
      root.send({ type: 'CHECKOUT_SHOWN', logic: checkoutLogic });
      expect(systemActor(root.system, 'checkout')).toBe(checkout);
      expect(checkout.getSnapshot().context.billing.firstName).toBe('Ada');
      root.stop();
    }
  });

  it('starts anew on the next visit once an order is placed', async () => {
    const root = startRoot();
    cartReady(root);
    root.send({ type: 'CHECKOUT_SHOWN', logic: checkoutLogic });
    const first = systemActor(root.system, 'checkout')!;
    first.send({ type: 'CART_CHANGED', cart: loadedCart, busy: false });
    await afterPromises();
    // The demo shop's settings have a terms page.
    first.send({ type: 'ACCEPT_TERMS', value: true });
    first.send({ type: 'PLACE_ORDER' });
    await afterPromises();
    expect(first.getSnapshot().status).toBe('done');
    // The navigation was told to show the order.
    expect(systemActor(root.system, 'navigation')!.getSnapshot().context.target?.url).toBe(placedPath);
    root.send({ type: 'CHECKOUT_SHOWN', logic: checkoutLogic });
    const next = systemActor(root.system, 'checkout')!;
    expect(next).not.toBe(first);
    expect(next.getSnapshot().matches('active')).toBe(true);
    expect(root.getSnapshot().context.checkout).toBe(next);
    root.stop();
  });
});
