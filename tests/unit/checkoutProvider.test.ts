// @vitest-environment jsdom
// Checkout's store calls (src/graphql/checkout.ts) over a stubbed fetch: what the Checkout
// mutation sends (the addresses trimmed, no amount, a card payment's intent, the page's language
// as the order's `locale` meta data), what a placed order answers, and how a refusal keeps the
// field it names and a failed payment's own reason.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAddress, type OrderToPlace } from '../../src/domain/checkout/types';
import { loadCheckoutOptions, placeOrder } from '../../src/graphql/checkout';
import { setLocale } from '../../src/i18n';

function answer(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof answer>) => JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));

const order: OrderToPlace = {
  paymentMethod: 'cod',
  billing: { ...emptyAddress, firstName: ' Ada ', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com' },
  shipping: null,
  customerNote: '  ',
  account: null,
  transactionId: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en_US');
});

describe('checkout store calls', () => {
  it('sends the order without amounts and answers the placed order', async () => {
    const fetch = answer({ data: { checkout: { result: 'success', redirect: '/checkout/order-received/7?key=wc_order_x', order: { databaseId: 7, orderKey: 'wc_order_x', orderNumber: '7', status: 'PROCESSING' } } } });
    await expect(placeOrder('/graphql', order)).resolves.toEqual({ orderId: 7, orderKey: 'wc_order_x', orderNumber: '7' });
    const { input } = sent(fetch).variables;
    expect(input).toEqual({
      paymentMethod: 'cod',
      billing: { ...order.billing, firstName: 'Ada' },
      shipToDifferentAddress: false,
      customerNote: null,
      metaData: [{ key: 'locale', value: 'en_US' }],
    });
  });

  it('sends the page’s language, in which the store writes the confirmation mail', async () => {
    setLocale('de_DE');
    const fetch = answer({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 9, orderKey: 'wc_order_z', orderNumber: '9', status: 'PROCESSING' } } } });
    await placeOrder('/graphql', order);
    expect(sent(fetch).variables.input.metaData).toEqual([{ key: 'locale', value: 'de_DE' }]);
  });

  it('sends a card payment with its intent and the shipping address when it is another', async () => {
    const fetch = answer({ data: { checkout: { result: 'success', redirect: null, order: { databaseId: 8, orderKey: 'wc_order_y', orderNumber: '8', status: 'PROCESSING' } } } });
    const shipping = { ...emptyAddress, firstName: 'Charles', country: 'FR' };
    await placeOrder('/graphql', { ...order, paymentMethod: 'stripe', shipping, transactionId: 'pi_1', account: { username: 'ada', password: 'secret words' } });
    expect(sent(fetch).variables.input).toMatchObject({
      paymentMethod: 'stripe',
      shipToDifferentAddress: true,
      shipping: { firstName: 'Charles', country: 'FR' },
      account: { username: 'ada', password: 'secret words' },
      transactionId: 'pi_1',
      isPaid: true,
    });
  });

  it('keeps the field a refusal names, and a failed payment’s own reason', async () => {
    answer({ errors: [{ message: 'Billing Email address is not a valid email address.', extensions: { code: 'BAD_USER_INPUT', field: 'billing.email' } }] });
    await expect(placeOrder('/graphql', order)).rejects.toEqual({ message: 'Billing Email address is not a valid email address.', field: 'billing.email', payment: false });
    answer({ errors: [{ message: 'Payment failed. Please try another payment method.', extensions: { code: 'PAYMENT_FAILED', field: 'paymentMethod', reason: 'Your card was declined.' } }] });
    await expect(placeOrder('/graphql', order)).rejects.toEqual({ message: 'Your card was declined.', field: 'paymentMethod', payment: true });
    answer({ errors: [{ message: '"Organic V-Neck Tee" is out of stock.' }] });
    await expect(placeOrder('/graphql', order)).rejects.toEqual({ message: '"Organic V-Neck Tee" is out of stock.', field: null, payment: false });
  });

  it('answers the gateways with their descriptions as text, and the countries', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      const data =
        operationName === 'getPaymentGateways'
          ? { paymentGateways: { nodes: [{ id: 'bacs', title: 'Direct bank transfer', description: '<p>Pay into our <strong>bank</strong> account.</p>' }] } }
          : { allowedCountries: ['DE', null, 'FR'] };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    await expect(loadCheckoutOptions('/graphql')).resolves.toEqual({
      gateways: [{ id: 'bacs', title: 'Direct bank transfer', description: 'Pay into our bank account.' }],
      countries: ['DE', 'FR'],
    });
  });
});
