// The card payment intent Stripe's plug-in (payments/stripe/) confirms (SPEC §7 getStripePaymentIntent):
// the store makes it of the session's cart total, so it carries the cart session.
import { sessionClient } from './cart';
import { execute } from './executor';
import { GetStripePaymentIntentDocument } from './generated/graphql';

export interface StripePaymentIntent {
  id: string;
  clientSecret: string;
}

/** A Stripe PaymentIntent (not a SetupIntent) of the cart's total, for the Payment Element to confirm. */
export async function createStripePaymentIntent(endpoint: string): Promise<StripePaymentIntent> {
  const answer = await execute(sessionClient(endpoint), GetStripePaymentIntentDocument, { stripePaymentMethod: 'PAYMENT' });
  const intent = answer.stripePaymentIntent;
  if (intent?.error) throw new Error(intent.error);
  if (!intent?.id || !intent.clientSecret) throw new Error('Something went wrong');
  return { id: intent.id, clientSecret: intent.clientSecret };
}
