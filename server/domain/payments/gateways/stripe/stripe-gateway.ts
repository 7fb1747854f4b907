// Card payments through Stripe, offered only when its keys are configured: the browser confirms a
// PaymentIntent of the cart's total (stripePaymentIntent), and checkout asks Stripe whether that
// intent was made for this cart session and paid for exactly the order's total.
import type { GatewayPlugin, PaymentAttempt, PaymentConfirmation } from '../../payment-gateway';
import { withOverrides } from '../../gateway-texts';
import type { CardPayments } from './card-payments';
import { stripeTexts } from './stripe-texts';

/** Where a failed order keeps the intent it tried, as WooCommerce's Stripe gateway does. */
const intentKey = '_stripe_intent_id';

async function confirmIntent(cardPayments: CardPayments, { transactionId, amountCents, currency, sessionKey }: PaymentAttempt): Promise<PaymentConfirmation> {
  if (!transactionId) return { outcome: 'refused', reason: 'No card payment was made.' };
  const reference = { key: intentKey, value: transactionId };
  const outcome = await cardPayments.checkPayment({ intentId: transactionId, amountCents, currency: currency.toLowerCase(), sessionKey });
  if (outcome.paid) return { outcome: 'paid', transactionId: outcome.transactionId, reference };
  // Another shopper's intent is refused and not kept: a failed order of this session naming it
  // would tie their payment to this shopper.
  if ('forAnotherCart' in outcome) return { outcome: 'refused', reason: outcome.reason };
  return { outcome: 'declined', reason: outcome.reason, reference };
}

export const stripeGateway: GatewayPlugin = ({ cardPayments, payments }) =>
  cardPayments
    ? {
        id: 'stripe',
        texts: withOverrides(stripeTexts, payments.stripe.texts),
        placedStatus: () => 'processing',
        confirmPayment: (attempt) => confirmIntent(cardPayments, attempt),
      }
    : null;
