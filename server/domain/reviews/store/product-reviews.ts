// The read side of product reviews: approved reviews, newest first, with the reviewer's public
// face (name and a generated avatar; never the email address). Their text is shown as HTML by
// common/plainTextHtml.ts.
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { isoDate } from '../../../db/iso-date';
import type { reviews } from '../../../db/schema/catalog';
import { groupBy } from '../../group-by';

export type ReviewStatus = (typeof reviews.$inferSelect)['status'];

export interface ReviewRecord {
  id: number;
  productId: number;
  authorName: string;
  authorEmail: string;
  content: string;
  rating: number;
  status: ReviewStatus;
  /** ISO 8601 text (see db/iso-date.ts). */
  createdAt: string;
}

export async function loadReviews(db: Database, productIds: readonly number[]): Promise<Map<number, ReviewRecord[]>> {
  const rows = await queryRows<ReviewRecord>(
    db,
    sql`select r.id, r.product_id as "productId", r.author_name as "authorName", r.author_email as "authorEmail",
        r.content, r.rating, r.status, ${isoDate(sql`r.created_at`)} as "createdAt"
      from reviews r
      where r.product_id = any(${intArray(productIds)}) and r.status = 'approved'
      order by r.product_id, r.created_at desc, r.id desc`,
  );
  return groupBy(rows, (row) => row.productId);
}
