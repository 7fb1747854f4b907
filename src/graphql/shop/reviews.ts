// The manager area's calls on reviews: those awaiting approval, and a verdict on one (approve or
// spam through updateReview, which WooGraphQL asks the stars of; trash through deleteReview).
import type { PendingReview, ReviewVerdict, ShopPage } from '../../domain/shop/types';
import { sessionClient } from '../cart';
import { execute } from '../executor';
import { ModerateReviewDocument, PendingReviewsDocument, TrashReviewDocument } from './generated/graphql';

export const reviewsPageSize = 20;

export async function getPendingReviews(endpoint: string, after: string | null): Promise<ShopPage<PendingReview>> {
  const answer = await execute(sessionClient(endpoint), PendingReviewsDocument, { first: reviewsPageSize, after });
  const comments = answer.comments;
  return {
    rows: (comments?.nodes ?? []).map((comment) => {
      // A review is on a product; another kind of content answers an empty object.
      const on = comment.commentedOn?.node;
      const product: ReviewedProduct | undefined = on && 'name' in on ? on : undefined;
      const rating = product?.reviews?.edges.find((edge) => edge.node.databaseId === comment.databaseId)?.rating ?? 0;
      return {
        id: comment.id,
        databaseId: comment.databaseId,
        rating,
        content: plainText(comment.content ?? ''),
        date: comment.date ?? '',
        author: comment.author?.node.name ?? '',
        email: comment.author?.node.email ?? '',
        product: product?.name && product.slug ? { name: product.name, slug: product.slug } : null,
      };
    }),
    nextCursor: comments?.pageInfo.hasNextPage ? comments.pageInfo.endCursor : null,
  };
}

interface ReviewedProduct {
  name?: string | null;
  slug?: string | null;
  reviews?: { edges: { rating: number | null; node: { databaseId: number } }[] } | null;
}

export async function moderateReview(endpoint: string, review: PendingReview, verdict: ReviewVerdict): Promise<void> {
  const store = sessionClient(endpoint);
  if (verdict === 'trash') {
    await execute(store, TrashReviewDocument, { id: review.id });
    return;
  }
  await execute(store, ModerateReviewDocument, { id: review.id, rating: review.rating, status: verdict === 'approve' ? 'APPROVE' : 'SPAM' });
}

/** A review's answered HTML as its text; DOMParser builds an inert document, nothing in it runs or loads. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
