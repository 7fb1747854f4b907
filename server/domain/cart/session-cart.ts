// A session's cart with its money: the lines, the coupons still valid, the shipping choice and the
// totals, computed from the database as it is now. A change to the cart ends by settling it:
// lines the shop no longer sells and coupons that no longer apply are taken off, as WooCommerce
// takes them off when it recalculates.
import type { Database } from '../../db/connection';
import type { SessionRow } from '../session/store/sessions';
import { loadCartContents } from './store/cart-contents';
import { removeCartItems, type PricedCartItem } from './store/cart-items';
import { removeCartCoupons, type StoredCoupon } from './store/coupons';
import type { CartPricing } from './cart-pricing';
import type { CustomerLocation } from './tax';
import { computeCartTotals, type CartTotals } from './totals';

export interface CartRecord {
  /** null: the visitor has no session yet, so the cart is empty. */
  sessionKey: string | null;
  /** The lines the shop still sells, oldest first. */
  items: PricedCartItem[];
  /** The coupons that apply, in the order applied. */
  coupons: StoredCoupon[];
  totals: CartTotals;
  location: CustomerLocation;
}

interface ReadCart extends CartRecord {
  /** Lines of products no longer for sale, and coupons that no longer apply: settling removes them. */
  stale: { itemKeys: string[]; couponIds: number[] };
}

async function read(db: Database, session: SessionRow | null, pricing: CartPricing, now: Date): Promise<ReadCart> {
  const { defaultCountry } = pricing;
  const location = session
    ? { country: session.shipping.country || defaultCountry, state: session.shipping.state }
    : { country: defaultCountry, state: '' };
  const [items, coupons, setup] = await loadCartContents(db, session, pricing.setup);
  const sold = items.filter((item) => item.purchasable);
  const totals = computeCartTotals({
    lines: sold.map((item) => item.line),
    coupons,
    customer: location,
    now,
    shipping: setup.shipping,
    shippingChoice: { method: session?.chosenShippingMethods[0] ?? null, ratesAtChoice: session?.shippingRatesAtChoice ?? [] },
    taxRates: setup.taxRates,
    base: { country: defaultCountry, state: '' },
    pricesIncludeTax: pricing.pricesIncludeTax,
    cartTaxDisplay: pricing.cartTaxDisplay,
  });
  const removed = new Set(totals.removedCoupons.map((coupon) => coupon.code));
  return {
    sessionKey: session?.key ?? null,
    items: sold,
    coupons: coupons.filter((coupon) => !removed.has(coupon.code)),
    totals,
    location,
    stale: {
      itemKeys: items.filter((item) => !item.purchasable).map((item) => item.key),
      couponIds: coupons.filter((coupon) => removed.has(coupon.code)).map((coupon) => coupon.id),
    },
  };
}

/** The cart as it stands, without writing anything. */
export async function readCart(db: Database, session: SessionRow | null, pricing: CartPricing, now = new Date()): Promise<CartRecord> {
  const { stale: _stale, ...cart } = await read(db, session, pricing, now);
  return cart;
}

/** In the transaction of a change: the cart after it, with stale lines and coupons removed. */
export async function settleCart(tx: Database, session: SessionRow, pricing: CartPricing, now = new Date()): Promise<CartRecord> {
  const { stale, ...cart } = await read(tx, session, pricing, now);
  if (stale.itemKeys.length > 0) await removeCartItems(tx, session.key, stale.itemKeys);
  if (stale.couponIds.length > 0) await removeCartCoupons(tx, session.key, stale.couponIds);
  return cart;
}
