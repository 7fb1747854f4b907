// How a request's changes to orders send their mails: the shop's order mailer (none in a test that
// gives it none), the request's shop origin for the links, and the shop's gateways and tax display.
import type { OrderMailing } from '../../domain/orders/order-mail';
import type { GraphQLContext } from '../context';

export function orderMailingOf(ctx: GraphQLContext): OrderMailing | undefined {
  const { orderMailer, gateways } = ctx.checkout;
  return orderMailer && { mailer: orderMailer, shopOrigin: ctx.shopOrigin, withTax: ctx.site.taxDisplay.cart === 'incl', gateways };
}
