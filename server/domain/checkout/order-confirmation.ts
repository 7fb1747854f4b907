// The order confirmation mail, sent once the order is committed. A mail that cannot be sent is
// logged and never undoes the order: the shopper has their order-received page either way.
import type { StoredAddress } from '../../db/schema/cart';
import type { OrderMail, OrderMailer } from '../../mail/order-mail';
import type { CartRecord } from '../cart/session-cart';
import { amountText } from '../money';
import type { OrderRow } from './order-record';

/** The order-received page, whose key lets a visitor read the order. */
export function orderReceivedPath(order: Pick<OrderRow, 'id' | 'orderKey'>): string {
  return `/checkout/order-received/${order.id}?key=${encodeURIComponent(order.orderKey)}`;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function addressLines(address: StoredAddress): string[] {
  const country = address.country ? (countryNames.of(address.country) ?? address.country) : '';
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`.trim(),
    address.state,
    country,
    address.phone,
    address.email,
  ].filter((line) => line !== '');
}

export function orderMail(order: OrderRow, cart: CartRecord, shopOrigin: string): OrderMail {
  const lineTotals = new Map(cart.totals.lines.map((line) => [line.key, line]));
  const money = (cents: number) => amountText(cents, 'formatted');
  return {
    to: order.billing.email,
    customerName: `${order.billing.firstName} ${order.billing.lastName}`.trim(),
    orderNumber: String(order.id),
    date: new Date(order.createdAt).toISOString(),
    orderUrl: `${shopOrigin}${orderReceivedPath(order)}`,
    lines: cart.items.map((item) => ({ name: item.name, quantity: item.quantity, total: money(lineTotals.get(item.key)?.subtotal ?? 0) })),
    subtotal: money(order.subtotal),
    discountTotal: money(order.discountTotal),
    shippingTotal: money(order.shippingTotal),
    totalTax: money(order.totalTax),
    total: money(order.total),
    paymentMethodTitle: order.paymentMethodTitle,
    billingAddress: addressLines(order.billing),
    shippingAddress: order.shippingMethodId ? addressLines(order.shipping) : [],
    customerNote: order.customerNote,
  };
}

export async function sendOrderConfirmation(mailer: OrderMailer | undefined, order: OrderRow, cart: CartRecord, shopOrigin: string): Promise<void> {
  if (!mailer) return;
  try {
    await mailer.sendOrderConfirmation(orderMail(order, cart, shopOrigin));
  } catch (error) {
    console.error(`The confirmation mail of order ${order.id} could not be sent:`, error instanceof Error ? error.message : error);
  }
}
