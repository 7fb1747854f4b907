// Stripe (card payments in its Payment Element): opened with the shop's publishable key, and its
// Stripe.js and element code load only once the shopper chooses it.
import type { StripeClientConfig } from '../../../common/stripe-client-config';
import type { PaymentPlugin } from '../plugin';

export const stripePayment: PaymentPlugin<StripeClientConfig> = {
  settingsOf: (settings) => settings.stripe,
  open: async (input, report) => (await import('./paymentElement')).openPaymentElement(input, report),
};
