// Checkout (SPEC.md §2, §7 Checkout, §8): the whole flow from the cart to a placed order. The
// billing form starts from the cart's customer; 'ship to a different address' adds the shipping
// form; each country's states are loaded when it is chosen. Where the order ships (its country and
// state), the shipping method and coupon codes are the cart's: they go to the cart machine, whose
// answer brings the new rates and totals. The payment is one of the store's gateways; a gateway
// paid in the page opens its plug-in (payments/, its code loaded only then) and is confirmed
// before the order is sent. A shop with a terms page has the shopper accept it before the order is
// sent. Placing the order is busy until the store answers and cannot be sent twice; the store's refusal shows with its reason, next to the field it names. A placed order
// has emptied the cart on the store: the cart reads it again, and the page leads to the order.
import { and, assertEvent, assign, enqueueActions, fromCallback, fromPromise, not, raise, sendTo, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { orderReceivedPath } from '../../common/orderReceivedPath';
import type { Cart } from '../domain/cart/types';
import { countriesToAsk, loadCountryStates, type StatesLoaded } from './countryStates';
import { checkoutProblems, shipsElsewhere, type CheckoutField, type Problems } from '../domain/checkout/problems';
import {
  emptyAddress,
  type Address,
  type AddressField,
  type CheckoutOptions,
  type CountryState,
  type OrderRefusal,
  type OrderToPlace,
  type PaymentGateway,
  type PlacedOrder,
} from '../domain/checkout/types';
import type { PaymentReport, PaymentSettings } from '../payments/plugin';
import { paymentPlugins, type PaymentPlugins } from '../payments/registry';
import { isCartBusy } from './cartSelectors';
import type { cartMachine } from './cart';
import { tellAction } from './system';

type CartActor = ActorRefFrom<typeof cartMachine>;
type AddressName = 'billing' | 'shipping';
/** The fields the shopper types into. */
export type EditableField = `${AddressName}.${AddressField}` | 'account.username' | 'account.password' | 'customerNote';

export type CheckoutEvent =
  /** The cart as it now stands, and whether a change to it is on its way to the store. */
  | { type: 'CART_CHANGED'; cart: Cart | null; busy: boolean }
  | { type: 'EDIT'; field: EditableField; value: string }
  | { type: 'SHIP_TO_DIFFERENT_ADDRESS'; value: boolean }
  | { type: 'CREATE_ACCOUNT'; value: boolean }
  /** The shopper ticks (or unticks) that they accept the shop's terms. */
  | { type: 'ACCEPT_TERMS'; value: boolean }
  | { type: 'CHOOSE_SHIPPING'; methodId: string }
  | { type: 'CHOOSE_PAYMENT'; gatewayId: string }
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON'; code: string }
  | { type: 'PLACE_ORDER' }
  /** Asks again for the gateways and countries after they could not be loaded. */
  | { type: 'RETRY' }
  | StatesLoaded
  /** The page is shown again (a later visit): the chosen gateway's part is opened anew in it. */
  | { type: 'SHOWN' }
  | PaymentReport;

export interface CheckoutInput {
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
  /** The cart machine of the storefront system, whose cart is checked out. */
  cart: CartActor | null;
  /** Store setting (SPEC §6). */
  hideBillingAddressForVirtualProducts: boolean;
  /** Store setting: the shop's terms page, which the shopper must accept; '' when the shop has none. */
  termsPage: string;
  /** The browser settings of the gateways paid in the page (the boot data's). */
  payments: PaymentSettings;
  /** The gateways paid in the page: the registry's, unless a test gives its own. */
  plugins?: PaymentPlugins;
}

/** A refusal shown above the Place order button (SPEC §8): the order's or the payment's, with the reason. */
export interface CheckoutError {
  kind: 'order' | 'payment';
  /** The store's (or the payment provider's) own words; null when they are shown next to the field they name. */
  reason: string | null;
}

export interface CheckoutContext extends Omit<CheckoutInput, 'cart' | 'plugins'> {
  plugins: PaymentPlugins;
  cartActor: CartActor | null;
  cart: Cart | null;
  cartBusy: boolean;
  gateways: PaymentGateway[];
  countries: string[];
  /** The states of each country the store has answered for; a country without a list has an empty one. */
  states: Record<string, CountryState[]>;
  /** The countries whose states have been asked for, answered or not. */
  statesAsked: string[];
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  customerNote: string;
  createAccount: boolean;
  account: { username: string; password: string };
  termsAccepted: boolean;
  paymentMethod: string | null;
  /** The chosen gateway's part of the page has every detail it needs to pay. */
  paymentComplete: boolean;
  /** Why the chosen gateway's part of the page could not be opened. */
  paymentUnavailable: string | null;
  /** The form started from the cart's customer (once). */
  prefilled: boolean;
  /** Problems shown since the shopper last tried to place the order; each clears as its field is edited. */
  problems: Problems;
  error: CheckoutError | null;
  /** Counts the refused attempts, so the view can take the focus to what needs fixing each time. */
  attempts: number;
  /** The payment confirmed in the page, which the order is sent with. */
  transactionId: string | null;
  order: PlacedOrder | null;
}

/** The address the order ships to: its country and state choose the cart's rates and tax. */
function shippingAddress(context: Pick<CheckoutContext, 'shipToDifferentAddress' | 'cart' | 'billing' | 'shipping'>): Address {
  return shipsElsewhere(context) ? context.shipping : context.billing;
}

/** Fields still empty take the customer's value; what the shopper typed stays. */
function filledIn(typed: Address, known: Address | undefined, location: { country: string; state: string }): Address {
  const filled = { ...typed };
  for (const field of Object.keys(emptyAddress) as AddressField[]) filled[field] = typed[field] || known?.[field] || '';
  if (!filled.country) filled.country = location.country;
  if (!filled.state && filled.country === location.country) filled.state = location.state;
  return filled;
}

/** The form's field a store error names, if it is one the form shows. */
function knownField(field: string | null): CheckoutField | null {
  if (!field) return null;
  const [part, name] = field.split('.');
  if ((part === 'billing' || part === 'shipping') && name && name in emptyAddress) return field as CheckoutField;
  if (field === 'account.username' || field === 'account.password' || field === 'customerNote' || field === 'paymentMethod') return field;
  return null;
}

/** placeOrder refuses with the store's OrderRefusal (graphql/checkout.ts reads it); anything else, such as its code failing to load, is SPEC §8's 'Something went wrong'. */
function asRefusal(error: unknown): OrderRefusal {
  const given = error as Partial<OrderRefusal> | null;
  if (typeof given?.message === 'string' && given.message && typeof given.payment === 'boolean') return { message: given.message, field: given.field ?? null, payment: given.payment };
  return { message: 'Something went wrong', field: null, payment: false };
}

export const checkoutMachine = setup({
  types: {} as {
    context: CheckoutContext;
    events: CheckoutEvent;
    input: CheckoutInput;
  },
  actors: {
    // The gateways and countries over the GraphQL endpoint (graphql/checkout.ts loads with it).
    loadOptions: fromPromise<CheckoutOptions, { endpoint: string }>(async ({ input }) => (await import('../graphql/checkout')).loadCheckoutOptions(input.endpoint)),
    loadStates: loadCountryStates,
    // The cart machine's cart, each time it changes.
    watchCart: fromCallback<CheckoutEvent, { cart: CartActor | null }>(({ input, sendBack }) => {
      const cart = input.cart;
      if (!cart) return;
      const report = (snapshot: ReturnType<CartActor['getSnapshot']>) => sendBack({ type: 'CART_CHANGED', cart: snapshot.context.cart, busy: isCartBusy(snapshot) });
      report(cart.getSnapshot());
      return cart.subscribe(report).unsubscribe;
    }),
    // The chosen gateway's plug-in, open in the page while it is chosen; CONFIRM pays.
    gatewayPayment: fromCallback<{ type: 'CONFIRM' }, { endpoint: string; plugins: PaymentPlugins; gatewayId: string; settings: PaymentSettings }>(({ input, sendBack, receive }) => {
      let closed = false;
      const plugin = input.plugins[input.gatewayId]!;
      const opened = plugin.open({ endpoint: input.endpoint, settings: plugin.settingsOf(input.settings) }, (report) => closed || sendBack(report));
      opened.catch((error: unknown) => closed || sendBack({ type: 'PAYMENT_UNAVAILABLE', message: error instanceof Error ? error.message : '' }));
      receive(() => {
        void opened.then((payment) => payment.confirm()).catch((error: unknown) => sendBack({ type: 'PAYMENT_DECLINED', message: error instanceof Error ? error.message : '' }));
      });
      return () => {
        closed = true;
        void opened.then((payment) => payment.close(), () => {});
      };
    }),
    // The Checkout mutation; a refusal comes as an OrderRefusal.
    placeOrder: fromPromise<PlacedOrder, { endpoint: string; order: OrderToPlace }>(async ({ input }) => (await import('../graphql/checkout')).placeOrder(input.endpoint, input.order)),
  },
  guards: {
    // The store has answered with a cart worth ordering, and has no change of it still to answer.
    canOrder: ({ context }) => context.cart !== null && !context.cart.isEmpty && !context.cartBusy,
    isComplete: ({ context }) => Object.keys(checkoutProblems(context)).length === 0,
    hasOptions: stateIn({ active: { options: 'ready' } }),
    // SPEC §2: the order can be placed once the form knows its gateways and the store its cart.
    canPlace: and(['hasOptions', 'canOrder']),
    isPlacing: stateIn({ active: { form: 'placing' } }),
    paysInPage: ({ context }) => context.paymentMethod !== null && context.plugins[context.paymentMethod] !== undefined,
    offersGateway: ({ context, event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT');
      return context.gateways.some((gateway) => gateway.id === event.gatewayId);
    },
    isPaidInPage: ({ context, event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT');
      return context.plugins[event.gatewayId] !== undefined;
    },
    // A payment opened in the page is for one total (Stripe's intent): a new total needs a new one.
    totalChanged: ({ context, event }) => {
      assertEvent(event, 'CART_CHANGED');
      return event.cart !== null && context.cart !== null && event.cart.total !== context.cart.total;
    },
    // A country or state: where the order ships may change with it.
    movesShipping: ({ event }) => {
      assertEvent(event, 'EDIT');
      return event.field.endsWith('.country') || event.field.endsWith('.state');
    },
    notPrefilled: ({ context, event }) => {
      assertEvent(event, 'CART_CHANGED');
      return !context.prefilled && event.cart !== null;
    },
  },
  actions: {
    takeCart: assign(({ event }) => {
      assertEvent(event, 'CART_CHANGED');
      return { cart: event.cart, cartBusy: event.busy };
    }),
    prefill: assign(({ context, event }) => {
      assertEvent(event, 'CART_CHANGED');
      const location = event.cart!.location;
      const billing = filledIn(context.billing, event.cart!.customer?.billing, location);
      const shipping = filledIn(context.shipping, event.cart!.customer?.shipping, location);
      // A customer who shipped elsewhere before starts with that address shown.
      const elsewhere = shipping.address1 !== '' && (shipping.address1 !== billing.address1 || shipping.country !== billing.country);
      return { billing, shipping, shipToDifferentAddress: context.shipToDifferentAddress || elsewhere, prefilled: true };
    }),
    takeOptions: assign((_, options: CheckoutOptions) => ({ gateways: options.gateways, countries: options.countries })),
    // WooCommerce offers the first gateway chosen.
    chooseFirstGateway: raise(({ context }) => ({ type: 'CHOOSE_PAYMENT' as const, gatewayId: context.paymentMethod ?? context.gateways[0]?.id ?? '' })),
    loadMissingStates: enqueueActions(({ context, enqueue }) => {
      const missing = countriesToAsk([context.billing, context.shipping], context.statesAsked);
      if (missing.length === 0) return;
      enqueue.assign({ statesAsked: [...context.statesAsked, ...missing] });
      for (const country of missing) enqueue.spawnChild('loadStates', { id: `states-${country}`, input: { endpoint: context.endpoint, country } });
    }),
    takeStates: assign(({ context, event }) => {
      assertEvent(event, 'STATES_LOADED');
      return { states: { ...context.states, [event.country]: event.states } };
    }),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const { [event.field]: _cleared, ...problems } = context.problems;
      const [part, name] = event.field.split('.') as [string, string | undefined];
      if (part === 'billing' || part === 'shipping') {
        const address = { ...context[part], [name!]: event.value };
        // Another country's states are not this one's.
        if (name === 'country') address.state = '';
        return { [part]: address, problems };
      }
      if (part === 'account') return { account: { ...context.account, [name!]: event.value }, problems };
      return { customerNote: event.value, problems };
    }),
    // SPEC §2: where the order ships chooses the cart's rates and tax, so the cart hears of it.
    tellLocation: tellAction('checkout', ({ context }: { context: CheckoutContext }) => {
      const { country, state } = shippingAddress(context);
      const location = context.cart?.location;
      const moved = country && (!location || location.country !== country || location.state !== state);
      return moved ? { to: 'cart', event: { type: 'SET_LOCATION', location: { country, state } } } : null;
    }),
    shipToDifferentAddress: assign(({ context, event }) => {
      assertEvent(event, 'SHIP_TO_DIFFERENT_ADDRESS');
      const problems = Object.fromEntries(Object.entries(context.problems).filter(([field]) => !field.startsWith('shipping.')));
      return { shipToDifferentAddress: event.value, problems };
    }),
    createAccount: assign(({ context, event }) => {
      assertEvent(event, 'CREATE_ACCOUNT');
      const problems = Object.fromEntries(Object.entries(context.problems).filter(([field]) => !field.startsWith('account.')));
      return { createAccount: event.value, problems };
    }),
    acceptTerms: assign(({ context, event }) => {
      assertEvent(event, 'ACCEPT_TERMS');
      const { terms: _refused, ...problems } = context.problems;
      return { termsAccepted: event.value, problems };
    }),
    choosePayment: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT');
      const { paymentMethod: _chosen, paymentDetails: _details, ...problems } = context.problems;
      return { paymentMethod: event.gatewayId, problems, paymentComplete: false, paymentUnavailable: null };
    }),
    tellShipping: tellAction('checkout', ({ event }: { event: CheckoutEvent }) => {
      assertEvent(event, 'CHOOSE_SHIPPING');
      return { to: 'cart', event: { type: 'CHOOSE_SHIPPING', methodId: event.methodId } };
    }),
    tellCoupon: tellAction('checkout', ({ event }: { event: CheckoutEvent }) => {
      assertEvent(event, ['APPLY_COUPON', 'REMOVE_COUPON']);
      return { to: 'cart', event };
    }),
    takePaymentState: assign(({ event }) => {
      assertEvent(event, 'PAYMENT_CHANGED');
      return { paymentComplete: event.complete };
    }),
    markPaymentUnavailable: assign(({ event }) => {
      assertEvent(event, 'PAYMENT_UNAVAILABLE');
      return { paymentUnavailable: event.message };
    }),
    showProblems: assign(({ context }) => ({ problems: checkoutProblems(context), attempts: context.attempts + 1 })),
    clearError: assign({ error: null, problems: {}, transactionId: null }),
    confirmPayment: sendTo('gatewayPayment', { type: 'CONFIRM' as const }),
    takeTransaction: assign(({ event }) => {
      assertEvent(event, 'PAYMENT_CONFIRMED');
      return { transactionId: event.transactionId };
    }),
    // SPEC §8: 'Payment failed. Please try another payment method.', with the provider's reason.
    showDecline: assign(({ context, event }) => {
      assertEvent(event, 'PAYMENT_DECLINED');
      return { error: { kind: 'payment' as const, reason: event.message || null }, attempts: context.attempts + 1 };
    }),
    // SPEC §8: the store's reason, next to the field it names when the form shows that field.
    showRefusal: assign(({ context }, error: unknown) => {
      const refusal = asRefusal(error);
      const field = knownField(refusal.field);
      return {
        error: { kind: refusal.payment ? ('payment' as const) : ('order' as const), reason: field ? null : refusal.message },
        problems: field ? { [field]: { kind: 'store' as const, message: refusal.message } } : {},
        attempts: context.attempts + 1,
      };
    }),
    takeOrder: assign((_, order: PlacedOrder) => ({ order })),
    // The store emptied the cart with the order: the cart reads it again, in turn with its changes.
    reloadCart: tellAction('checkout', () => ({ to: 'cart', event: { type: 'RELOAD' } })),
    // The navigation adds the page's locale.
    showOrder: tellAction('checkout', (_, order: PlacedOrder) => ({
      to: 'navigation',
      event: { type: 'NAVIGATE', to: orderReceivedPath({ id: order.orderId, orderKey: order.orderKey }) },
    })),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    endpoint: input.endpoint,
    hideBillingAddressForVirtualProducts: input.hideBillingAddressForVirtualProducts,
    termsPage: input.termsPage,
    payments: input.payments,
    plugins: input.plugins ?? paymentPlugins,
    cartActor: input.cart,
    cart: null,
    cartBusy: false,
    gateways: [],
    countries: [],
    states: {},
    statesAsked: [],
    billing: emptyAddress,
    shipping: emptyAddress,
    shipToDifferentAddress: false,
    customerNote: '',
    createAccount: false,
    account: { username: '', password: '' },
    termsAccepted: false,
    paymentMethod: null,
    paymentComplete: false,
    paymentUnavailable: null,
    prefilled: false,
    problems: {},
    error: null,
    attempts: 0,
    transactionId: null,
    order: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      invoke: { src: 'watchCart', input: ({ context }) => ({ cart: context.cartActor }) },
      on: {
        CART_CHANGED: [
          { guard: 'notPrefilled', actions: ['takeCart', 'prefill', 'loadMissingStates', 'tellLocation'] },
          { actions: 'takeCart' },
        ],
        STATES_LOADED: { actions: 'takeStates' },
      },
      states: {
        // The gateways and countries the form offers.
        options: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadOptions',
                src: 'loadOptions',
                input: ({ context }) => ({ endpoint: context.endpoint }),
                onDone: {
                  target: 'ready',
                  actions: [
                    {
                      type: 'takeOptions',
                      // A gateway the browser cannot open (its plug-in has no settings) is not offered.
                      params: ({ context, event }) => ({
                        ...event.output,
                        gateways: event.output.gateways.filter((gateway) => context.plugins[gateway.id]?.settingsOf(context.payments) !== null),
                      }),
                    },
                    'chooseFirstGateway',
                  ],
                },
                onError: 'failed',
              },
            },
            failed: { on: { RETRY: 'loading' } },
            ready: {},
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                EDIT: [
                  { guard: 'movesShipping', actions: ['edit', 'loadMissingStates', 'tellLocation'] },
                  { actions: 'edit' },
                ],
                SHIP_TO_DIFFERENT_ADDRESS: { actions: ['shipToDifferentAddress', 'tellLocation'] },
                CREATE_ACCOUNT: { actions: 'createAccount' },
                ACCEPT_TERMS: { actions: 'acceptTerms' },
                CHOOSE_SHIPPING: { actions: 'tellShipping' },
                APPLY_COUPON: { actions: 'tellCoupon' },
                REMOVE_COUPON: { actions: 'tellCoupon' },
                PLACE_ORDER: [
                  { guard: and(['canPlace', 'isComplete']), target: 'placing', actions: 'clearError' },
                  { guard: 'canPlace', actions: 'showProblems' },
                ],
              },
            },
            // Busy: nothing the shopper does changes the order until the store has answered.
            placing: {
              initial: 'paying',
              states: {
                paying: {
                  always: [{ guard: 'paysInPage', target: 'confirmingPayment' }, { target: 'sending' }],
                },
                confirmingPayment: {
                  entry: 'confirmPayment',
                  on: {
                    PAYMENT_CONFIRMED: { target: 'sending', actions: 'takeTransaction' },
                    PAYMENT_DECLINED: { target: '#checkout.active.form.editing', actions: 'showDecline' },
                  },
                },
                sending: {
                  invoke: {
                    id: 'placeOrder',
                    src: 'placeOrder',
                    input: ({ context }) => ({
                      endpoint: context.endpoint,
                      order: {
                        paymentMethod: context.paymentMethod!,
                        billing: context.billing,
                        shipping: shipsElsewhere(context) ? context.shipping : null,
                        customerNote: context.customerNote,
                        account: context.createAccount ? context.account : null,
                        transactionId: context.transactionId,
                      },
                    }),
                    onDone: {
                      target: '#checkout.placed',
                      actions: [
                        { type: 'takeOrder', params: ({ event }) => event.output },
                        'reloadCart',
                        { type: 'showOrder', params: ({ event }) => event.output },
                      ],
                    },
                    onError: { target: '#checkout.active.form.editing', actions: { type: 'showRefusal', params: ({ event }: { event: { error: unknown } }) => event.error } },
                  },
                },
              },
            },
          },
        },
        payment: {
          initial: 'offline',
          on: {
            CHOOSE_PAYMENT: [
              { guard: and([not('isPlacing'), 'offersGateway', 'isPaidInPage']), target: '.inPage', actions: 'choosePayment' },
              { guard: and([not('isPlacing'), 'offersGateway']), target: '.offline', actions: 'choosePayment' },
            ],
          },
          states: {
            // A gateway paid outside the page (cash on delivery, bank transfer, cheque), or none yet.
            offline: {},
            // A gateway paid in the page: its plug-in is open while it is chosen.
            inPage: {
              invoke: {
                id: 'gatewayPayment',
                src: 'gatewayPayment',
                input: ({ context }) => ({ endpoint: context.endpoint, plugins: context.plugins, gatewayId: context.paymentMethod!, settings: context.payments }),
              },
              on: {
                CART_CHANGED: { guard: and([not('isPlacing'), 'totalChanged']), target: 'inPage', reenter: true, actions: 'takeCart' },
                SHOWN: { guard: not('isPlacing'), target: 'inPage', reenter: true },
              },
              initial: 'preparing',
              states: {
                preparing: {
                  on: {
                    PAYMENT_READY: 'ready',
                    PAYMENT_UNAVAILABLE: { target: 'unavailable', actions: 'markPaymentUnavailable' },
                  },
                },
                ready: {
                  on: { PAYMENT_CHANGED: { actions: 'takePaymentState' } },
                },
                unavailable: {},
              },
            },
          },
        },
      },
    },
    // The order is placed: the page moves on to it.
    placed: { type: 'final' },
  },
});

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The Place order button works: the form is being edited and the order can be placed (the guard `canPlace`). */
export function canPlaceOrder(snapshot: CheckoutSnapshot): boolean {
  return snapshot.can({ type: 'PLACE_ORDER' });
}
