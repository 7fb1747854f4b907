// What an order's mails say, from the order as it is stored: in the language the shopper checked
// out in (the `locale` the storefront sends as order meta data; anything but one of the six locales
// is English) for the customer's mails of its status, in the shop's for the shop's own mails. They
// are queued in the transaction of the change they tell of (checkout, a manager's status change)
// and sent once it is committed; a mail that cannot be sent never undoes the change.
import { defaultLocale, isLocale, localePrefixes, localeTags, type Locale } from '../../../common/locales';
import { orderReceivedPath } from '../../../common/orderReceivedPath';
import { formatCountry } from '../../../common/orderFormats';
import type { StoredAddress } from '../../db/schema/cart';
import type { Database } from '../../db/connection';
import { customerMailStatuses, type CustomerMailStatus, type OrderMail, type OrderMailer, type ShopOrderMailKind } from '../../mail/order-mail';
import { statesOf } from '../cart/countries';
import type { PaymentGateway } from '../payments/payment-gateway';
import { paymentInstructionsOf } from './payment-instructions';
import type { OrderLineRecord } from './store/order-lines';
import type { OrderRow } from './store/orders';

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

/** The shop's own language, for its own mails and notes: English, as the shop has no setting for it. */
export const shopLocale: Locale = defaultLocale;

/** What an order's mails are sent with. */
export interface OrderMailing {
  mailer: OrderMailer;
  /** The origin the mails' links start with. */
  shopOrigin: string;
  /** Whether amounts are written with their tax (the shop's taxDisplayCart), the tax then said as included. */
  withTax: boolean;
  /** The shop's gateways: the mail names the order's in its language, and how to pay it while that is awaited. */
  gateways: readonly PaymentGateway[];
}

/** What a mail says of a line: its name, quantity and amounts as stored. */
export type MailedLine = Pick<OrderLineRecord, 'name' | 'quantity' | 'subtotal' | 'subtotalTax'>;

/** An order mail in `locale`, its amounts as the shop shows prices. */
function orderMail(order: OrderRow, lines: readonly MailedLine[], { shopOrigin, withTax, gateways }: OrderMailing, locale: Locale): OrderMail {
  const tax = (cents: number) => (withTax ? cents : 0);
  const subtotalTax = lines.reduce((sum, line) => sum + line.subtotalTax, 0);
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
    lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, total: line.subtotal + tax(line.subtotalTax) })),
    pricesIncludeTax: withTax,
    subtotal: order.subtotal + tax(subtotalTax),
    discountTotal: order.discountTotal + tax(order.discountTax),
    shippingTotal: order.shippingTotal + tax(order.shippingTax),
    totalTax: order.totalTax,
    total: order.total,
    paymentMethodTitle: gateways.find((gateway) => gateway.id === order.paymentMethod)?.texts[locale].title ?? order.paymentMethodTitle,
    paymentInstructions: paymentInstructionsOf(order, gateways, locale),
    billingAddress: addressLines(order.billing, locale),
    shippingAddress: order.shippingMethodId ? addressLines(order.shipping, locale) : [],
    customerNote: order.customerNote,
  };
}

const isCustomerMailStatus = (status: string): status is CustomerMailStatus => (customerMailStatuses as readonly string[]).includes(status);

/** In `tx`: the customer's mail of the order's status, in their language, when the status is one they are told of. */
export async function queueCustomerMail(tx: Database, mailing: OrderMailing, order: OrderRow, lines: readonly MailedLine[]): Promise<void> {
  const { status } = order;
  if (!isCustomerMailStatus(status)) return;
  await mailing.mailer.queueToCustomer(tx, { ...orderMail(order, lines, mailing, orderLocale(order)), status });
}

/** In `tx`: the customer's mail of a note the shop added to their order for them, in their language. */
export async function queueCustomerNoteMail(tx: Database, mailing: OrderMailing, order: OrderRow, lines: readonly MailedLine[], note: string): Promise<void> {
  await mailing.mailer.queueNoteToCustomer(tx, orderMail(order, lines, mailing, orderLocale(order)), note);
}

/** In `tx`: one of the shop's own mails of the order, in the shop's language. */
export async function queueShopMail(tx: Database, mailing: OrderMailing, kind: ShopOrderMailKind, order: OrderRow, lines: readonly MailedLine[]): Promise<void> {
  await mailing.mailer.queueToShop(tx, kind, orderMail(order, lines, mailing, shopLocale));
}
