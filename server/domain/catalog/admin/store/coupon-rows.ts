// The coupon rows a change reads and writes.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { coupons } from '../../../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponColumns = Omit<typeof coupons.$inferInsert, 'id' | 'usageCount'>;

export async function findCoupon(db: Database, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

export async function lockCoupon(tx: Database, id: number): Promise<CouponRow | null> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row ?? null;
}

/** The id of the coupon with the code (codes are kept in lower case), if any. */
export async function couponIdWithCode(tx: Database, code: string): Promise<number | null> {
  const [row] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  return row?.id ?? null;
}

export async function insertCoupon(tx: Database, columns: CouponColumns): Promise<number> {
  const [row] = await tx.insert(coupons).values(columns).returning({ id: coupons.id });
  return row!.id;
}

export async function updateCouponRow(tx: Database, id: number, columns: CouponColumns): Promise<void> {
  await tx.update(coupons).set(columns).where(eq(coupons.id, id));
}

/** Deletes the coupon; carts drop it, orders keep their copy of what it took off. */
export async function deleteCouponRow(tx: Database, id: number): Promise<void> {
  await tx.delete(coupons).where(eq(coupons.id, id));
}
