// A card payment as the storefront makes it, without the Payment Element: the store's intent for
// the session's cart, confirmed at this test's Stripe stand-in with a paying test card. Tests that
// need a paid order (its downloads open only then) check out with the answer.
import { confirmInBrowser } from '../stripe-stand-in/confirm-in-browser';
import { e2eStripeStandIn } from '../stripe-stand-in/e2e-stand-in';
import { expect, thisTestsShopPort } from './test';

type Send = <Data>(query: string, variables?: Record<string, unknown>) => Promise<Data>;

/** The checkout input's payment fields of a card paid for the session's cart as it stands. */
export async function paidByCard(send: Send): Promise<{ paymentMethod: string; transactionId: string; isPaid: boolean }> {
  const { stripePaymentIntent: intent } = await send<{ stripePaymentIntent: { id: string; clientSecret: string } }>(
    '{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { id clientSecret } }',
  );
  const confirmed = await confirmInBrowser(e2eStripeStandIn(thisTestsShopPort()).url, intent, '4242424242424242');
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { paymentMethod: 'stripe', transactionId: intent.id, isPaid: true };
}
