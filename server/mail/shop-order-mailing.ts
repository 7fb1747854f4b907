// How changes made outside a GraphQL request (the shop's CLI, in its own process or inside the
// running shop) send their order mails: as /graphql's do (graphql/orders/order-mailing.ts), with the
// shop's configured gateways and tax display, and links that start with the shop's public origin.
import type { ServerConfig } from '../config';
import { offeredGateways } from '../domain/payments/gateways/gateway-registry';
import { stripeCardPayments } from '../domain/payments/gateways/stripe/stripe-payments';
import type { OrderMailing } from '../domain/orders/order-mail';
import { siteSettingsOf } from '../domain/settings/site-settings';
import type { OrderMailer } from './order-mail';

export function shopOrderMailing(config: ServerConfig, mailer: OrderMailer): OrderMailing {
  const cardPayments = config.stripe ? stripeCardPayments(config.stripe) : undefined;
  return {
    mailer,
    shopOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
    withTax: siteSettingsOf(config.settings, false).taxDisplay.cart === 'incl',
    gateways: offeredGateways({ cardPayments, payments: config.payments }),
  };
}
