// Model-based test of the review form machine: every state, transition and event, replayed
// against a real actor whose WriteReview call the test settles; the product actor receives the
// review when it shows at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom, type AnyMachineSnapshot } from 'xstate';
import { reviewProblems } from '../../common/reviewRules';
import type { ReviewToSend, WrittenReview } from '../../src/graphql/reviews';
import { productMachine } from '../../src/machines/product';
import { startBesideSiblings } from './recordingSiblings';
import { reviewFormMachine, type ReviewFormEvent } from '../../src/machines/reviewForm';
import { hoodie } from '../fixtures/products';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

const written: WrittenReview = {
  review: { id: 'r9', rating: 5, contentHtml: '<p>Warm and soft.</p>', date: '2026-11-21T09:00:00Z', authorName: 'Ana', avatarUrl: null },
  held: false,
  averageRating: 5,
  reviewCount: 1,
};

let call: { input: { endpoint: string; review: ReviewToSend }; resolve: (value: WrittenReview) => void; reject: (error: Error) => void } | undefined;
const testMachine = reviewFormMachine.provide({
  actors: {
    writeReview: fromPromise<WrittenReview, { endpoint: string; review: ReviewToSend }>(({ input }) => new Promise((resolve, reject) => (call = { input, resolve, reject }))),
  },
});

const input = { productId: hoodie.databaseId, endpoint: 'https://shop.example/graphql' };
const events = [
  { type: 'RATE', rating: 5 },
  { type: 'CHANGE', field: 'content', value: 'Warm and soft.' },
  { type: 'CHANGE', field: 'author', value: 'Ana' },
  { type: 'CHANGE', field: 'email', value: 'ana@example.com' },
  { type: 'xstate.done.actor.0.reviewForm.sending', output: written },
  { type: 'xstate.done.actor.0.reviewForm.sending', output: { ...written, held: true } },
];
// What tells states apart: how many fields are still wrong, how many problems show, and the outcome.
const stateKey = (snapshot: AnyMachineSnapshot) => {
  const { fields, problems, error, held } = snapshot.context;
  return { wrong: Object.keys(reviewProblems(fields)).length, shown: Object.keys(problems).length, error: error !== null, held };
};
// Each replay below runs the form beside a product actor of its own, to hand reviews to.
const paths = transitionPaths(testMachine, { input, events, stateKey });

beforeEach(() => {
  call = undefined;
});

describe('review form model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], { RATE: true, CHANGE: true, SUBMIT: true, WRITE_ANOTHER: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const { actor, sibling, stop } = startBesideSiblings(testMachine, input, [], { product: { logic: productMachine, input: { endpoint: '/graphql', product: hoodie, live: false } } });
    const product = sibling('product') as ActorRefFrom<typeof productMachine>;
    let sent = 0;
    for (const { event, state } of path.steps) {
      if (event.type.startsWith('xstate.done.')) await settle(() => call!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.')) await settle(() => call!.reject(new Error('Duplicate review detected.')));
      else if (event.type !== 'xstate.init') actor.send(event as ReviewFormEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      // A review is sent only when complete, and the form shows nothing wrong while it is sent.
      if (snapshot.matches('sending')) {
        expect(reviewProblems(snapshot.context.fields)).toEqual({});
        expect(call?.input).toMatchObject({
          endpoint: 'https://shop.example/graphql',
          review: { productId: hoodie.databaseId, rating: 5, content: 'Warm and soft.', email: 'ana@example.com' },
        });
      }
      if (event.type.startsWith('xstate.done.') && !event.output.held) sent++;
      // The page gets each published review once; a held one waits for the shop.
      expect(product.getSnapshot().context.product!.reviews.length).toBe(sent);
    }
    stop();
  });
});

describe('review form rules', () => {
  it('shows what is missing and sends nothing', () => {
    const actor = createActor(testMachine, { input }).start();
    actor.send({ type: 'CHANGE', field: 'email', value: 'not-an-address' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({
      rating: 'reviews.form.ratingRequired',
      content: 'reviews.form.contentRequired',
      author: 'reviews.form.nameRequired',
      email: 'reviews.form.emailInvalid',
    });
    expect(call).toBeUndefined();
    actor.send({ type: 'RATE', rating: 3 });
    expect(actor.getSnapshot().context.problems.rating).toBeUndefined();
  });

  it('shows the store’s refusal, keeps what was typed, and sends again', async () => {
    const actor = createActor(testMachine, { input }).start();
    for (const event of events.slice(0, 4)) actor.send(event as ReviewFormEvent);
    actor.send({ type: 'SUBMIT' });
    await settle(() => call!.reject(new Error('Duplicate review detected.')));
    expect(actor.getSnapshot().context.error).toEqual({ message: 'Duplicate review detected.' });
    expect(actor.getSnapshot().context.fields.content).toBe('Warm and soft.');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps the reviewer’s name and address for the next review', async () => {
    const actor = createActor(testMachine, { input }).start();
    for (const event of events.slice(0, 4)) actor.send(event as ReviewFormEvent);
    actor.send({ type: 'SUBMIT' });
    await settle(() => call!.resolve(written));
    actor.send({ type: 'WRITE_ANOTHER' });
    expect(actor.getSnapshot().context.fields).toEqual({ rating: null, content: '', author: 'Ana', email: 'ana@example.com' });
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
