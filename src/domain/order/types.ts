// An order as the order-received and order-summary screens show it: read from the store's answer
// (graphql/reshape/order.ts), never computed here. Amounts come formatted by the store.
import type { Address } from '../../../common/address';
import type { ImageData } from '../catalog/types';

/** WooCommerce's order statuses, as WooGraphQL names them. */
export type OrderStatus = 'PENDING' | 'PROCESSING' | 'ON_HOLD' | 'COMPLETED' | 'CANCELLED' | 'REFUNDED' | 'FAILED' | 'CHECKOUT_DRAFT';

export interface OrderLineAttribute {
  /** "Color" */
  label: string;
  /** "Navy" */
  value: string;
}

export interface OrderLine {
  key: string;
  name: string;
  /** The product's page; null when the shop no longer sells it. */
  slug: string | null;
  image: ImageData | null;
  attributes: OrderLineAttribute[];
  quantity: number;
  /** Formatted, without tax, before discounts (the order's discount is its own row). */
  subtotal: string;
}


export interface OrderDownload {
  id: string;
  name: string;
  /** The signed download link; null once the file's downloads are used up or its access has expired. */
  url: string | null;
  /** ISO 8601; null: never expires. */
  accessExpires: string | null;
  /** null: unlimited. */
  downloadsRemaining: number | null;
}

/** How to pay an order that waits for a transfer or cheque; the store's words, its accounts. */
export interface PaymentInstructions {
  instructions: string;
  /** The order's total, formatted: what to transfer. */
  amount: string;
  /** The order number, which the payment names. */
  reference: string;
  bankAccounts: { accountName: string; bankName: string; iban: string; bic: string }[];
  cheque: { payee: string; address: string[] } | null;
}

export interface Order {
  number: string;
  /** ISO 8601. */
  date: string;
  status: OrderStatus;
  needsPayment: boolean;
  paymentMethodTitle: string;
  /** null: nothing left for the shopper to do (paid, or paid on delivery). */
  paymentInstructions: PaymentInstructions | null;
  customerNote: string;
  lines: OrderLine[];
  /** Whether the amounts below include tax (the shop's taxDisplayCart): then the tax is said under the total. */
  pricesIncludeTax: boolean;
  subtotal: string;
  discountTotal: string;
  hasDiscount: boolean;
  /** The coupons used, with the discount each gave (formatted). */
  coupons: { code: string; discount: string }[];
  /** The shipping method's name, or null for an order that ships nothing. */
  shippingMethod: string | null;
  shippingTotal: string;
  totalTax: string;
  total: string;
  billing: Address;
  /** null when it ships nowhere. */
  shipping: Address | null;
  /** The files a paid order gives; empty until it is paid. */
  downloads: OrderDownload[];
}
