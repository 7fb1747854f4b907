// What the browser needs to take card payments with Stripe: the publishable key Stripe.js opens
// with, and where Stripe.js is loaded from (Stripe's own, or a local stand-in in tests). The server
// puts it in every page's boot data as `stripe`, null when the shop takes no cards.
export interface StripeClientConfig {
  publishableKey: string;
  jsUrl: string;
}
