// Reviews awaiting approval in the manager area (issue 39): each approved, marked as spam or put in
// the trash, after which the list is read again (the next waiting ones move up). A refusal is
// shown and the list stays.
import { assign, fromPromise, setup } from 'xstate';
import type { PendingReview, ReviewVerdict, ShopPage } from '../../domain/shop/types';

export type ShopReviewsEvent = { type: 'LOAD' } | { type: 'RETRY' } | { type: 'MODERATE'; review: PendingReview; verdict: ReviewVerdict };

export interface ShopReviewsContext {
  endpoint: string;
  page: ShopPage<PendingReview>;
  /** The review being decided. */
  deciding: PendingReview | null;
  problem: string | null;
}

const reviewCalls = () => import('../../graphql/shop/reviews');

export const shopReviewsMachine = setup({
  types: {} as {
    context: ShopReviewsContext;
    events: ShopReviewsEvent;
    input: { endpoint: string };
  },
  actors: {
    getReviews: fromPromise<ShopPage<PendingReview>, { endpoint: string }>(async ({ input }) => (await reviewCalls()).getPendingReviews(input.endpoint, null)),
    moderate: fromPromise<void, { endpoint: string; review: PendingReview; verdict: ReviewVerdict }>(async ({ input }) =>
      (await reviewCalls()).moderateReview(input.endpoint, input.review, input.verdict),
    ),
  },
  actions: {
    takePage: assign((_, page: ShopPage<PendingReview>) => ({ page, deciding: null })),
    decide: assign((_, review: PendingReview) => ({ deciding: review, problem: null })),
    refused: assign((_, error: unknown) => ({ deciding: null, problem: error instanceof Error ? error.message : String(error) })),
  },
}).createMachine({
  id: 'shopReviews',
  context: ({ input }) => ({ endpoint: input.endpoint, page: { rows: [], nextCursor: null }, deciding: null, problem: null }),
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        src: 'getReviews',
        input: ({ context }) => ({ endpoint: context.endpoint }),
        onDone: { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output } },
        onError: 'error',
      },
    },
    ready: {
      on: { MODERATE: { target: 'moderating', actions: { type: 'decide', params: ({ event }) => event.review } } },
    },
    moderating: {
      invoke: {
        src: 'moderate',
        input: ({ context, event }) => ({ endpoint: context.endpoint, review: context.deciding!, verdict: event.type === 'MODERATE' ? event.verdict : 'approve' }),
        onDone: 'loading',
        onError: { target: 'ready', actions: { type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    error: { on: { RETRY: 'loading' } },
  },
});
