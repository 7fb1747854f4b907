// A coupon's uses, counted in the order's transaction: its usage count, raised by a guarded update
// that also locks the coupon's row, and each use by a billing email.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { couponUses } from '../../../db/schema/cart';

/** Raises the coupon's usage count while it is under the coupon's limit; answers whether it did. */
export async function countCouponUse(tx: Database, couponId: number): Promise<boolean> {
  const counted = await queryRows<{ id: number }>(
    tx,
    sql`update coupons set usage_count = usage_count + 1
        where id = ${couponId} and (usage_limit is null or usage_count < usage_limit) returning id`,
  );
  return counted.length > 0;
}

/** How often the coupon was used with this billing email (in any case). */
export async function usesByEmail(tx: Database, couponId: number, email: string): Promise<number> {
  const [{ uses } = { uses: 0 }] = await queryRows<{ uses: number }>(
    tx,
    sql`select count(*)::int as uses from coupon_uses where coupon_id = ${couponId} and lower(email) = lower(${email})`,
  );
  return uses;
}

export async function recordCouponUse(tx: Database, couponId: number, email: string): Promise<void> {
  await tx.insert(couponUses).values({ couponId, email });
}
