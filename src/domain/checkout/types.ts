// Checkout as the storefront shows it (SPEC.md §2, §3): the address forms, the payment gateways and
// the order the store placed. The store computes every amount; nothing here holds money.
import type { Address } from '../../../common/address';

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
  /** A payment made in the page: the gateway's transaction, which the store checks itself. */
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
