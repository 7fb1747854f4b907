// The payment gateways the shop knows, in the order checkout lists them: one line each. A gateway
// lives in its own folder here and answers null when the server cannot offer it (Stripe without keys).
import type { GatewayPlugin, GatewayServices, PaymentGateway } from '../payment-gateway';
import { defaultPaymentSettings } from '../payment-settings';
import { bacsGateway } from './bacs/bacs-gateway';
import { chequeGateway } from './cheque/cheque-gateway';
import { codGateway } from './cod/cod-gateway';
import { stripeGateway } from './stripe/stripe-gateway';

export const registeredGateways: readonly GatewayPlugin[] = [
  stripeGateway,
  bacsGateway,
  chequeGateway,
  codGateway,
];

/** The gateways a shopper may choose, the registered ones first, then any the server is given besides (a test's). */
export function offeredGateways(services: GatewayServices, extra: readonly GatewayPlugin[] = []): PaymentGateway[] {
  const withSettings = { ...services, payments: services.payments ?? defaultPaymentSettings };
  return [...registeredGateways, ...extra].map((plugin) => plugin(withSettings)).filter((gateway) => gateway !== null);
}
