// Card payments through Stripe with the official `stripe` package: a PaymentIntent of the cart's
// total for the browser's Payment Element to confirm, and, when the order is placed, the
// server's own reading of that intent: it counts as paid only when it was made for the cart
// session checking out and Stripe says it succeeded for exactly the order's amount and currency.
import Stripe from 'stripe';
import type { CardPayments, CreatedPaymentIntent, PaymentCheck, PaymentCheckOutcome, PaymentIntentDraft } from './card-payments';
import { amountText } from '../../amount-text';
import { PaymentProviderError } from '../../payment-provider-error';
import { elsewhere } from '../../../rate-limits/time-elsewhere';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Another address for Stripe's API (a local stand-in in tests); unset means Stripe's own. */
  apiUrl: string | undefined;
  /** Where browsers load Stripe.js from. */
  jsUrl: string;
}

type StripeOptions = NonNullable<ConstructorParameters<typeof Stripe>[1]>;

/** The stripe package reaches another address through its host, port and protocol options. */
function apiAddress(apiUrl: string | undefined): Pick<StripeOptions, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const unavailable = 'Card payments are not available right now. Please try again later or choose another payment method.';

/** Stripe's own errors as the shopper should read them; anything else (a wrong key) is ours to fix, and thrown as it is. */
function providerError(error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
    return new PaymentProviderError(unavailable, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const message =
      error.code === 'amount_too_small'
        ? 'The order total is too small for a card payment. Please choose another payment method.'
        : 'The card payment could not be prepared. Please choose another payment method.';
    return new PaymentProviderError(message, { cause: error });
  }
  return error;
}

/** What an intent that did not succeed says to the shopper. */
function notPaidReason(intent: Stripe.PaymentIntent): string {
  switch (intent.status) {
    case 'processing':
      return 'The card payment is still being processed. Please try again in a moment.';
    case 'requires_action':
      return 'The card payment still needs your confirmation.';
    case 'canceled':
      return 'The card payment was canceled.';
    default:
      // Declined: Stripe's own words ("Your card was declined.").
      return intent.last_payment_error?.message ?? 'The card payment has not been completed.';
  }
}

export function stripeCardPayments(settings: StripeSettings): CardPayments {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiUrl),
    // A shopper waits on every call: a stalled connection is given up on soon, and tried once more.
    timeout: 4_000,
    maxNetworkRetries: 1,
    telemetry: false,
  });

  return {
    publishableKey: settings.publishableKey,

    async createIntent({ amountCents, currency, sessionKey }: PaymentIntentDraft): Promise<CreatedPaymentIntent> {
      try {
        const intent = await elsewhere(() => stripe.paymentIntents.create({
          amount: amountCents,
          currency: currency.toLowerCase(),
          // The methods the shop's Stripe account enables, but none that leave the page: checkout
          // confirms in the page (redirect 'if_required') and then checks the intent on the server.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { session_key: sessionKey },
        }));
        return { id: intent.id, clientSecret: intent.client_secret!, amountCents: intent.amount, currency: intent.currency };
      } catch (error) {
        throw providerError(error);
      }
    },

    async checkPayment({ intentId, amountCents, currency, sessionKey }: PaymentCheck): Promise<PaymentCheckOutcome> {
      if (!/^pi_[A-Za-z0-9]+$/.test(intentId)) return { paid: false, reason: 'The payment reference is not a card payment.' };
      let intent: Stripe.PaymentIntent;
      try {
        intent = await elsewhere(() => stripe.paymentIntents.retrieve(intentId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return { paid: false, reason: 'The card payment was not found.' };
        }
        throw providerError(error);
      }
      // Before anything else: another shopper's intent neither pays this order nor has its state or amount told.
      if (intent.metadata.session_key !== sessionKey) return { paid: false, reason: 'The card payment was made for another cart.', forAnotherCart: true };
      if (intent.status !== 'succeeded') return { paid: false, reason: notPaidReason(intent) };
      if (intent.amount !== amountCents || intent.currency !== currency.toLowerCase()) {
        return {
          paid: false,
          reason: `The card payment (${amountText(intent.amount, intent.currency)}) does not match the order total (${amountText(amountCents, currency)}).`,
        };
      }
      return { paid: true, transactionId: intent.id };
    },
  };
}
