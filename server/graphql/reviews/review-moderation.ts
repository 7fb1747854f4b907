// Review moderation in WooGraphQL's and WPGraphQL's terms: the root `comments` (a moderator's list of
// reviews by status, awaiting approval among them; anyone else's of approved reviews), and the shop
// managers' updateReview, deleteReview and restoreReview, each counted against the client's
// shopChange limit, needing moderate_comments and answering WPGraphQL's refusal without it. The
// rule is in domain/reviews/review-moderation.ts; a payload's `rating` is the review's own stars, as
// WooGraphQL answers it.
import type { ReviewStatus } from '../../domain/reviews/store/product-reviews';
import type { ModeratedReview } from '../../domain/reviews/store/moderated-reviews';
import { reviewsPage } from '../../domain/reviews/review-lists';
import { deleteReview, restoreReview, updateReview } from '../../domain/reviews/review-moderation';
import { requireCapability, viewerCan } from '../accounts/require-capability';
import { connection } from '../catalog/connections';
import { createCatalogLoaders } from '../catalog/loaders';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap } from '../paging';
import { databaseIdFrom, fromCursor, toGlobalId } from '../relay';

type ListArgs = { first?: number | null; after?: string | null; where?: { statusIn?: (ReviewStatus | null)[] | null; contentId?: string | null } | null };
type UpdateReviewInput = { clientMutationId?: string | null; id: string; rating: number; status?: ReviewStatus | null; content?: string | null };
type DeleteReviewInput = { clientMutationId?: string | null; id: string; forceDelete?: boolean | null };
type RestoreReviewInput = { clientMutationId?: string | null; id: string };

/** The payload of a moderated review; what the answer reads of its product is the catalog as the change left it. */
function moderated(ctx: GraphQLContext, clientMutationId: string | null | undefined, review: ModeratedReview) {
  ctx.catalog = createCatalogLoaders(ctx.db);
  return { clientMutationId, affectedId: toGlobalId('comment', review.id), rating: review.rating, review };
}

export const reviewModerationResolvers = {
  RootQuery: {
    async comments(_: unknown, { first, after, where }: ListArgs, ctx: GraphQLContext) {
      const moderator = await viewerCan(ctx, 'moderate_comments');
      const productId = where?.contentId ? databaseIdFrom('post', where.contentId) : null;
      const page = await reviewsPage(ctx.db, { statusIn: where?.statusIn, productId }, moderator, cappedPageSize(first, nestedListCap), after ? fromCursor(after) : null);
      return connection(page, (review) => review.id);
    },
  },
  RootMutation: {
    async updateReview(_: unknown, { input }: { input: UpdateReviewInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      await requireCapability(ctx, 'moderate_comments', 'cannotUpdateComment');
      const review = await updateReview(ctx.db, databaseIdFrom('comment', input.id), input);
      return moderated(ctx, input.clientMutationId, review);
    },
    async deleteReview(_: unknown, { input }: { input: DeleteReviewInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      await requireCapability(ctx, 'moderate_comments', 'cannotDeleteComment');
      const review = await deleteReview(ctx.db, databaseIdFrom('comment', input.id), input.forceDelete ?? false);
      return moderated(ctx, input.clientMutationId, review);
    },
    async restoreReview(_: unknown, { input }: { input: RestoreReviewInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      await requireCapability(ctx, 'moderate_comments', 'cannotRestoreComment');
      const review = await restoreReview(ctx.db, databaseIdFrom('comment', input.id));
      return moderated(ctx, input.clientMutationId, review);
    },
  },
};
