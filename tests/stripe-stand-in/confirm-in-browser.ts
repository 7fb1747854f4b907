// Confirms a payment intent at a Stripe stand-in as Stripe.js does in the shopper's browser:
// the publishable key, the intent's client secret, and a card.
import { standInKeys } from './stand-in-keys';

export async function confirmInBrowser(stripeUrl: string, intent: { id: string; clientSecret: string }, cardNumber: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stripeUrl}/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: standInKeys.publishableKey,
      client_secret: intent.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
    }),
  });
  return { status: response.status, body: await response.json() };
}
