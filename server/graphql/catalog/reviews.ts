// Resolvers of product reviews (WordPress comments of type review), a product's list of them, their
// authors and the products they are on.
import { plainTextHtml } from '../../../common/plainTextHtml';
import { avatarUrl } from '../../domain/avatar';
import type { ProductRecord } from '../../domain/catalog/store/product-records';
import { reviewsPage } from '../../domain/reviews/review-lists';
import type { ReviewRecord, ReviewStatus } from '../../domain/reviews/store/product-reviews';
import { andThen } from '../batcher';
import { viewerCan } from '../accounts/require-capability';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList } from '../paging';
import { fromCursor, toGlobalId } from '../relay';
import { connection } from './connections';

type ReviewListArgs = { first?: number | null; after?: string | null; where?: { statusIn?: (ReviewStatus | null)[] | null } | null };

/**
 * A product's reviews: the approved ones, through the catalog's cache; a moderator asking for
 * other statuses (held reviews, with their stars on the edges) gets those, read afresh. Anyone
 * else's status filter is not theirs to use, and they get the approved ones.
 */
export async function reviewConnection(p: ProductRecord, args: ReviewListArgs, ctx: GraphQLContext) {
  const first = cappedPageSize(args.first, nestedListCap);
  const afterId = args.after ? fromCursor(args.after) : null;
  const moderated = Boolean(args.where?.statusIn?.length) && (await viewerCan(ctx, 'moderate_comments'));
  const page = moderated
    ? await reviewsPage(ctx.db, { statusIn: args.where?.statusIn, productId: p.id }, true, first, afterId)
    : pageList(await ctx.catalog.reviews.load(p.id), (review) => review.id, first, afterId);
  const reviews = connection<ReviewRecord>(page, (review) => review.id);
  return {
    ...reviews,
    averageRating: p.averageRating,
    edges: reviews.edges.map((edge) => ({ ...edge, rating: edge.node.rating })),
  };
}

export const reviewResolvers = {
  Comment: {
    id: (r: ReviewRecord) => toGlobalId('comment', r.id),
    databaseId: (r: ReviewRecord) => r.id,
    content: (r: ReviewRecord, { format }: { format?: 'raw' | 'rendered' | null }) =>
      format === 'raw' ? r.content : plainTextHtml(r.content),
    date: (r: ReviewRecord) => r.createdAt,
    author: (r: ReviewRecord) => ({ node: r }),
    status: (r: ReviewRecord) => r.status,
    // No edge when the product is no longer published, as WPGraphQL hides what a visitor may not see.
    commentedOn: (r: ReviewRecord, _: unknown, { catalog }: GraphQLContext) =>
      andThen(catalog.product.get(r.productId), (product) => product && { node: product }),
  },
  // Reviews here are written by guests: WPGraphQL's CommentAuthor, identified by the comment.
  Commenter: { __resolveType: () => 'CommentAuthor' },
  CommentAuthor: {
    id: (r: ReviewRecord) => toGlobalId('comment_author', r.id),
    databaseId: (r: ReviewRecord) => r.id,
    name: (r: ReviewRecord) => r.authorName,
    avatar: (r: ReviewRecord, _: unknown, { shopOrigin }: GraphQLContext) => ({ url: shopOrigin + avatarUrl(r.authorName, r.authorEmail) }),
    // As WPGraphQL shows it: to those who moderate reviews, never to other visitors.
    email: async (r: ReviewRecord, _: unknown, ctx: GraphQLContext) => ((await viewerCan(ctx, 'moderate_comments')) ? r.authorEmail : null),
  },
};
