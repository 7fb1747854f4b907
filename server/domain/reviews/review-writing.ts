// Writing a product review, as WooCommerce takes one from a visitor: name, email, stars and text
// are checked; the text is kept as plain text, approved at once or held for the shop's approval;
// and the product's average rating and review count move with it in the same transaction (a held
// review counts once approved).
import { emailLimit, emailPattern, reviewContentLimit, reviewerNameLimit } from '../../../common/reviewRules';
import type { Database } from '../../db/connection';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { findProduct } from '../catalog/store/product-lookup';
import type { ProductRecord } from '../catalog/store/product-records';
import { hasSameReview, insertReview, isVariationId, lockReviewedProduct, type NewReview } from './store/new-reviews';
import type { ReviewRecord } from './store/product-reviews';
import { refreshRatings } from './store/ratings';
import { submittedPlainText } from './submitted-text';

/** What a visitor sends; anything may be missing or wrong. */
export interface ReviewSubmission {
  productId?: number | null;
  rating: number;
  content?: string | null;
  authorName?: string | null;
  authorEmail?: string | null;
}

export interface WrittenReview {
  review: ReviewRecord;
  /** The product as the review left it, with its new average rating and review count. */
  product: ProductRecord;
}

/** A review's stars: a whole number from 1 to 5. */
export function checkedRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new InputError(new StoreMessage('chooseRating'));
  return rating;
}

/** A review's text as plain text, within the limit, and not empty. */
export function checkedContent(content: string | null | undefined): string {
  const reviewTooLong = new StoreMessage('reviewTooLong', { max: reviewContentLimit });
  const text = submittedPlainText(content, reviewContentLimit, reviewTooLong);
  if (!text) throw new InputError(new StoreMessage('writeReview'));
  return text;
}

function checked(submission: ReviewSubmission): NewReview {
  const rating = checkedRating(submission.rating);
  const content = checkedContent(submission.content);

  const nameTooLong = new StoreMessage('nameTooLongToSend', { max: reviewerNameLimit });
  const authorName = submittedPlainText(submission.authorName, reviewerNameLimit, nameTooLong).replace(/\s+/g, ' ');
  if (!authorName) throw new InputError(new StoreMessage('enterName'));

  const authorEmail = (submission.authorEmail ?? '').trim();
  if (!authorEmail) throw new InputError(new StoreMessage('enterEmail'));
  if (authorEmail.length > emailLimit || !emailPattern.test(authorEmail)) {
    throw new InputError(new StoreMessage('invalidEmail'));
  }

  if (submission.productId === null || submission.productId === undefined) {
    throw new InputError(new StoreMessage('chooseReviewedProduct'));
  }
  return { productId: submission.productId, rating, content, authorName, authorEmail };
}

/**
 * Locks the product's row until the transaction ends, so reviews of one product are written one
 * at a time (on PostgreSQL under READ COMMITTED): each duplicate check sees the reviews written
 * before it, and each recount includes them. Throws when the product takes no reviews.
 */
async function lockReviewableProduct(tx: Database, productId: number): Promise<void> {
  const product = await lockReviewedProduct(tx, productId);
  if (!product && (await isVariationId(tx, productId))) throw new InputError(new StoreMessage('reviewTheProduct'));
  if (product?.status !== 'publish') throw new InputError(new StoreMessage('reviewedProductNotFound'));
  if (!product.reviewsAllowed) throw new InputError(new StoreMessage('reviewsClosed'));
}

export interface ReviewModeration {
  /** New reviews wait for the shop's approval before they show (the store setting reviewsNeedApproval). */
  holdForApproval: boolean;
}

/** Checks and stores a visitor's review of a published product; refusals are InputErrors. */
export async function writeReview(db: Database, submission: ReviewSubmission, { holdForApproval }: ReviewModeration): Promise<WrittenReview> {
  const review = checked(submission);
  return db.transaction(async (tx) => {
    await lockReviewableProduct(tx, review.productId);
    // WordPress's wording for a comment sent twice.
    if (await hasSameReview(tx, review)) throw new InputError(new StoreMessage('duplicateReview'));
    const stored = await insertReview(tx, review, holdForApproval ? 'hold' : 'approved');
    await refreshRatings(tx, [review.productId]);
    const product = await findProduct(tx, { databaseId: review.productId });
    return { review: stored, product: product! };
  });
}
