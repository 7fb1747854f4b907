// What the order mails say (the shopper's confirmation, and the shop's "New order" mail): checkout
// hands them over in the order's transaction, and the mailer writes them and sends them (SMTP, or .eml files in the outbox
// folder) once the order is committed.
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
  /** The language the shopper used at checkout, in which the mail is written. */
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

export interface OrderMailer {
  /** In the order's transaction: keeps the confirmation to be sent once the order is committed. */
  queueConfirmation(tx: Database, mail: OrderMail): Promise<void>;
  /** Likewise the shop's "New order" mail, made in the shop's language, to the shop's address. */
  queueNewOrder(tx: Database, mail: OrderMail): Promise<void>;
  /** After the commit: sends what is queued, without the caller waiting; a failure is the mailer's to log and retry. */
  sendQueued(db: Database): void;
}
