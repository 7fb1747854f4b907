// What the order confirmation mail says, in the language the shopper checked out in (the `locale`
// the storefront sends as order meta data; anything but one of the six locales is English).
// Checkout queues it in the order's transaction; it is sent once the order is committed, and a mail
// that cannot be sent never undoes the order: the shopper has their order-received page either way.
import { defaultLocale, isLocale, localePrefixes, localeTags, type Locale } from '../../../common/locales';
import { orderReceivedPath } from '../../../common/orderReceivedPath';
import { formatCountry } from '../../../common/orderFormats';
import type { StoredAddress } from '../../db/schema/cart';
import type { OrderMail } from '../../mail/order-mail';
import { statesOf } from '../cart/countries';
import type { CartRecord } from '../cart/session-cart';
import { paymentInstructionsOf } from '../orders/payment-instructions';
import type { OrderRow } from '../orders/store/orders';
import type { PaymentGateway } from '../payments/payment-gateway';

/** The language the shopper checked out in, from the order's `locale` meta data. */
export function orderLocale(order: Pick<OrderRow, 'metaData'>): Locale {
  const given = order.metaData.find((entry) => entry.key === 'locale')?.value;
  return isLocale(given) ? given : defaultLocale;
}

/** The state as the shopper's language names it, as WooCommerce's mails name it; a code the list lacks as given. */
function stateName({ country, state }: StoredAddress, locale: Locale): string {
  return statesOf(country, locale).find((candidate) => candidate.code === state)?.name ?? state;
}

function addressLines(address: StoredAddress, locale: Locale): string[] {
  const country = address.country ? formatCountry(localeTags[locale], address.country) : '';
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.company,
    address.address1,
    address.address2,
    `${address.postcode} ${address.city}`.trim(),
    stateName(address, locale),
    country,
    address.phone,
    address.email,
  ].filter((line) => line !== '');
}

/** The shop's own language, for its "New order" mail: English, as the shop has no setting for it. */
export const shopLocale: Locale = defaultLocale;

export interface OrderMailOptions {
  /** The origin the mail's links start with. */
  shopOrigin: string;
  /** Whether amounts are written with their tax (the shop's taxDisplayCart), the tax then said as included. */
  withTax: boolean;
  /** By default the shopper's, for their confirmation. */
  locale?: Locale;
}

/** An order mail, its amounts as the shop shows prices. */
export function orderMail(order: OrderRow, cart: CartRecord, gateway: PaymentGateway, { shopOrigin, withTax, locale = orderLocale(order) }: OrderMailOptions): OrderMail {
  const lineTotals = new Map(cart.totals.lines.map((line) => [line.key, line]));
  const lineTotal = (key: string) => {
    const line = lineTotals.get(key);
    return line ? line.subtotal + (withTax ? line.subtotalTax : 0) : 0;
  };
  const tax = (cents: number) => (withTax ? cents : 0);
  const subtotalTax = cart.totals.lines.reduce((sum, line) => sum + line.subtotalTax, 0);
  // The page in the mail's language: every locale but the default has its path prefix (/de/…).
  const prefix = localePrefixes[locale];
  return {
    locale,
    to: order.billing.email,
    customerName: `${order.billing.firstName} ${order.billing.lastName}`.trim(),
    orderNumber: String(order.id),
    date: new Date(order.createdAt).toISOString(),
    status: order.status,
    orderUrl: `${shopOrigin}${prefix ? `/${prefix}` : ''}${orderReceivedPath(order)}`,
    currency: order.currency,
    lines: cart.items.map((item) => ({ name: item.name, quantity: item.quantity, total: lineTotal(item.key) })),
    pricesIncludeTax: withTax,
    subtotal: order.subtotal + tax(subtotalTax),
    discountTotal: order.discountTotal + tax(order.discountTax),
    shippingTotal: order.shippingTotal + tax(order.shippingTax),
    totalTax: order.totalTax,
    total: order.total,
    paymentMethodTitle: gateway.texts[locale].title,
    paymentInstructions: paymentInstructionsOf(order, [gateway], locale),
    billingAddress: addressLines(order.billing, locale),
    shippingAddress: order.shippingMethodId ? addressLines(order.shipping, locale) : [],
    customerNote: order.customerNote,
  };
}
