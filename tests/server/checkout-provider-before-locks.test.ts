// A card checkout asks its payment provider before it locks anything: while one shopper's payment
// is checked with a slow provider, another shopper buys the same product (whose stock row the
// first checkout will lock) and is answered at once, on PGlite (one connection, which a
// transaction holds) and on PostgreSQL (row locks) alike. The order of the slow checkout is then
// placed as usual.
import { afterAll, expect, it } from 'vitest';
import { GetStripePaymentIntentDocument } from '../../src/graphql/generated/graphql';
import { stripeCardPayments } from '../../server/domain/payments/gateways/stripe/stripe-payments';
import { confirmInBrowser } from '../stripe-stand-in/confirm-in-browser';
import { standInKeys } from '../stripe-stand-in/stand-in-keys';
import { startStripeStandIn } from '../stripe-stand-in/stripe-stand-in';
import { describeBackends } from './harness';
import { codCheckout, makeProduct, productState, Shopper } from './checkout-shoppers';

// Under the stripe package's own timeout (4 s), and far longer than a checkout takes on a busy machine.
const providerLatencyMs = 3_000;
const slowStandIn = await startStripeStandIn({ latencyMs: providerLatencyMs });
afterAll(() => slowStandIn.close());
const cardPayments = stripeCardPayments({ ...standInKeys, apiUrl: slowStandIn.url, jsUrl: `${slowStandIn.url}/v3/` });

async function paidIntent(shopper: Shopper): Promise<string> {
  const { data, errors } = await shopper.send(GetStripePaymentIntentDocument.toString(), { stripePaymentMethod: 'PAYMENT' });
  expect(errors).toBeUndefined();
  const intent = data.stripePaymentIntent as { id: string; clientSecret: string };
  await confirmInBrowser(slowStandIn.url, intent, '4242424242424242');
  return intent.id;
}

describeBackends(
  'a checkout waiting on its payment provider',
  (use) => {
    it('holds no other shopper’s checkout of the same product', async () => {
      const api = use();
      const product = await makeProduct(api, { price: 1900, stock: 5 });
      const byCard = new Shopper(api);
      await byCard.add(product.id, 2);
      const intentId = await paidIntent(byCard);
      const byCash = new Shopper(api);
      await byCash.add(product.id, 1);

      let cardAnswered = false;
      const cardCheckout = byCard.checkout(codCheckout({ paymentMethod: 'stripe', transactionId: intentId })).finally(() => (cardAnswered = true));
      // The card checkout has priced its cart and now waits on the provider's answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const start = performance.now();
      const cash = await byCash.checkout(codCheckout());
      const waitedMs = performance.now() - start;
      console.log(`cash checkout beside a card checkout waiting ${providerLatencyMs} ms on its provider (${api.kind}): ${Math.round(waitedMs)} ms`);
      expect(cash.errors).toBeUndefined();
      expect(cardAnswered).toBe(false);
      expect(waitedMs).toBeLessThan(providerLatencyMs - 1_000);

      const card = await cardCheckout;
      expect(card.errors).toBeUndefined();
      expect(await productState(api, product.id)).toMatchObject({ stock: 2, sales: 3 });
    });
  },
  { writes: true, route: { cardPayments } },
);
