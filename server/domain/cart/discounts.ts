// How one coupon's discount is spread over the cart lines, in whole cents. Coupons are applied in
// order, each on what the ones before it left of every line, so no line ever goes below zero.
import { divideRoundingHalfUp, splitByWeight } from './cents';
import type { CartLine } from './cart-line';
import { couponAppliesToLine, type Coupon } from './coupons';

/**
 * The discount of `coupon` on each line, given what is left of each line (`remaining`, cents).
 * - percent: the cart-level discount is the percentage of the eligible lines' remaining total,
 *   rounded half up once; it is then split over those lines in proportion to their remaining
 *   totals (see splitByWeight), so the line discounts add up to the rounded cart-level one.
 *   Above 100% it takes the whole of those lines and no more.
 * - fixed_cart: the amount, capped at the eligible remaining total, split the same way.
 * - fixed_product: the amount per unit × quantity, capped at what is left of the line.
 */
export function couponDiscountPerLine(
  coupon: Coupon,
  lines: readonly CartLine[],
  remaining: readonly number[],
): number[] {
  const eligible = lines.map((line, index) => (couponAppliesToLine(coupon, line) ? remaining[index] : 0));
  const eligibleTotal = eligible.reduce((sum, cents) => sum + cents, 0);
  switch (coupon.type) {
    case 'percent':
      return splitByWeight(Math.min(divideRoundingHalfUp(eligibleTotal * coupon.amount, 100), eligibleTotal), eligible);
    case 'fixed_cart':
      return splitByWeight(Math.min(coupon.amount, eligibleTotal), eligible);
    case 'fixed_product':
      return lines.map((line, index) => Math.min(coupon.amount * line.quantity, eligible[index]));
  }
}
