// Checkout as the storefront shows it (SPEC.md §2, §3): the address forms, the payment gateways and
// the order the store placed. The store computes every amount; nothing here holds money.
import type { Address } from '../../common/address';

export type { Address };

export type AddressField = keyof Address;

export const emptyAddress: Address = {
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  email: '',
  phone: '',
};

/** Who the cart is for, as the store last knew them: checkout starts from these. */
export interface CartCustomer {
  billing: Address;
  shipping: Address;
}

export interface PaymentGateway {
  id: string;
  title: string;
  /** Shown under the gateway while it is chosen; plain text. */
  description: string;
}

export interface CountryState {
  code: string;
  name: string;
}

/** What checkout needs from the store before the shopper can pay. */
export interface CheckoutOptions {
  gateways: PaymentGateway[];
  /** The countries the shop sells to (ISO codes; names come from Intl.DisplayNames). */
  countries: string[];
}

/** What the Checkout mutation sends: the addresses and choices, never an amount. */
export interface OrderToPlace {
  paymentMethod: string;
  billing: Address;
  /** Null while the order ships to the billing address. */
  shipping: Address | null;
  customerNote: string;
  account: { username: string; password: string } | null;
  /** A card payment: the PaymentIntent the shopper confirmed, which the store checks itself. */
  transactionId: string | null;
}

/** The store's answer: the order, and the key that lets this visitor read it. */
export interface PlacedOrder {
  orderId: number;
  orderKey: string;
  orderNumber: string;
}

/**
 * Why the store refused the order: its own words, the field they concern when it names one
 * (`billing.email`, `account.username`), and whether the payment failed.
 */
export interface OrderRefusal {
  message: string;
  field: string | null;
  payment: boolean;
}

/** Where the browser gets Stripe.js and the key it opens with (the boot data's `stripe`). */
export interface CardPaymentConfig {
  publishableKey: string;
  jsUrl: string;
}

/** The id of the element the checkout view renders for the Payment Element to mount into. */
export const cardElementSlotId = 'checkout-card-element';

/** What the card payment (Stripe's Payment Element, graphql/cardPayment.ts) reports to checkout. */
export type CardPaymentReport =
  | { type: 'CARD_READY' }
  | { type: 'CARD_CHANGED'; complete: boolean }
  /** Stripe.js or the payment intent could not be had: the shopper may choose another gateway. */
  | { type: 'CARD_FAILED'; message: string }
  | { type: 'CARD_CONFIRMED'; intentId: string }
  | { type: 'CARD_DECLINED'; message: string };
