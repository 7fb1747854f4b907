// The review-writing part of the WooGraphQL schema the store backend implements: the writeReview
// mutation and what its answer reads of the new review (its status and the product it is on).
// Of WriteReviewInput only what a visitor may set is kept: the status, date, parent and author
// URL of a review are the shop's to decide.
import type { SchemaSelection } from './selection';

export const reviews: SchemaSelection = {
  RootMutation: ['writeReview(input)'],
  WriteReviewInput: ['author', 'authorEmail', 'clientMutationId', 'commentOn', 'content', 'rating'],
  WriteReviewPayload: ['clientMutationId', 'rating', 'review'],

  Comment: ['status', 'commentedOn'],
  CommentStatusEnum: ['APPROVE', 'HOLD', 'SPAM'],
  CommentToContentNodeConnectionEdge: ['node'],
  ContentNode: ['id', 'databaseId'],
};
