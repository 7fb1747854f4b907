// Model-based tests of the manager area's machines (issue 39): the access check, the paged lists
// (orders, products), one order with its moves and notes, the reviews awaiting approval and the
// product list's saves. Every state, transition and event, replayed against real actors whose
// store calls the test settles.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { PendingReview, ProductStockRow, ShopOrder, ShopOrderRow, ShopPage } from '../../src/domain/shop/types';
import { shopAccessMachine } from '../../src/machines/shop/shopAccess';
import { shopOrderMachine } from '../../src/machines/shop/shopOrder';
import { shopOrdersMachine } from '../../src/machines/shop/shopOrders';
import { shopProductsMachine } from '../../src/machines/shop/shopProducts';
import { shopReviewsMachine } from '../../src/machines/shop/shopReviews';
import { stockEditsMachine } from '../../src/machines/shop/stockEdits';
import { describePath, expectFullCoverage, transitionPaths, type ModelPath } from './coverage';
import { afterPromises } from './afterPromises';

const address = { firstName: 'Ada', lastName: 'Lovelace', company: '', address1: 'Unter den Linden 1', address2: '', city: 'Berlin', state: 'DE-BE', postcode: '10117', country: 'DE', email: 'ada@example.com', phone: '' };
const order: ShopOrder = {
  databaseId: 41,
  number: '41',
  date: '2026-11-20T10:00:00Z',
  datePaid: null,
  status: 'ON_HOLD',
  paymentMethod: 'Direct bank transfer',
  customerNote: '',
  lines: [{ id: 1, name: 'Digital Poster Pack', quantity: 1, total: '€12.00' }],
  totals: { subtotal: '€12.00', discount: '', shipping: '', tax: '€1.92', total: '€12.00' },
  billing: address,
  shipping: address,
  notes: [],
};
const orderRow: ShopOrderRow = { databaseId: 41, number: '41', date: order.date, status: 'ON_HOLD', total: '€12.00', customer: 'Ada Lovelace', email: 'ada@example.com', paymentMethod: 'Direct bank transfer' };
const review: PendingReview = { id: 'Y29tbWVudDox', databaseId: 1, rating: 4, content: 'Warm and soft.', date: order.date, author: 'Robin', email: 'robin@example.com', product: { name: 'Hoodie', slug: 'hoodie' } };
const stockRow: ProductStockRow = { id: 'cG9zdDox', productId: null, name: 'Mug', sku: 'MUG', stock: 12, regularPrice: '14', editable: true };
const pageOf = <Row>(rows: Row[], nextCursor: string | null): ShopPage<Row> => ({ rows, nextCursor });

/** A list on its first page, or on a later one (which has a way back); any later page is alike. */
const onLaterPage = (snapshot: { context: Record<string, unknown> }) => (snapshot.context.cursors as unknown[]).length > 1;

/** A machine whose every store call waits for the test to settle it. */
function waitingCalls(machine: AnyStateMachine, actorNames: string[]) {
  const calls: { resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const actors = Object.fromEntries(actorNames.map((name) => [name, fromPromise(() => new Promise((resolve, reject) => calls.push({ resolve, reject })))]));
  return { machine: machine.provide({ actors }), calls };
}

interface Model {
  name: string;
  machine: AnyStateMachine;
  actors: string[];
  input: Record<string, unknown>;
  events: AnyEventObject[];
  eventTypes: Record<string, true>;
  /** What tells two states apart besides their value (none by default). */
  stateKey?: (snapshot: { context: Record<string, unknown> }) => unknown;
  /** What must hold of the snapshot after each step. */
  check?: (snapshot: ReturnType<ReturnType<typeof createActor<AnyStateMachine>>['getSnapshot']>) => void;
}

const models: Model[] = [
  {
    name: 'access',
    machine: shopAccessMachine,
    actors: ['checkRoles'],
    input: { endpoint: '/graphql' },
    events: [
      { type: 'xstate.done.actor.0.shopAccess.checking', output: true },
      { type: 'xstate.done.actor.0.shopAccess.checking', output: false },
    ],
    eventTypes: { RETRY: true },
  },
  {
    name: 'orders',
    machine: shopOrdersMachine,
    actors: ['load'],
    input: { endpoint: '/graphql', query: { status: null, search: '' } },
    events: [
      { type: 'QUERY', query: { status: 'ON_HOLD', search: '41' } },
      { type: 'xstate.done.actor.0.shopOrders.loading', output: pageOf([orderRow], 'cursor-1') },
    ],
    eventTypes: { LOAD: true, QUERY: true, NEXT: true, PREVIOUS: true, RETRY: true },
    stateKey: onLaterPage,
    check: (snapshot) => {
      // A new query starts at its first page; each step forward keeps the way back.
      if (snapshot.matches('ready')) expect(snapshot.context.page.rows).toEqual([orderRow]);
      expect(snapshot.context.cursors[0]).toBeNull();
    },
  },
  {
    name: 'products',
    machine: shopProductsMachine,
    actors: ['load'],
    input: { endpoint: '/graphql', query: '' },
    events: [
      { type: 'QUERY', query: 'mug' },
      { type: 'xstate.done.actor.0.shopProducts.loading', output: pageOf([stockRow], 'cursor-1') },
    ],
    eventTypes: { LOAD: true, QUERY: true, NEXT: true, PREVIOUS: true, RETRY: true },
    stateKey: onLaterPage,
  },
  {
    name: 'one order',
    machine: shopOrderMachine,
    actors: ['getOrder', 'setStatus', 'addNote'],
    input: { endpoint: '/graphql', orderId: 41 },
    events: [
      { type: 'xstate.done.actor.0.shopOrder.loading', output: order },
      { type: 'xstate.done.actor.0.shopOrder.loading', output: null },
      { type: 'MOVE', move: 'markPaid' },
      { type: 'MOVE', move: 'cancel' },
      { type: 'ADD_NOTE', text: 'Paid by transfer on Monday.', forCustomer: true },
      { type: 'xstate.done.actor.0.shopOrder.ready.moving', output: { ...order, status: 'PROCESSING' } },
      { type: 'xstate.done.actor.0.shopOrder.ready.noting', output: { ...order, notes: [{ id: 9, note: 'Paid by transfer on Monday.', forCustomer: true, date: order.date }] } },
    ],
    eventTypes: { LOAD: true, RETRY: true, MOVE: true, CONFIRM: true, CANCEL: true, ADD_NOTE: true },
    check: (snapshot) => {
      // A move under way, or awaiting its confirmation, is always named; a final one only ever after asking.
      if (snapshot.matches({ ready: 'confirming' })) expect(snapshot.context.move).toBe('cancel');
      if (snapshot.matches({ ready: 'moving' })) expect(snapshot.context.move).not.toBeNull();
    },
  },
  {
    name: 'reviews',
    machine: shopReviewsMachine,
    actors: ['getReviews', 'moderate'],
    input: { endpoint: '/graphql' },
    events: [
      { type: 'xstate.done.actor.0.shopReviews.loading', output: pageOf([review], null) },
      { type: 'MODERATE', review, verdict: 'approve' },
    ],
    eventTypes: { LOAD: true, RETRY: true, MODERATE: true },
    check: (snapshot) => {
      if (snapshot.matches('moderating')) expect(snapshot.context.deciding).toEqual(review);
    },
  },
  {
    name: 'stock edits',
    machine: stockEditsMachine,
    actors: ['save'],
    input: { endpoint: '/graphql' },
    events: [
      { type: 'SAVE', row: stockRow, change: { stockQuantity: 7, regularPrice: 15.5 } },
      // Refused before the store is asked: not a whole number of units.
      { type: 'SAVE', row: stockRow, change: { stockQuantity: 1.5, regularPrice: 15.5 } },
    ],
    eventTypes: { SAVE: true },
    check: (snapshot) => {
      if (!snapshot.matches('idle')) expect(snapshot.context.rowId).toBe(stockRow.id);
    },
  },
];

for (const model of models) {
  const { machine, calls } = waitingCalls(model.machine, model.actors);
  const paths: ModelPath[] = transitionPaths(machine, { input: model.input, events: model.events, stateKey: model.stateKey ?? (() => null) });

  describe(`manager area: ${model.name} model`, () => {
    it('covers every state, transition and event', () => {
      expectFullCoverage(machine, [{ input: model.input, paths }], model.eventTypes as never);
    });

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
      calls.length = 0;
      const actor = createActor(machine, { input: model.input }).start();
      for (const { event, state } of path.steps) {
        if (event.type.startsWith('xstate.done.')) await settle(() => calls.at(-1)!.resolve(event.output));
        else if (event.type.startsWith('xstate.error.')) await settle(() => calls.at(-1)!.reject(new Error('Refused by the store')));
        else if (event.type !== 'xstate.init') actor.send(event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        model.check?.(snapshot);
      }
      // A refusal is kept in the store's words.
      if (path.steps.at(-1)!.event.type.startsWith('xstate.error.') && 'problem' in actor.getSnapshot().context) {
        expect(actor.getSnapshot().context.problem).toBe('Refused by the store');
      }
      actor.stop();
    });
  });
}

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
