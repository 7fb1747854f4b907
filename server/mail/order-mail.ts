// What the order mails say (the customer's mail of their order's status, and the shop's own mails
// of an order): whatever changes the order hands them over in its transaction, and the mailer writes
// them and sends them (SMTP, or .eml files in the outbox folder) once the change is committed.
import type { Locale } from '../../common/locales';
import type { Database } from '../db/connection';
import type { OrderStatus } from '../db/schema/orders';
import type { PaymentInstructions } from '../domain/orders/payment-instructions';

export interface OrderMailLine {
  name: string;
  quantity: number;
  /** In cents, as the order shows it. */
  total: number;
}

export interface OrderMail {
  /** The language the mail is written in: the one the shopper used at checkout, or the shop's. */
  locale: Locale;
  to: string;
  customerName: string;
  orderNumber: string;
  /** ISO 8601. */
  date: string;
  status: OrderStatus;
  /** The order-received page in the shopper's language, with the order key, so they can open it again. */
  orderUrl: string;
  /** ISO 4217: the amounts below are in its cents. */
  currency: string;
  lines: OrderMailLine[];
  /** Whether the amounts include their tax (the shop's taxDisplayCart): then the tax is said under the total. */
  pricesIncludeTax: boolean;
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  totalTax: number;
  total: number;
  paymentMethodTitle: string;
  /** How to pay an order that waits for a transfer or cheque; null when there is nothing to do. */
  paymentInstructions: PaymentInstructions | null;
  /** Formatted address lines, the country named in the mail's language. */
  billingAddress: string[];
  shippingAddress: string[];
  customerNote: string;
}

/** The statuses WooCommerce tells the customer of, each in a mail of its own: "Order on hold", "Processing order", "Completed order", "Refunded order". */
export const customerMailStatuses = ['on-hold', 'processing', 'completed', 'refunded'] as const satisfies readonly OrderStatus[];
export type CustomerMailStatus = (typeof customerMailStatuses)[number];

/** A mail to the customer: of one of the statuses they are told of. */
export type CustomerOrderMail = OrderMail & { status: CustomerMailStatus };

/** The shop's own mails of an order, as WooCommerce's: "New order", "Cancelled order", "Failed order". */
export type ShopOrderMailKind = 'new' | 'cancelled' | 'failed';

export interface OrderMailer {
  /** In the transaction of the change: keeps the customer's mail of their order's status, to be sent once it is committed. */
  queueToCustomer(tx: Database, mail: CustomerOrderMail): Promise<void>;
  /** Likewise the customer's "Customer note" mail: a note the shop added to their order for them. */
  queueNoteToCustomer(tx: Database, mail: OrderMail, note: string): Promise<void>;
  /** Likewise one of the shop's own mails, made in the shop's language, to the shop's address. */
  queueToShop(tx: Database, kind: ShopOrderMailKind, mail: OrderMail): Promise<void>;
  /** After the commit: sends what is queued, without the caller waiting; a failure is the mailer's to log and retry. */
  sendQueued(db: Database): void;
}
