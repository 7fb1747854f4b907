// One way to pay, as checkout sees it: what the shopper is shown (in their language), whether it may
// pay for the cart, the status an order placed with it takes, where an offline payment goes, and,
// for a gateway whose payment a provider confirms (a card), that confirmation.
// Checkout asks for it before it locks anything, for the cart's total as priced then; the order's
// transaction then checks that the total it writes is still the one confirmed.
import type { OrderStatus } from '../../db/schema/orders';
import type { LocalizedGatewayTexts } from './gateway-texts';
import type { CardPayments } from './gateways/stripe/card-payments';
import type { BankAccount, PaymentSettings } from './payment-settings';

export interface PaymentAttempt {
  /** What the shopper's client sent as the payment's reference (a Stripe intent's id); null when nothing. */
  transactionId: string | null;
  /** The order's total in minor units (cents). */
  amountCents: number;
  /** ISO 4217 (`EUR`). */
  currency: string;
  /** The cart session checking out: a payment made for another one pays nothing here. */
  sessionKey: string;
}

/** The provider's reference of an attempt, which a failed order keeps as private meta data (`_stripe_intent_id`). */
export interface PaymentReference {
  key: string;
  value: string;
}

export type PaymentConfirmation =
  /** Paid for exactly the attempt's amount and currency. */
  | { outcome: 'paid'; transactionId: string; reference: PaymentReference }
  /** Not paid: the attempt is this shopper's own, kept as a failed order that took no stock. */
  | { outcome: 'declined'; reason: string; reference: PaymentReference }
  /** Not this shopper's payment (another cart's): nothing about it is told or kept. */
  | { outcome: 'refused'; reason: string };

/** Where the money of an order paid outside the shop goes: shown with the gateway's instructions. */
export type PayTo = { bankAccounts: BankAccount[] } | { cheque: { payee: string; address: string[] } };

/** What a gateway's rules look at of the cart or order it pays for. */
export interface PaidGoods {
  /** Something in it is shipped (WooCommerce's needs_shipping). */
  needsShipping: boolean;
  /** A line gives files to download (WooCommerce's has_downloadable_item). */
  hasDownloads: boolean;
}

export interface PaymentGateway {
  /** WooCommerce's gateway id (`cod`, `stripe`), as checkout's `paymentMethod` names it. */
  id: string;
  /** Its title, description and instructions in each of the shop's languages. */
  texts: LocalizedGatewayTexts;
  /** WooCommerce's is_available for a cart: absent means always. */
  isAvailableFor?(goods: PaidGoods): boolean;
  /** The status of an order placed with it (once its payment is confirmed, for a gateway that confirms). */
  placedStatus(goods: PaidGoods): OrderStatus;
  /** Where to send the money, for a gateway paid outside the shop by the shopper (a transfer, a cheque). */
  payTo?: PayTo;
  /**
   * Asks the provider whether the attempt is paid; may throw PaymentProviderError when it cannot
   * tell. Absent for a gateway paid outside the shop (cash, a bank transfer): its order is placed unpaid.
   */
  confirmPayment?(attempt: PaymentAttempt): Promise<PaymentConfirmation>;
}

/** What the shop's gateways may need of the server's configuration: a gateway answers null when it cannot be offered. */
export interface GatewayServices {
  /** Card payments through Stripe, when its keys are configured. */
  cardPayments?: CardPayments;
  /** The gateways' store settings (PAYMENT_GATEWAYS); by default the demo's. */
  payments?: PaymentSettings;
}

/** A gateway as the registry lists it: made from the server's services, or null when it is not offered. */
export type GatewayPlugin = (services: GatewayServices & { payments: PaymentSettings }) => PaymentGateway | null;
