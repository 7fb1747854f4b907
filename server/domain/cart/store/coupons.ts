// The shop's coupons as the totals engine takes them (../coupons.ts), with how often the shopper has
// used each (by billing email, as WooCommerce counts guests); and the coupons on a session's cart.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { cartCoupons, type CouponKind } from '../../../db/schema/cart';
import type { Coupon } from '../coupons';

export interface StoredCoupon extends Coupon {
  id: number;
  description: string;
}

interface Row {
  id: number;
  code: string;
  description: string;
  discountType: CouponKind;
  amount: number;
  freeShipping: boolean;
  minimumSpend: number | null;
  maximumSpend: number | null;
  expiresAt: Date | string | null;
  usageLimit: number | null;
  usageCount: number;
  usageLimitPerUser: number | null;
  usesByCustomer: number;
  individualUse: boolean;
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  excludeSaleItems: boolean;
}

function couponSelect(email: string, where: SQL): SQL {
  return sql`
    select c.id, c.code, c.description, c.discount_type as "discountType", c.amount, c.free_shipping as "freeShipping",
      c.minimum_spend as "minimumSpend", c.maximum_spend as "maximumSpend", c.expires_at as "expiresAt",
      c.usage_limit as "usageLimit", c.usage_count as "usageCount", c.usage_limit_per_user as "usageLimitPerUser",
      (select count(*)::int from coupon_uses u where u.coupon_id = c.id and ${email} <> '' and lower(u.email) = lower(${email})) as "usesByCustomer",
      c.individual_use as "individualUse", c.product_ids as "productIds", c.excluded_product_ids as "excludedProductIds",
      c.category_ids as "categoryIds", c.excluded_category_ids as "excludedCategoryIds", c.exclude_sale_items as "excludeSaleItems"
    from coupons c
    ${where}`;
}

function coupon(row: Row): StoredCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.discountType,
    amount: row.amount,
    freeShipping: row.freeShipping,
    minimumSpend: row.minimumSpend,
    maximumSpend: row.maximumSpend,
    expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt),
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    usageLimitPerCustomer: row.usageLimitPerUser,
    usesByCustomer: row.usesByCustomer,
    individualUse: row.individualUse,
    productIds: row.productIds,
    excludedProductIds: row.excludedProductIds,
    categoryIds: row.categoryIds,
    excludedCategoryIds: row.excludedCategoryIds,
    excludeSaleItems: row.excludeSaleItems,
  };
}

/** The coupon with this code, whatever its case; null when the shop has none. */
export async function findCoupon(db: Database, code: string, email: string): Promise<StoredCoupon | null> {
  const [row] = await queryRows<Row>(db, couponSelect(email, sql`where c.code = ${code.trim().toLowerCase()}`));
  return row ? coupon(row) : null;
}

/** The coupons on a session's cart, in the order they were applied. */
export async function loadCartCoupons(db: Database, sessionKey: string, email: string): Promise<StoredCoupon[]> {
  const rows = await queryRows<Row>(
    db,
    couponSelect(
      email,
      sql`join cart_coupons cc on cc.coupon_id = c.id where cc.session_key = ${sessionKey} order by cc.position`,
    ),
  );
  return rows.map(coupon);
}

/** Puts the coupon on the session's cart, after those already on it; nothing when it is there already. */
export async function addCartCoupon(tx: Database, sessionKey: string, couponId: number): Promise<void> {
  const [{ next } = { next: 1 }] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(position), 0) + 1 as next from ${cartCoupons} where session_key = ${sessionKey}`,
  );
  await tx.insert(cartCoupons).values({ sessionKey, couponId, position: next }).onConflictDoNothing();
}

export async function removeCartCoupons(tx: Database, sessionKey: string, couponIds: readonly number[]): Promise<void> {
  await tx.delete(cartCoupons).where(and(eq(cartCoupons.sessionKey, sessionKey), inArray(cartCoupons.couponId, [...couponIds])));
}

/** Takes the coupon of this code off the session's cart, if it is on it. */
export async function removeCartCouponByCode(tx: Database, sessionKey: string, code: string): Promise<void> {
  await tx.execute(sql`delete from cart_coupons where session_key = ${sessionKey} and coupon_id in (select id from coupons where code = ${code})`);
}

/** Takes every coupon off the session's cart. */
export async function clearCartCoupons(tx: Database, sessionKey: string): Promise<void> {
  await tx.delete(cartCoupons).where(eq(cartCoupons.sessionKey, sessionKey));
}
