// A product's average rating and review count are stored on the product (as WooCommerce keeps
// _wc_average_rating and _wc_review_count) so lists sort by them cheaply. This recomputes them
// from the approved reviews; whatever writes reviews calls it in the same transaction.
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';

/** Recomputes the given products, or every product when no ids are given. */
export async function refreshRatings(db: Database, productIds?: readonly number[]): Promise<void> {
  const scope = productIds ? sql`and p.id = any(${intArray(productIds)})` : sql``;
  await db.execute(sql`
    update products p set average_rating = coalesce(r.average, 0), review_count = coalesce(r.count, 0)
    from products q
    left join lateral (
      select round(avg(rating), 2) as average, count(*)::int as count
      from reviews where product_id = q.id and status = 'approved'
    ) r on true
    where q.id = p.id ${scope}`);
}
