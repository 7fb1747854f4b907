// What the order confirmation mail says: checkout hands it over once the order is committed, and
// the mailer (SMTP, or .eml files in the outbox) writes it in the shop's words.

export interface OrderMailLine {
  name: string;
  quantity: number;
  /** Formatted, as the order shows it. */
  total: string;
}

export interface OrderMail {
  to: string;
  customerName: string;
  orderNumber: string;
  /** ISO 8601. */
  date: string;
  /** The order-received page with the order key, so the shopper can open it again. */
  orderUrl: string;
  lines: OrderMailLine[];
  subtotal: string;
  discountTotal: string;
  shippingTotal: string;
  totalTax: string;
  total: string;
  paymentMethodTitle: string;
  /** Formatted address lines. */
  billingAddress: string[];
  shippingAddress: string[];
  customerNote: string;
}

export interface OrderMailer {
  /** Sends (or files) the mail; a failure is the mailer's to log, never the order's to undo. */
  sendOrderConfirmation(mail: OrderMail): Promise<void>;
}
