// Sends a review (WriteReview) from the browser and reads the answer into the page's shapes: the
// review as it was stored, and the product's new average and count.
import { plainTextHtml } from '../../common/plainTextHtml';
import type { Review } from '../domain/catalog/types';
import { execute, type Executor } from './executor';
import { WriteReviewDocument } from './generated/graphql';

export interface ReviewToSend {
  productId: number;
  rating: number;
  content: string;
  author: string;
  email: string;
}

export interface WrittenReview {
  review: Review;
  /** Held for moderation by the shop (a WooCommerce setting): not shown until approved. */
  held: boolean;
  /** The product's aggregates after the review, when the store answers them. */
  averageRating: number | null;
  reviewCount: number | null;
}

export async function writeReview(store: Executor, input: ReviewToSend): Promise<WrittenReview> {
  const answer = await execute(store, WriteReviewDocument, {
    commentOn: input.productId,
    rating: input.rating,
    content: input.content.trim(),
    author: input.author.trim(),
    authorEmail: input.email.trim(),
  });
  const written = answer.writeReview?.review;
  if (!written) throw new Error('Something went wrong');
  const product = written.commentedOn?.node as { averageRating?: number | null; reviewCount?: number | null } | undefined;
  return {
    review: {
      id: written.id,
      rating: answer.writeReview?.rating ?? input.rating,
      contentHtml: textParagraphsHtml(written.content ?? ''),
      date: written.date ?? null,
      authorName: written.author?.node.name ?? input.author.trim(),
      avatarUrl: written.author?.node.avatar?.url ?? null,
    },
    held: written.status !== null && written.status !== 'APPROVE',
    averageRating: product?.averageRating ?? null,
    reviewCount: product?.reviewCount ?? null,
  };
}

/**
 * The answered review HTML read back into its paragraphs of text and shown as plain text again.
 * The server render sanitises reviews with DOMPurify, which the browser bundle does without; a
 * review is plain text, so nothing is lost. DOMParser builds an inert document: nothing in it runs
 * or loads.
 */
function textParagraphsHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.children].map((element) => element.textContent ?? '');
  return plainTextHtml((blocks.length > 0 ? blocks : [body.textContent ?? '']).join('\n\n'));
}
