// Where a page that takes card payments loads from besides the shop: Stripe.js's script, the
// frames Stripe's Payment Element draws its fields in, and Stripe's API, which Stripe.js calls
// (as Stripe's own content security policy guide lists them). Any other Stripe.js (the tests'
// stand-in) is allowed all three at its own origin, where it serves the script and its API.
import type { StripeSettings } from '../domain/payments/gateways/stripe/stripe-payments';

export interface CardPaymentSources {
  scripts: string[];
  frames: string[];
  connections: string[];
}

const stripeJsOrigin = 'https://js.stripe.com';

export function cardPaymentSources(stripe: StripeSettings | null): CardPaymentSources {
  if (!stripe) return { scripts: [], frames: [], connections: [] };
  const scriptOrigin = new URL(stripe.jsUrl).origin;
  if (scriptOrigin !== stripeJsOrigin) return { scripts: [scriptOrigin], frames: [scriptOrigin], connections: [scriptOrigin] };
  return {
    scripts: [stripeJsOrigin, 'https://*.js.stripe.com'],
    frames: [stripeJsOrigin, 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connections: ['https://api.stripe.com'],
  };
}
