// What the Stripe gateway needs of its provider (Stripe when keys are configured): a payment
// intent of the cart's total for the browser to confirm, and, when the order is placed, the
// server's own check that the intent was made for this cart session and paid for exactly the
// order's amount and currency.

export interface PaymentIntentDraft {
  /** Minor units (cents), as the cart's total. */
  amountCents: number;
  /** ISO 4217, lower case as Stripe writes it (`eur`). */
  currency: string;
  /** The cart session the intent pays for, kept in the intent's metadata. */
  sessionKey: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
}

export interface PaymentCheck {
  intentId: string;
  amountCents: number;
  currency: string;
  /** The cart session checking out: only an intent made for it (PaymentIntentDraft) pays its order. */
  sessionKey: string;
}

export type PaymentCheckOutcome =
  | { paid: true; transactionId: string }
  /** Not paid, or not for this amount: the attempt is this shopper's own, kept as a failed order. */
  | { paid: false; reason: string }
  /** Made for another session's cart: nothing about it is told or kept for this one. */
  | { paid: false; reason: string; forAnotherCart: true };

export interface CardPayments {
  /** The publishable key the browser's Stripe.js needs. */
  publishableKey: string;
  createIntent(draft: PaymentIntentDraft): Promise<CreatedPaymentIntent>;
  checkPayment(check: PaymentCheck): Promise<PaymentCheckOutcome>;
}
