// Coupons: what one is, which cart lines it may discount, and whether it may be applied at all.
// Refusals use WooCommerce's wording where it has one, so shoppers read what they would read there.
import { StoreMessage } from '../store-message';
import { lineSubtotal, type CartLine } from './cart-line';

export type CouponType = 'percent' | 'fixed_cart' | 'fixed_product';

export interface Coupon {
  code: string;
  type: CouponType;
  /** percent: a whole percent (10 is 10%); fixed_cart and fixed_product: cents. */
  amount: number;
  freeShipping: boolean;
  /** Cents, compared with the cart subtotal before discounts. */
  minimumSpend: number | null;
  maximumSpend: number | null;
  expiresAt: Date | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerCustomer: number | null;
  /** How often this customer (by email) has used it. */
  usesByCustomer: number;
  individualUse: boolean;
  /** Empty: any product. A variation matches by its own id or its product's. */
  productIds: readonly number[];
  excludedProductIds: readonly number[];
  /** Empty: any category. */
  categoryIds: readonly number[];
  excludedCategoryIds: readonly number[];
  excludeSaleItems: boolean;
}

export interface CouponContext {
  now: Date;
  /** The coupons already on the cart, in the order they were applied. */
  applied: readonly Coupon[];
}

function sameCode(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether the product and category restrictions let the coupon discount this line. */
function restrictionsAllow(coupon: Coupon, line: CartLine): boolean {
  const ids = line.variationId === null ? [line.productId] : [line.productId, line.variationId];
  if (coupon.productIds.length > 0 && !ids.some((id) => coupon.productIds.includes(id))) return false;
  if (ids.some((id) => coupon.excludedProductIds.includes(id))) return false;
  if (coupon.categoryIds.length > 0 && !line.categoryIds.some((id) => coupon.categoryIds.includes(id))) {
    return false;
  }
  return !line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id));
}

/**
 * The lines a coupon discounts. All three types honour the restrictions line by line (WooCommerce
 * lets a fixed_cart coupon with excluded items spread over the rest; we do the same for all).
 */
export function couponAppliesToLine(coupon: Coupon, line: CartLine): boolean {
  return restrictionsAllow(coupon, line) && !(coupon.excludeSaleItems && line.onSale);
}

/**
 * Why this coupon cannot be applied to this cart now, or null when it can. One message per reason,
 * checked in this order: already applied, individual use, expiry, usage limits, spend limits,
 * restrictions, sale items.
 */
export function checkCoupon(coupon: Coupon, lines: readonly CartLine[], context: CouponContext): StoreMessage | null {
  if (context.applied.some((applied) => sameCode(applied.code, coupon.code))) {
    return new StoreMessage('couponAlreadyApplied');
  }
  const individual = context.applied.find((applied) => applied.individualUse);
  if (individual !== undefined) {
    return new StoreMessage('couponBlockedByIndividual', { code: individual.code });
  }
  if (coupon.individualUse && context.applied.length > 0) {
    return new StoreMessage('couponIndividualUse', { code: coupon.code });
  }
  if (coupon.expiresAt !== null && context.now.getTime() > coupon.expiresAt.getTime()) {
    return new StoreMessage('couponExpired');
  }
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) {
    return new StoreMessage('couponUsageLimit');
  }
  if (coupon.usageLimitPerCustomer !== null && coupon.usesByCustomer >= coupon.usageLimitPerCustomer) {
    return new StoreMessage('couponUsedUp');
  }
  const subtotal = lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
  if (coupon.minimumSpend !== null && subtotal < coupon.minimumSpend) {
    return new StoreMessage('couponMinimumSpend', { amount: { cents: coupon.minimumSpend } });
  }
  if (coupon.maximumSpend !== null && subtotal > coupon.maximumSpend) {
    return new StoreMessage('couponMaximumSpend', { amount: { cents: coupon.maximumSpend } });
  }
  const allowed = lines.filter((line) => restrictionsAllow(coupon, line));
  if (allowed.length === 0) return new StoreMessage('couponNotApplicable');
  if (!allowed.some((line) => couponAppliesToLine(coupon, line))) {
    return new StoreMessage('couponNotForSaleItems');
  }
  return null;
}
