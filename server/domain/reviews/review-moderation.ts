// A shop manager moderating reviews, as WordPress moderates comments and WooGraphQL's updateReview,
// deleteReview and restoreReview do it: approving a held review (it then shows and counts in the
// product's rating), holding it again, marking it spam, putting it in the trash (remembering what it
// was, so restoring puts it back) or deleting it for good; and correcting its stars or text. Each
// change runs in one transaction with the product's row locked, as writing a review locks it, and
// recounts the product's average rating and review count there.
import type { Database } from '../../db/connection';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { checkedContent, checkedRating } from './review-writing';
import { lockReviewedProduct } from './store/new-reviews';
import { changeReview, deleteReviewRow, lockReview, reviewedProductOf, type ModeratedReview, type ReviewChanges } from './store/moderated-reviews';
import type { ReviewStatus } from './store/product-reviews';
import { refreshRatings } from './store/ratings';


/** In one transaction: `work` on the locked review, then the product's rating recounted. */
async function moderate<T>(db: Database, reviewId: number, work: (tx: Database, review: ModeratedReview) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The product first, as writing a review locks it: moderation and new reviews take turns.
    const productId = await reviewedProductOf(tx, reviewId);
    if (productId !== null) await lockReviewedProduct(tx, productId);
    const review = productId === null ? null : await lockReview(tx, reviewId);
    if (!review) throw new InputError(new StoreMessage('unknownReview'));
    const result = await work(tx, review);
    await refreshRatings(tx, [review.productId]);
    return result;
  });
}

/** The changes that give the review `status`: into the trash it remembers what it was; out of it, it forgets. */
function statusChanges(review: ModeratedReview, status: ReviewStatus): ReviewChanges {
  if (status === review.status) return {};
  if (status === 'trash') return { status, statusBeforeTrash: review.status === 'trash' ? review.statusBeforeTrash : review.status };
  return { status, statusBeforeTrash: null };
}

export interface ReviewUpdate {
  status?: ReviewStatus | null;
  rating: number;
  content?: string | null;
}

/** updateReview: the status, stars and text as given; answers the review as changed. */
export function updateReview(db: Database, reviewId: number, update: ReviewUpdate): Promise<ModeratedReview> {
  const rating = checkedRating(update.rating);
  const content = update.content === null || update.content === undefined ? undefined : checkedContent(update.content);
  return moderate(db, reviewId, (tx, review) =>
    changeReview(tx, reviewId, { rating, ...(content === undefined ? {} : { content }), ...(update.status ? statusChanges(review, update.status) : {}) }),
  );
}

/**
 * deleteReview: into the trash, or for good with `forceDelete` (as WordPress does, a review already
 * in the trash or marked spam goes for good too); answers the review as it was.
 */
export function deleteReview(db: Database, reviewId: number, forceDelete: boolean): Promise<ModeratedReview> {
  return moderate(db, reviewId, async (tx, review) => {
    if (forceDelete || review.status === 'trash' || review.status === 'spam') await deleteReviewRow(tx, reviewId);
    else await changeReview(tx, reviewId, statusChanges(review, 'trash'));
    return review;
  });
}

/** restoreReview: a trashed review back to what it was (held, when that is not known); any other stays as it is. */
export function restoreReview(db: Database, reviewId: number): Promise<ModeratedReview> {
  return moderate(db, reviewId, async (tx, review) => {
    if (review.status !== 'trash') return review;
    return changeReview(tx, reviewId, statusChanges(review, review.statusBeforeTrash ?? 'hold'));
  });
}
