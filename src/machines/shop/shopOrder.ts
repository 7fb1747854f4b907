// One order in the manager area (issue 39): read when its page opens; its status moved by the
// buttons WooCommerce offers (domain/shop/orderMoves.ts), a final one (cancel, refund) only once
// confirmed; notes added, private or for the customer. A refusal is shown and the order stays as
// the store last answered it.
import { assign, fromPromise, setup } from 'xstate';
import type { OrderStatus } from '../../domain/order/types';
import { isFinalMove, moveTarget, type OrderMove } from '../../domain/shop/orderMoves';
import type { ShopOrder } from '../../domain/shop/types';

export type ShopOrderEvent =
  | { type: 'LOAD' }
  | { type: 'RETRY' }
  | { type: 'MOVE'; move: OrderMove }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'ADD_NOTE'; text: string; forCustomer: boolean };

export interface ShopOrderContext {
  endpoint: string;
  orderId: number;
  order: ShopOrder | null;
  /** The move awaiting confirmation or under way. */
  move: OrderMove | null;
  /** The store's words when the last change was refused. */
  problem: string | null;
  /** Whether the last note was saved (the form empties). */
  noteSaved: boolean;
}

const orderCalls = () => import('../../graphql/shop/orders');

export const shopOrderMachine = setup({
  types: {} as {
    context: ShopOrderContext;
    events: ShopOrderEvent;
    input: { endpoint: string; orderId: number };
  },
  actors: {
    getOrder: fromPromise<ShopOrder | null, { endpoint: string; orderId: number }>(async ({ input }) => (await orderCalls()).getShopOrder(input.endpoint, input.orderId)),
    setStatus: fromPromise<ShopOrder, { endpoint: string; orderId: number; status: OrderStatus }>(async ({ input }) =>
      (await orderCalls()).setOrderStatus(input.endpoint, input.orderId, input.status),
    ),
    addNote: fromPromise<ShopOrder, { endpoint: string; orderId: number; text: string; forCustomer: boolean }>(async ({ input }) =>
      (await orderCalls()).addOrderNote(input.endpoint, input.orderId, input),
    ),
  },
  guards: {
    found: (_, order: ShopOrder | null) => order !== null,
    final: (_, move: OrderMove) => isFinalMove(move),
    hasText: (_, text: string) => text.trim() !== '',
  },
  actions: {
    takeOrder: assign((_, order: ShopOrder | null) => ({ order, move: null, problem: null })),
    chooseMove: assign((_, move: OrderMove) => ({ move, problem: null, noteSaved: false })),
    forgetMove: assign({ move: null }),
    refused: assign((_, error: unknown) => ({ move: null, problem: error instanceof Error ? error.message : String(error) })),
    startNote: assign({ problem: null, noteSaved: false }),
    noteSaved: assign({ noteSaved: true }),
  },
}).createMachine({
  id: 'shopOrder',
  context: ({ input }) => ({ endpoint: input.endpoint, orderId: input.orderId, order: null, move: null, problem: null, noteSaved: false }),
  initial: 'idle',
  states: {
    idle: { on: { LOAD: 'loading' } },
    loading: {
      invoke: {
        src: 'getOrder',
        input: ({ context }) => ({ endpoint: context.endpoint, orderId: context.orderId }),
        onDone: [
          { guard: { type: 'found', params: ({ event }) => event.output }, target: 'ready', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
          { target: 'notFound' },
        ],
        onError: 'error',
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            MOVE: [
              { guard: { type: 'final', params: ({ event }) => event.move }, target: 'confirming', actions: { type: 'chooseMove', params: ({ event }) => event.move } },
              { target: 'moving', actions: { type: 'chooseMove', params: ({ event }) => event.move } },
            ],
            ADD_NOTE: { guard: { type: 'hasText', params: ({ event }) => event.text }, target: 'noting', actions: 'startNote' },
          },
        },
        // Cancelled and refunded are final: the manager says so twice.
        confirming: { on: { CONFIRM: 'moving', CANCEL: { target: 'idle', actions: 'forgetMove' } } },
        moving: {
          invoke: {
            src: 'setStatus',
            input: ({ context }) => ({ endpoint: context.endpoint, orderId: context.orderId, status: moveTarget[context.move!] }),
            onDone: { target: 'idle', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        noting: {
          invoke: {
            src: 'addNote',
            input: ({ context, event }) => ({
              endpoint: context.endpoint,
              orderId: context.orderId,
              ...(event.type === 'ADD_NOTE' ? { text: event.text, forCustomer: event.forCustomer } : { text: '', forCustomer: false }),
            }),
            onDone: { target: 'idle', actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, 'noteSaved'] },
            onError: { target: 'idle', actions: { type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    notFound: {},
    error: { on: { RETRY: 'loading' } },
  },
});
