// The writeReview mutation: a visitor's review of a product (the rule is in
// domain/reviews/review-writing.ts). The answer carries the review and, through commentedOn, the
// product's new average rating and review count.
import { writeReview } from '../../domain/reviews/review-writing';
import { createCatalogLoaders } from '../catalog/loaders';
import type { GraphQLContext } from '../context';

interface WriteReviewInput {
  clientMutationId?: string | null;
  commentOn?: number | null;
  rating: number;
  content?: string | null;
  author?: string | null;
  authorEmail?: string | null;
}

export const writeReviewResolvers = {
  RootMutation: {
    async writeReview(_: unknown, { input }: { input: WriteReviewInput }, context: GraphQLContext) {
      await context.limits?.take('review');
      const { review, product } = await writeReview(
        context.db,
        {
          productId: input.commentOn,
          rating: input.rating,
          content: input.content,
          authorName: input.author,
          authorEmail: input.authorEmail,
        },
        context.reviewModeration,
      );
      // The request's batchers may hold rows, and its catalog version, from before the write:
      // what the answer reads from here on must be the catalog as the write left it.
      context.catalog = createCatalogLoaders(context.db);
      context.catalog.product.prime(product.id, product);
      return { clientMutationId: input.clientMutationId, rating: review.rating, review };
    },
  },
};
