// Review moderation in the WooGraphQL schema the store backend implements, for the shop's managers:
// WPGraphQL's root `comments` and WooGraphQL's Product.reviews (whose edges carry the stars) with
// their status filter (reviews awaiting approval; anyone else lists only approved ones), and WooGraphQL's updateReview (approve, hold, spam or trash through the
// status; the stars and the text), deleteReview (to the trash, or for good) and restoreReview. A
// reviewer's email is there for moderators alone.
import type { SchemaSelection } from './selection';

export const shopReviews: SchemaSelection = {
  RootQuery: ['comments(first, after, where)'],
  RootQueryToCommentConnectionWhereArgs: ['statusIn', 'contentId'],
  RootQueryToCommentConnection: ['edges', 'nodes', 'pageInfo'],
  RootQueryToCommentConnectionEdge: ['cursor', 'node'],
  RootQueryToCommentConnectionPageInfo: ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'],
  ProductToCommentConnectionWhereArgs: ['statusIn'],

  RootMutation: ['updateReview(input)', 'deleteReview(input)', 'restoreReview(input)'],
  UpdateReviewInput: ['clientMutationId', 'id', 'rating', 'status', 'content'],
  UpdateReviewPayload: ['clientMutationId', 'rating', 'review'],
  DeleteReviewInput: ['clientMutationId', 'id', 'forceDelete'],
  DeleteReviewPayload: ['clientMutationId', 'affectedId', 'rating', 'review'],
  RestoreReviewInput: ['clientMutationId', 'id'],
  RestoreReviewPayload: ['clientMutationId', 'affectedId', 'rating', 'review'],

  CommentStatusEnum: ['TRASH'],
  Commenter: ['email'],
  CommentAuthor: ['email'],
};
