// Checkout paid by card, the whole way over HTTP with the official `stripe` package against the
// local stand-in of Stripe (never the internet): the shopper asks for an intent of the cart total,
// confirms it with a card as Stripe.js would, and checks out with its id. A paying card places a
// paid order; a declined card and an intent paid for another amount (the cart changed after paying)
// are refused and kept as failed orders that took no stock. Another shopper's paid intent of the
// same total pays nothing and is kept nowhere (issue 35), while a guest who signs in before paying
// pays with the intent of their signed-in cart.
import { afterAll, describe, expect, it } from 'vitest';
import { GetStripePaymentIntentDocument } from '../../src/graphql/generated/graphql';
import { stripeCardPayments } from '../../server/domain/payments/gateways/stripe/stripe-payments';
import { confirmInBrowser } from '../stripe-stand-in/confirm-in-browser';
import { standInKeys } from '../stripe-stand-in/stand-in-keys';
import { startStripeStandIn } from '../stripe-stand-in/stripe-stand-in';
import { bearer, loginMutation, makeCustomer } from './accounts-support';
import { describeBackends, noRateLimits, type Backend } from './harness';
import { codCheckout, makeProduct, ordersPlaced, productState, Shopper } from './checkout-shoppers';
import { holdBoundMs, whileProbing } from './loop-probe';

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

const cardPayments = stripeCardPayments({ ...standInKeys, apiUrl: standIn.url, jsUrl: `${standIn.url}/v3/` });


/** The card payment intent of the shopper's cart, as the checkout page asks for it. */
async function cardIntent(shopper: Shopper): Promise<{ id: string; clientSecret: string }> {
  const { data, errors } = await shopper.send(GetStripePaymentIntentDocument.toString(), { stripePaymentMethod: 'PAYMENT' });
  expect(errors).toBeUndefined();
  return data.stripePaymentIntent;
}

/** A shopper with 2 units of a product of their own (3 in stock), who has paid for the cart with `cardNumber`. */
async function paidCart(api: Backend, cardNumber: string) {
  const shopper = new Shopper(api);
  const product = await makeProduct(api, { price: 1900, stock: 3 });
  await shopper.add(product.id, 2);
  const intent = await cardIntent(shopper);
  await confirmInBrowser(standIn.url, intent, cardNumber);
  return { shopper, product, intent };
}

const cardCheckout = (transactionId: string) => codCheckout({ paymentMethod: 'stripe', transactionId, isPaid: true });

describeBackends(
  'checkout by card through the Stripe stand-in',
  (use) => {
    it('places a paid order for a card that pays', async () => {
      const api = use();
      const { shopper, product, intent } = await paidCart(api, '4242424242424242');
      const answer = await shopper.checkout(cardCheckout(intent.id));
      expect(answer.errors).toBeUndefined();
      expect(await productState(api, product.id)).toMatchObject({ stock: 1, sales: 2 });
      expect((await shopper.cart()).isEmpty).toBe(true);
      // Sent again (the answer was lost), the same payment names the same order.
      expect((await shopper.checkout(cardCheckout(intent.id))).data.checkout.redirect).toBe(answer.data.checkout.redirect);
    });

    it('refuses a declined card with Stripe’s reason, takes no stock and keeps the cart', async () => {
      const api = use();
      const { shopper, product, intent } = await paidCart(api, '4000000000000002');
      const answer = await shopper.checkout(cardCheckout(intent.id));
      expect(answer.errors?.[0]?.message).toBe('Payment failed. Please try another payment method. Your card was declined.');
      expect(await productState(api, product.id)).toMatchObject({ stock: 3, sales: 0 });
      expect((await shopper.cart()).contents.itemCount).toBe(2);
    });

    it('refuses an intent paid for another amount than the order’s', async () => {
      const api = use();
      const { shopper, product, intent } = await paidCart(api, '4242424242424242');
      // A third €19.00 passes the €50.00 free-shipping amount: €57.00 and its tax, shipped free.
      await shopper.add(product.id, 1);
      const answer = await shopper.checkout(cardCheckout(intent.id));
      expect(answer.errors?.[0]?.message).toBe('Payment failed. Please try another payment method. The card payment (€51.05) does not match the order total (€67.83).');
      expect(await productState(api, product.id)).toMatchObject({ stock: 3, sales: 0 });
      expect((await shopper.cart()).contents.itemCount).toBe(3);
    });

    it('refuses another shopper’s paid intent of the same total and keeps nothing of it; its owner then checks out', async () => {
      const api = use();
      const { shopper: owner, product, intent } = await paidCart(api, '4242424242424242');
      const attacker = new Shopper(api);
      await attacker.add(product.id, 2);
      expect((await attacker.cart()).total).toBe((await owner.cart()).total);
      const probe = await whileProbing(async () => {
        const attack = await attacker.checkout(cardCheckout(intent.id));
        expect(attack.errors?.[0]).toMatchObject({
          message: 'Payment failed. Please try another payment method. The card payment was made for another cart.',
          extensions: { code: 'PAYMENT_FAILED', field: 'paymentMethod' },
        });
        // No order, not even a failed one naming the owner's payment, and no stock taken.
        expect(await ordersPlaced(api, attacker)).toBe(0);
        expect(await productState(api, product.id)).toMatchObject({ stock: 3, sales: 0 });
        const paid = await owner.checkout(cardCheckout(intent.id));
        expect(paid.errors).toBeUndefined();
        expect(paid.data.checkout.result).toBe('success');
      });
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
      expect(await productState(api, product.id)).toMatchObject({ stock: 1, sales: 2 });
      expect(await ordersPlaced(api, owner)).toBe(1);
    });

    it('lets a guest who signs in before paying pay with the intent of their signed-in cart', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const product = await makeProduct(api, { price: 1900, stock: 3 });
      let authToken = '';
      // The storefront sends the auth token with every request once signed in.
      const guest = new Shopper({ query: (query, variables, headers) => api.query(query, variables, { ...headers, ...(authToken ? bearer(authToken) : {}) }) });
      await guest.add(product.id, 2);
      await cardIntent(guest);
      const signedIn = await guest.send(loginMutation, { username: customer.username, password: customer.password });
      expect(signedIn.errors).toBeUndefined();
      authToken = signedIn.data.login.authToken;
      guest.token = signedIn.data.login.sessionToken;
      // Back on the checkout page, the card form asks for an intent of the merged cart.
      const intent = await cardIntent(guest);
      await confirmInBrowser(standIn.url, intent, '4242424242424242');
      const answer = await guest.checkout(cardCheckout(intent.id));
      expect(answer.errors).toBeUndefined();
      expect(await productState(api, product.id)).toMatchObject({ stock: 1, sales: 2 });
    });
  },
  { writes: true, route: { cardPayments } },
);

// What a shopper's requests take on the shop's server is charged to them (serverTime); what they
// wait on the payment provider is not the server's time: a card checkout on a slow provider must
// not use up a shopper's share.
const slowStandIn = await startStripeStandIn({ latencyMs: 300 });
afterAll(() => slowStandIn.close());
const slowCardPayments = stripeCardPayments({ ...standInKeys, apiUrl: slowStandIn.url, jsUrl: `${slowStandIn.url}/v3/` });

describe('a card checkout on a slow payment provider', () => {
  describeBackends(
    'charged for the server’s time only',
    (use) => {
      it('asks for intents and checks out, seconds of waiting on the provider, without being refused', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { price: 1900, stock: 3 });
        await shopper.add(product.id, 1);
        // The checkout page asks again whenever the total changes: each waits 300 ms on the provider.
        for (let n = 0; n < 3; n++) await cardIntent(shopper);
        const intent = await cardIntent(shopper);
        await confirmInBrowser(slowStandIn.url, intent, '4242424242424242');
        const answer = await shopper.checkout(cardCheckout(intent.id));
        expect(answer.errors).toBeUndefined();
        expect((await shopper.cart()).isEmpty).toBe(true);
      });
    },
    // A share of a little over a second: the provider's 1.5 s would use it up twice over.
    { writes: true, route: { cardPayments: slowCardPayments, rateLimits: { ...noRateLimits, serverTime: { address: { limit: 12, perSeconds: 600 } } } } },
  );
});
