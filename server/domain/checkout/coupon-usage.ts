// Counting an order's coupons as used, in the order's transaction. The usage count rises only
// while it is under the coupon's limit (a guarded update, which also locks the coupon's row), so
// concurrent checkouts can never use a coupon more often than it allows; the per-customer limit is
// counted after that lock, by billing email as WooCommerce counts guests, so it holds as well.
import type { Database } from '../../db/connection';
import type { StoredCoupon } from '../cart/store/coupons';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { countCouponUse, recordCouponUse, usesByEmail } from './store/coupon-uses';

/**
 * A coupon on the cart that no longer applies. The checkout is refused, and the coupon is then
 * taken off the cart (as WooCommerce does), so the shopper sees the new total before ordering again.
 */
export class CouponWithdrawn extends InputError {
  constructor(
    readonly couponCode: string,
    reason: StoreMessage,
  ) {
    super(new StoreMessage('couponWithdrawn', { code: couponCode, reason }));
  }
}

export async function recordCouponUsage(tx: Database, coupons: readonly StoredCoupon[], email: string): Promise<void> {
  for (const coupon of [...coupons].sort((a, b) => a.id - b.id)) {
    if (!(await countCouponUse(tx, coupon.id))) throw new CouponWithdrawn(coupon.code, new StoreMessage('couponUsageLimit'));
    if (coupon.usageLimitPerCustomer !== null && (await usesByEmail(tx, coupon.id, email)) >= coupon.usageLimitPerCustomer) {
      throw new CouponWithdrawn(coupon.code, new StoreMessage('couponUsedUp'));
    }
    await recordCouponUse(tx, coupon.id, email);
  }
}
