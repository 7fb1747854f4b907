// What writing a visitor's review reads and writes: the product it is for, locked while the review
// is written; whether the same review is there already; and the review's row.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { isoDate } from '../../../db/iso-date';
import { queryRows } from '../../../db/rows';
import type { ReviewRecord, ReviewStatus } from './product-reviews';

export interface NewReview {
  productId: number;
  rating: number;
  content: string;
  authorName: string;
  authorEmail: string;
}

/**
 * In `tx`: the product's status and whether it takes reviews, its row locked until `tx` ends (against
 * changes, not against cart lines naming it); null when there is no such product.
 */
export async function lockReviewedProduct(tx: Database, productId: number): Promise<{ status: string; reviewsAllowed: boolean } | null> {
  const [product] = await queryRows<{ status: string; reviewsAllowed: boolean }>(
    tx,
    sql`select status, reviews_allowed as "reviewsAllowed" from products where id = ${productId} for no key update`,
  );
  return product ?? null;
}

/** Whether the id is a product variation's. */
export async function isVariationId(db: Database, id: number): Promise<boolean> {
  const [variation] = await queryRows(db, sql`select 1 from product_variations where id = ${id}`);
  return variation !== undefined;
}

/** Whether the product has a review of the same text by the same email (in any case). */
export async function hasSameReview(db: Database, review: NewReview): Promise<boolean> {
  const found = await queryRows(
    db,
    sql`select 1 from reviews
      where product_id = ${review.productId} and lower(author_email) = lower(${review.authorEmail}) and content = ${review.content}
      limit 1`,
  );
  return found.length > 0;
}

export async function insertReview(db: Database, review: NewReview, status: ReviewStatus): Promise<ReviewRecord> {
  const [stored] = await queryRows<ReviewRecord>(
    db,
    sql`insert into reviews (product_id, author_name, author_email, content, rating, status)
        values (${review.productId}, ${review.authorName}, ${review.authorEmail}, ${review.content}, ${review.rating},
          ${status})
        returning id, product_id as "productId", author_name as "authorName", author_email as "authorEmail",
          content, rating, status, ${isoDate(sql`created_at`)} as "createdAt"`,
  );
  return stored!;
}
