// The cart as the storefront shows it: read from the store's answer (see graphql/reshape/cart.ts), never
// computed here. Amounts come formatted by the store (SPEC §3: the backend computes every amount).
import type { ImageData, ProductSummary } from '../catalog/types';
import type { CartCustomer } from '../checkout/types';

export interface CartLineAttribute {
  /** The attribute's label, e.g. "Color". */
  label: string;
  /** The chosen value's name, e.g. "Blue". */
  value: string;
}

export interface CartLine {
  /** The store's cart item key; quantity changes name it. */
  key: string;
  quantity: number;
  productId: number;
  variationId: number | null;
  slug: string;
  name: string;
  image: ImageData | null;
  /** The chosen variation's attributes, in the product's order; empty for simple products. */
  attributes: CartLineAttribute[];
  /** Formatted, without tax, before discounts: unit price × quantity. */
  subtotal: string;
  /** Formatted unit price (the variation's when there is one). */
  unitPrice: string;
  /** The most this line may hold (managed stock without backorders); null: no limit. */
  maxQuantity: number | null;
  /** Nothing to ship (a download, a service): an all-virtual cart needs no shipping address. */
  virtual: boolean;
  /** The product as a card shows it, so the line can move to the wishlist. */
  product: ProductSummary;
}

export interface AppliedCoupon {
  code: string;
  description: string | null;
  /** Formatted discount, without tax. */
  discountAmount: string;
  /** It takes nothing off the items: a free-shipping coupon, shown as such. */
  freeShippingOnly: boolean;
}

export interface ShippingRate {
  id: string;
  label: string;
  /** Formatted cost, without tax. */
  cost: string;
}

export interface CartLocation {
  country: string;
  state: string;
}

export interface Cart {
  isEmpty: boolean;
  /** Units in the cart (the badge). */
  itemCount: number;
  /** Different lines. */
  productCount: number;
  lines: CartLine[];
  /**
   * Whether the amounts below include tax (the shop's taxDisplayCart): then the tax is said as
   * part of the total ("includes €9.31 VAT"), else it is a row of its own, added to them.
   */
  pricesIncludeTax: boolean;
  subtotal: string;
  discountTotal: string;
  /** The raw discount, so a view can hide a zero discount row. */
  hasDiscount: boolean;
  shippingTotal: string;
  totalTax: string;
  total: string;
  appliedCoupons: AppliedCoupon[];
  needsShipping: boolean;
  shippingRates: ShippingRate[];
  chosenShippingMethod: string | null;
  /** Where the shopper ships to: chooses the shipping rates and the tax. */
  location: CartLocation;
  /** The countries the shop ships to, as ISO codes (names come from Intl.DisplayNames). */
  countries: string[];
  /** The states of the location's country, when it has a list (empty otherwise). */
  states: { code: string; name: string }[];
  /** The customer's addresses as the store keeps them, which checkout starts from; null when not read. */
  customer: CartCustomer | null;
}

/** What "add to cart" sends: the product, and for a variable product the chosen variation. */
export interface CartItemToAdd {
  productId: number;
  quantity: number;
  variationId?: number;
  /** The chosen attributes, `attributeName` as the store names them (`pa_color`) and the value's slug. */
  variation?: { attributeName: string; attributeValue: string }[];
}

/** One change the shopper asks of the cart; the cart machine sends them to the store one at a time. */
export type CartChange =
  | { kind: 'add'; item: CartItemToAdd }
  | { kind: 'quantity'; key: string; quantity: number }
  | { kind: 'empty' }
  | { kind: 'applyCoupon'; code: string }
  | { kind: 'removeCoupon'; code: string }
  | { kind: 'shippingMethod'; methodId: string }
  | { kind: 'location'; location: CartLocation }
  /** The cart read again: a sign-in or sign-out changed whose cart the store answers. */
  | { kind: 'reload' };
