// Card payments through the official `stripe` package, against the local stand-in of Stripe's API
// (tests/stripe-stand-in/), never the internet: an intent pays when confirmed with a paying test
// card, a declined card leaves it unpaid with Stripe's reason, and an intent paid for another
// amount or currency than the order's, or made for another cart session, is refused. Then `stripePaymentIntent` over HTTP: the
// session's cart total, and the errors of a shop without card payments, an empty cart, a SETUP
// intent and a client over its limit.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AddToCartDocument, GetStripePaymentIntentDocument } from '../../src/graphql/generated/graphql';
import { queryRows } from '../../server/db/rows';
import type { CardPayments, CreatedPaymentIntent } from '../../server/domain/payments/gateways/stripe/card-payments';
import { PaymentProviderError } from '../../server/domain/payments/payment-provider-error';
import { stripeCardPayments } from '../../server/domain/payments/gateways/stripe/stripe-payments';
import { confirmInBrowser } from '../stripe-stand-in/confirm-in-browser';
import { standInKeys } from '../stripe-stand-in/stand-in-keys';
import { startStripeStandIn } from '../stripe-stand-in/stripe-stand-in';
import { describeBackends, noRateLimits, type Backend, type GraphQLResponse } from './harness';

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());

const cardPayments = stripeCardPayments({ ...standInKeys, apiUrl: standIn.url, jsUrl: `${standIn.url}/v3/` });


const draft = { amountCents: 4_790, currency: 'eur', sessionKey: 'session-key-1' };

describe('Stripe card payments (stripe package against the stand-in)', () => {
  it('creates an intent of the amount and currency asked, for the session, waiting for a card', async () => {
    const intent = await cardPayments.createIntent(draft);
    expect(intent).toEqual({ id: expect.stringMatching(/^pi_\w+$/), clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), amountCents: 4_790, currency: 'eur' });
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(standIn.intents.get(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      metadata: { session_key: 'session-key-1' },
      automatic_payment_methods: { enabled: true },
    });
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).toEqual({
      paid: false,
      reason: 'The card payment has not been completed.',
    });
  });

  it('an intent confirmed with a paying card is paid, for the order of its amount and currency', async () => {
    const intent = await cardPayments.createIntent(draft);
    const confirmed = await confirmInBrowser(standIn.url, intent, '4242424242424242');
    expect(confirmed).toMatchObject({ status: 200, body: { id: intent.id, status: 'succeeded' } });
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 4_790, currency: 'EUR', sessionKey: draft.sessionKey })).toEqual({ paid: true, transactionId: intent.id });
  });

  it('a declined card leaves the intent unpaid, with Stripe’s reason', async () => {
    const intent = await cardPayments.createIntent(draft);
    const confirmed = await confirmInBrowser(standIn.url, intent, '4000000000000002');
    expect(confirmed).toMatchObject({ status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } });
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).toEqual({ paid: false, reason: 'Your card was declined.' });
    // The shopper may try another card on the same intent.
    expect((await confirmInBrowser(standIn.url, intent, '5555555555554444')).status).toBe(200);
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).toMatchObject({ paid: true });
  });

  it('a paid intent of another amount than the order’s is refused', async () => {
    const intent = await cardPayments.createIntent(draft);
    await confirmInBrowser(standIn.url, intent, '4242424242424242');
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 9_580, currency: 'eur', sessionKey: draft.sessionKey })).toEqual({
      paid: false,
      reason: 'The card payment (€47.90) does not match the order total (€95.80).',
    });
  });

  it('a paid intent in another currency than the order’s is refused', async () => {
    const intent = await cardPayments.createIntent({ ...draft, currency: 'usd' });
    await confirmInBrowser(standIn.url, intent, '4242424242424242');
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).toEqual({
      paid: false,
      reason: 'The card payment ($47.90) does not match the order total (€47.90).',
    });
  });

  it('a paid intent made for another cart session pays nothing there and tells nothing of itself', async () => {
    const intent = await cardPayments.createIntent(draft);
    await confirmInBrowser(standIn.url, intent, '4242424242424242');
    expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: 4_790, currency: 'eur', sessionKey: 'session-key-2' })).toEqual({
      paid: false,
      reason: 'The card payment was made for another cart.',
      forAnotherCart: true,
    });
  });

  it('an unknown intent, or a reference that is no intent at all, is not paid', async () => {
    expect(await cardPayments.checkPayment({ intentId: 'pi_unknown', amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).toEqual({
      paid: false,
      reason: 'The card payment was not found.',
    });
    expect(await cardPayments.checkPayment({ intentId: '../v1/charges', amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).toEqual({
      paid: false,
      reason: 'The payment reference is not a card payment.',
    });
  });

  it('a browser without the client secret cannot confirm an intent', async () => {
    const intent = await cardPayments.createIntent(draft);
    const confirmed = await confirmInBrowser(standIn.url, { id: intent.id, clientSecret: `${intent.id}_secret_guessed` }, '4242424242424242');
    expect(confirmed.status).toBe(404);
    expect(standIn.intents.get(intent.id).status).toBe('requires_payment_method');
  });

  it('an amount Stripe will not charge, and a provider it cannot reach, are the shopper’s to read', async () => {
    await expect(cardPayments.createIntent({ ...draft, amountCents: 20 })).rejects.toThrow(
      new PaymentProviderError('The order total is too small for a card payment. Please choose another payment method.'),
    );
    const closed = await startStripeStandIn();
    await closed.close();
    const unreachable = stripeCardPayments({ ...standInKeys, apiUrl: closed.url, jsUrl: `${closed.url}/v3/` });
    const unavailable = 'Card payments are not available right now. Please try again later or choose another payment method.';
    await expect(unreachable.createIntent(draft)).rejects.toThrow(new PaymentProviderError(unavailable));
    await expect(unreachable.checkPayment({ intentId: 'pi_123', amountCents: 4_790, currency: 'eur', sessionKey: draft.sessionKey })).rejects.toThrow(new PaymentProviderError(unavailable));
  });

  it('serves Stripe.js for the browser tests', async () => {
    const response = await fetch(`${standIn.url}/v3/`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain('window.Stripe = function Stripe(publishableKey)');
  });
});

/** A shopper keeping the session token the store hands out, as the storefront's client does. */
function shopper(api: Backend) {
  let token: string | null = null;
  return async <Data = any>(document: { toString(): string }, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> => {
    const answer = await api.query<Data>(document.toString(), variables, token ? { 'woocommerce-session': `Session ${token}` } : {});
    token = answer.headers.get('woocommerce-session') ?? token;
    return answer;
  };
}

async function productId(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

const centsOf = (raw: string) => Math.round(Number(raw) * 100);

describeBackends(
  'stripePaymentIntent',
  (use) => {
    it('is an intent of the session’s cart total, which pays when confirmed', async () => {
      const api = use();
      const send = shopper(api);
      expect((await send(AddToCartDocument, { input: { productId: await productId(api, 'mountain-line-graphic-tee'), quantity: 2 } })).errors).toBeUndefined();
      const { data: cartData } = await send<{ cart: { total: string } }>('{ cart { total(format: RAW) } }');
      const cartTotal = centsOf(cartData!.cart.total);
      expect(cartTotal).toBeGreaterThan(0);

      const answer = await send(GetStripePaymentIntentDocument, { stripePaymentMethod: 'PAYMENT' });
      expect(answer.errors).toBeUndefined();
      const intent = answer.data.stripePaymentIntent;
      expect(intent).toEqual({ id: expect.stringMatching(/^pi_/), amount: cartTotal, currency: 'eur', clientSecret: expect.stringMatching(/^pi_\w+_secret_/), error: null });
      expect(standIn.intents.get(intent.id).metadata.session_key).toMatch(/\S/);

      await confirmInBrowser(standIn.url, intent, '4242424242424242');
      expect(await cardPayments.checkPayment({ intentId: intent.id, amountCents: cartTotal, currency: 'eur', sessionKey: standIn.intents.get(intent.id).metadata.session_key })).toEqual({ paid: true, transactionId: intent.id });
    });

    it('an empty cart, or a visitor without one, gets a clear error', async () => {
      const answer = await shopper(use())(GetStripePaymentIntentDocument, { stripePaymentMethod: 'PAYMENT' });
      expect(answer.errors?.map((error) => error.message)).toEqual(['Your cart is empty.']);
    });

    it('a SETUP intent (saving a card) is not offered', async () => {
      const answer = await shopper(use())(GetStripePaymentIntentDocument, { stripePaymentMethod: 'SETUP' });
      expect(answer.errors?.map((error) => error.message)).toEqual(['Saving a card for later is not offered; ask for a PAYMENT intent.']);
    });
  },
  { route: { cardPayments } },
);

/** Card payments whose provider refuses every intent, to see the refusal reach the shopper. */
const refusingCardPayments: CardPayments = {
  ...cardPayments,
  createIntent: (): Promise<CreatedPaymentIntent> => Promise.reject(new PaymentProviderError('Card payments are not available right now.')),
};

describeBackends(
  'stripePaymentIntent when the provider refuses',
  (use) => {
    it('answers the provider’s refusal in `error`', async () => {
      const api = use();
      const send = shopper(api);
      await send(AddToCartDocument, { input: { productId: await productId(api, 'mountain-line-graphic-tee'), quantity: 1 } });
      const answer = await send(GetStripePaymentIntentDocument, { stripePaymentMethod: 'PAYMENT' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.stripePaymentIntent).toEqual({ id: null, amount: null, currency: null, clientSecret: null, error: 'Card payments are not available right now.' });
    });
  },
  { route: { cardPayments: refusingCardPayments } },
);

describeBackends('stripePaymentIntent without card payments', (use) => {
  it('says the shop takes no cards', async () => {
    const answer = await shopper(use())(GetStripePaymentIntentDocument, { stripePaymentMethod: 'PAYMENT' });
    expect(answer.errors?.map((error) => error.message)).toEqual(['This shop does not take card payments.']);
  });
});

describeBackends(
  'stripePaymentIntent rate limit',
  (use) => {
    it('a session asking for intents past its limit is answered 429 with Retry-After', async () => {
      const api = use();
      const send = shopper(api);
      await send(AddToCartDocument, { input: { productId: await productId(api, 'mountain-line-graphic-tee'), quantity: 1 } });
      const answers = [];
      for (let ask = 0; ask < 3; ask++) answers.push(await send(GetStripePaymentIntentDocument, { stripePaymentMethod: 'PAYMENT' }));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
  { route: { cardPayments, rateLimits: { ...noRateLimits, paymentIntent: { session: { limit: 2, perSeconds: 600 } } } } },
);
