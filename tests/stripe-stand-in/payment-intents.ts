// The payment intents of the Stripe stand-in, kept in memory, with the rules of Stripe's test mode
// that the shop meets: an intent is created waiting for a payment method, confirming it with a
// test card succeeds or fails as that card does at Stripe (4242… pays, 4000000000000002 is
// declined), and a declined confirmation leaves the intent waiting with its last payment error.
import { randomBytes } from 'node:crypto';
import { listOf, objectOf, textOf, type FormObject } from './stripe-form';

export type IntentStatus = 'requires_payment_method' | 'succeeded';

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: PaymentIntentObject;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  payment_method: string | null;
  last_payment_error: StripeErrorBody | null;
  created: number;
  livemode: false;
}

/** A refusal as Stripe answers it: an HTTP status and `{ error }`. */
export class StripeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

interface CardOutcome {
  paid: boolean;
  code?: string;
  declineCode?: string;
  message?: string;
}

const paying: CardOutcome = { paid: true };
const declined: CardOutcome = { paid: false, code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
const insufficientFunds: CardOutcome = {
  paid: false,
  code: 'card_declined',
  declineCode: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};

// Stripe's test cards and test payment methods (https://docs.stripe.com/testing).
const cardsByNumber: Record<string, CardOutcome> = {
  '4242424242424242': paying,
  '5555555555554444': paying,
  '4000000000000002': declined,
  '4000000000009995': insufficientFunds,
};
const cardsByPaymentMethod: Record<string, CardOutcome> = {
  pm_card_visa: paying,
  pm_card_mastercard: paying,
  pm_card_chargeDeclined: declined,
  pm_card_chargeDeclinedInsufficientFunds: insufficientFunds,
};
const incorrectNumber: CardOutcome = { paid: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };

/** Stripe's smallest charge in most currencies: 50 cents. */
const minimumAmount = 50;

function randomId(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function invalid(message: string, param: string, code = 'parameter_invalid'): StripeRefusal {
  return new StripeRefusal(400, { type: 'invalid_request_error', code, message, param });
}

export class PaymentIntents {
  private readonly intents = new Map<string, PaymentIntentObject>();

  create(form: FormObject): PaymentIntentObject {
    const amountText = textOf(form.amount);
    if (amountText === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    const amount = Number(amountText);
    if (!Number.isInteger(amount)) throw invalid('Invalid integer: ' + amountText, 'amount', 'parameter_invalid_integer');
    const currency = textOf(form.currency)?.toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
    if (amount < minimumAmount) throw invalid(`Amount must be at least 0.50 ${currency}`, 'amount', 'amount_too_small');
    const automatic = textOf(objectOf(form.automatic_payment_methods).enabled) === 'true';
    const types = listOf(form.payment_method_types);
    const id = `pi_${randomId(24)}`;
    const intent: PaymentIntentObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomId(25)}`,
      metadata: Object.fromEntries(Object.entries(objectOf(form.metadata)).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      payment_method_types: types.length > 0 ? types : ['card'],
      automatic_payment_methods: automatic ? { enabled: true } : null,
      payment_method: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }

  get(id: string): PaymentIntentObject {
    const intent = this.intents.get(id);
    if (!intent) throw new StripeRefusal(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'`, param: 'intent' });
    return intent;
  }

  /** Whether `clientSecret` is the intent's own: what a browser holding only the publishable key proves. */
  ownsSecret(id: string, clientSecret: string | undefined): boolean {
    return this.intents.get(id)?.client_secret === clientSecret;
  }

  /** Confirms with `payment_method` (a test payment method) or `payment_method_data[card][number]`. */
  confirm(id: string, form: FormObject): PaymentIntentObject {
    const intent = this.get(id);
    if (intent.status === 'succeeded') {
      throw new StripeRefusal(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        payment_intent: intent,
      });
    }
    const paymentMethod = textOf(form.payment_method);
    const cardNumber = textOf(objectOf(objectOf(form.payment_method_data).card).number)?.replace(/\D/g, '');
    if (!paymentMethod && !cardNumber) throw invalid('You must provide a payment method to confirm this PaymentIntent.', 'payment_method', 'parameter_missing');
    const outcome = (paymentMethod ? cardsByPaymentMethod[paymentMethod] : cardsByNumber[cardNumber!]) ?? incorrectNumber;
    intent.payment_method = paymentMethod ?? `pm_${randomId(24)}`;
    if (outcome.paid) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null });
      return intent;
    }
    const error: StripeErrorBody = { type: 'card_error', code: outcome.code, decline_code: outcome.declineCode, message: outcome.message! };
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    throw new StripeRefusal(402, { ...error, payment_intent: intent });
  }
}
