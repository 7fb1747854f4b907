// What moderating reviews reads and writes: the product a review is of, a review's row locked while
// it changes (with the status it had before the trash), its changes, its deletion for good, and the lists the shop moderates
// from (reviews of the asked statuses, newest first), which for anyone else hold only approved
// reviews of published products.
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { isoDate } from '../../../db/iso-date';
import { queryRows } from '../../../db/rows';
import type { ReviewRecord, ReviewStatus } from './product-reviews';

export interface ModeratedReview extends ReviewRecord {
  /** The status a trashed review goes back to when restored. */
  statusBeforeTrash: Exclude<ReviewStatus, 'trash'> | null;
}

export type ReviewChanges = Partial<Pick<ModeratedReview, 'status' | 'statusBeforeTrash' | 'rating' | 'content'>>;

const columns = sql`r.id, r.product_id as "productId", r.author_name as "authorName", r.author_email as "authorEmail",
  r.content, r.rating, r.status, r.status_before_trash as "statusBeforeTrash", ${isoDate(sql`r.created_at`)} as "createdAt"`;

/** The product a review is of, read without a lock (moderation locks the product's row first); null when there is no such review. */
export async function reviewedProductOf(db: Database, reviewId: number): Promise<number | null> {
  const [row] = await queryRows<{ productId: number }>(db, sql`select product_id as "productId" from reviews where id = ${reviewId}`);
  return row?.productId ?? null;
}

/** In `tx`: the review, its row locked until `tx` ends; null when there is none. */
export async function lockReview(tx: Database, reviewId: number): Promise<ModeratedReview | null> {
  const [row] = await queryRows<ModeratedReview>(tx, sql`select ${columns} from reviews r where r.id = ${reviewId} for update`);
  return row ?? null;
}

export async function changeReview(tx: Database, reviewId: number, changes: ReviewChanges): Promise<ModeratedReview> {
  const sets: SQL[] = [];
  if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
  if (changes.statusBeforeTrash !== undefined) sets.push(sql`status_before_trash = ${changes.statusBeforeTrash}`);
  if (changes.rating !== undefined) sets.push(sql`rating = ${changes.rating}`);
  if (changes.content !== undefined) sets.push(sql`content = ${changes.content}`);
  if (sets.length > 0) await tx.execute(sql`update reviews set ${sql.join(sets, sql`, `)} where id = ${reviewId}`);
  return (await lockReview(tx, reviewId))!;
}

export async function deleteReviewRow(tx: Database, reviewId: number): Promise<void> {
  await tx.execute(sql`delete from reviews where id = ${reviewId}`);
}

/** Which reviews a list keeps: of these statuses, of this product (null: every product's), only of published products. */
export interface ReviewFilter {
  statuses: readonly ReviewStatus[];
  productId: number | null;
  publishedOnly: boolean;
}

function kept({ statuses, productId, publishedOnly }: ReviewFilter): SQL {
  return sql.join(
    [
      sql`r.status = any(${textArray(statuses)})`,
      ...(productId === null ? [] : [sql`r.product_id = ${productId}`]),
      ...(publishedOnly ? [sql`exists (select 1 from products p where p.id = r.product_id and p.status = 'publish')`] : []),
    ],
    sql` and `,
  );
}

/** Whether the review of this id is one the list keeps. */
export async function isListedReview(db: Database, filter: ReviewFilter, reviewId: number): Promise<boolean> {
  const [row] = await queryRows(db, sql`select 1 from reviews r where ${kept(filter)} and r.id = ${reviewId}`);
  return row !== undefined;
}

/** Newest first, at most `limit` of the reviews the filter keeps, after the review `afterId` (null: from the newest). */
export async function readReviewsPage(db: Database, filter: ReviewFilter, afterId: number | null, limit: number): Promise<ModeratedReview[]> {
  const after = afterId === null ? sql`` : sql`and (r.created_at, r.id) < (select created_at, id from reviews where id = ${afterId})`;
  return queryRows<ModeratedReview>(
    db,
    sql`select ${columns} from reviews r where ${kept(filter)} ${after} order by r.created_at desc, r.id desc limit ${limit}`,
  );
}
