// `stripePaymentIntent`: a card payment intent of the session's cart total, whose client secret the
// browser's Payment Element confirms; checkout then checks the intent on the server. The total is
// the cart's own (domain/cart), never the client's. The provider's failures answer in `error`, as
// WooGraphQL's Stripe plugin answers them; a shop without card payments or an empty cart is a
// GraphQL error. The shop saves no cards (its customers have no Stripe customer, User.stripeCustomerId
// is null), so a SETUP intent, `saveForFuture` or a `customerId` is refused with a clear message.
import { readCart } from '../../domain/cart/session-cart';
import { InputError } from '../../domain/input-error';
import { shopCurrency } from '../../domain/money';
import { PaymentProviderError } from '../../domain/payments/payment-provider-error';
import type { GraphQLContext } from '../context';

type StripePaymentMethod = 'PAYMENT' | 'SETUP';

export interface PaymentIntentSource {
  id: string | null;
  amount: number | null;
  currency: string | null;
  clientSecret: string | null;
  error: string | null;
  stripePaymentMethod: StripePaymentMethod;
}

export const stripePaymentIntentResolvers = {
  RootQuery: {
    async stripePaymentIntent(
      _: unknown,
      { stripePaymentMethod, customerId, saveForFuture }: { stripePaymentMethod?: StripePaymentMethod | null; customerId?: string | null; saveForFuture?: boolean | null },
      { db, session, limits, checkout }: GraphQLContext,
    ): Promise<PaymentIntentSource> {
      const { cardPayments } = checkout;
      if (!cardPayments) throw new InputError('This shop does not take card payments.');
      if (stripePaymentMethod === 'SETUP' || saveForFuture) throw new InputError('Saving a card for later is not offered; ask for a PAYMENT intent.');
      if (customerId) throw new InputError('This shop keeps no saved cards, so there is no card customer to pay as; leave customerId empty.');
      // Each intent is a call to the provider: counted before it is made, refused or not.
      await limits?.take('paymentIntent');
      const cart = await readCart(db, await session.read(), session.pricing);
      if (!cart.sessionKey || cart.items.length === 0) throw new InputError('Your cart is empty.');
      try {
        const intent = await cardPayments.createIntent({ amountCents: cart.totals.total, currency: shopCurrency.toLowerCase(), sessionKey: cart.sessionKey });
        return { id: intent.id, amount: intent.amountCents, currency: intent.currency, clientSecret: intent.clientSecret, error: null, stripePaymentMethod: 'PAYMENT' };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return { id: null, amount: null, currency: null, clientSecret: null, error: error.message, stripePaymentMethod: 'PAYMENT' };
      }
    },
  },
};
