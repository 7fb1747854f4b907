// A payment gateway's browser side: what checkout runs while the shopper has chosen a gateway that
// is paid in the page (a card form, a wallet button). Gateways paid outside the page (cash on
// delivery, bank transfer, cheque) have none; checkout sends their orders as they are. The store
// checks every payment again when the order is placed: nothing here decides that an order is paid.
import type { StripeClientConfig } from '../../common/stripe-client-config';

/** Each gateway's browser settings from the page's boot data; null where the shop has not configured it. */
export interface PaymentSettings {
  stripe: StripeClientConfig | null;
}

/** The id of the element the checkout view renders for the chosen gateway's part of the page. */
export const paymentSlotId = 'checkout-payment-element';

/** What an open plug-in reports to checkout. */
export type PaymentReport =
  | { type: 'PAYMENT_READY' }
  /** The shopper has filled in (or taken back) what the gateway needs to pay. */
  | { type: 'PAYMENT_CHANGED'; complete: boolean }
  /** The gateway's part could not be opened (its script or the store's payment failed to load): another gateway may be chosen. */
  | { type: 'PAYMENT_UNAVAILABLE'; message: string }
  /** Paid: the store checks this transaction when the order is placed. */
  | { type: 'PAYMENT_CONFIRMED'; transactionId: string }
  | { type: 'PAYMENT_DECLINED'; message: string };

/** A plug-in's part of the page while it is open. */
export interface OpenPayment {
  /** Pays; the outcome comes as PAYMENT_CONFIRMED or PAYMENT_DECLINED. */
  confirm(): Promise<void>;
  close(): void;
}

export interface PaymentPlugin<Settings = unknown> {
  /** Its settings, or null when the browser cannot open it (the gateway is then not offered). */
  settingsOf(settings: PaymentSettings): Settings | null;
  /** Opens its part of the page in the slot for one payment of the cart's total (its code loads only now). */
  open(input: { endpoint: string; settings: Settings }, report: (report: PaymentReport) => void): Promise<OpenPayment>;
}
