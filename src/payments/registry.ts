// The gateways whose browser side does more than send the order, one line each, by the gateway id
// the store answers in paymentGateways (its server side is server/domain/payments/gateways/<id>/).
// Gateways paid outside the page (cod, bacs, cheque) need none.
import type { PaymentPlugin } from './plugin';
import { stripePayment } from './stripe';

export type PaymentPlugins = Readonly<Record<string, PaymentPlugin>>;

export const paymentPlugins: PaymentPlugins = {
  stripe: stripePayment,
};
