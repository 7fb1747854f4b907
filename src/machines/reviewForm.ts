// The review form of a product page (SPEC.md §2, §7 WriteReview): the shopper rates and writes, the
// form says at once what is missing, sends the review, and on success hands it to the product
// actor so it shows without a reload. The server's refusal is shown as it words it (SPEC §8).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { reviewProblems, type ReviewField, type ReviewFields, type ReviewProblems } from '../../common/reviewRules';
import type { ReviewToSend, WrittenReview } from '../graphql/reviews';
import { tellAction } from './system';

type TextField = Exclude<ReviewField, 'rating'>;

export type ReviewFormEvent =
  | { type: 'RATE'; rating: number }
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'WRITE_ANOTHER' };

export interface ReviewFormContext {
  productId: number;
  fields: ReviewFields;
  /** Shown after a first attempt to send; each clears as its field is corrected. */
  problems: ReviewProblems;
  /** Set when sending failed, with the store's message if it gave one (else the view's generic one). */
  error: { message: string | null } | null;
  /** The last review was held for the shop's moderation. */
  held: boolean;
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
}

const emptyFields: ReviewFields = { rating: null, content: '', author: '', email: '' };

export const reviewFormMachine = setup({
  types: {} as {
    context: ReviewFormContext;
    events: ReviewFormEvent;
    input: { productId: number; endpoint: string };
  },
  actors: {
    // WriteReview over the GraphQL endpoint; its code comes with the first review sent.
    writeReview: fromPromise<WrittenReview, { endpoint: string; review: ReviewToSend }>(async ({ input }) => {
      const [{ writeReview }, { createClient }] = await Promise.all([import('../graphql/reviews'), import('../graphql/client')]);
      return writeReview(createClient({ endpoint: input.endpoint }), input.review);
    }),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(reviewProblems(context.fields)).length === 0,
    // A review held for moderation is not shown yet, and the product's figures have not changed.
    showsAtOnce: (_, written: WrittenReview) => !written.held && written.averageRating !== null,
  },
  actions: {
    rate: assign(({ context, event }) => {
      assertEvent(event, 'RATE');
      const { rating: _cleared, ...problems } = context.problems;
      return { fields: { ...context.fields, rating: event.rating }, problems };
    }),
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const { [event.field]: _cleared, ...problems } = context.problems;
      return { fields: { ...context.fields, [event.field]: event.value }, problems };
    }),
    showProblems: assign(({ context }) => ({ problems: reviewProblems(context.fields) })),
    clearError: assign({ error: null }),
    showError: assign((_, error: unknown) => ({ error: { message: error instanceof Error && error.message ? error.message : null } })),
    // The name and address stay for the next review, as WordPress remembers a commenter.
    keepReviewer: assign(({ context }, written: WrittenReview) => ({
      fields: { ...emptyFields, author: context.fields.author, email: context.fields.email },
      held: written.held,
    })),
    // The product page's actor (a form on its own, in a test, tells no one).
    announce: tellAction('reviewForm', (_, written: WrittenReview) => ({
      to: 'product',
      event: { type: 'REVIEW_ADDED', review: written.review, averageRating: written.averageRating ?? 0, reviewCount: written.reviewCount ?? 0 },
    })),
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({
    productId: input.productId,
    endpoint: input.endpoint,
    fields: emptyFields,
    problems: {},
    error: null,
    held: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        RATE: { actions: 'rate' },
        CHANGE: { actions: 'change' },
        SUBMIT: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showProblems' }],
      },
    },
    sending: {
      entry: 'clearError',
      invoke: {
        src: 'writeReview',
        input: ({ context }) => ({
          endpoint: context.endpoint,
          review: {
            productId: context.productId,
            rating: context.fields.rating!,
            content: context.fields.content,
            author: context.fields.author,
            email: context.fields.email,
          },
        }),
        onDone: [
          {
            guard: { type: 'showsAtOnce', params: ({ event }) => event.output },
            target: 'sent',
            actions: [
              { type: 'keepReviewer', params: ({ event }) => event.output },
              { type: 'announce', params: ({ event }) => event.output },
            ],
          },
          { target: 'sent', actions: { type: 'keepReviewer', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    sent: {
      on: { WRITE_ANOTHER: 'editing' },
    },
  },
});
