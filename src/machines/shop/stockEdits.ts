// Saving a row of the product list (issue 39): a product's or variation's new stock and regular
// price, one row at a time, through updateProduct or updateProductVariation. A saved row is named so
// its form can say so; a refusal is shown in the store's words and nothing changes.
import { assign, fromPromise, setup } from 'xstate';
import type { ProductStockRow, StockChange } from '../../domain/shop/types';

export type StockEditsEvent = { type: 'SAVE'; row: ProductStockRow; change: StockChange };

export interface StockEditsContext {
  endpoint: string;
  /** The row being saved, or the one saved last. */
  rowId: string | null;
  problem: string | null;
}

export const stockEditsMachine = setup({
  types: {} as {
    context: StockEditsContext;
    events: StockEditsEvent;
    input: { endpoint: string };
  },
  actors: {
    save: fromPromise<void, { endpoint: string; row: ProductStockRow; change: StockChange }>(async ({ input }) =>
      (await import('../../graphql/shop/products')).saveStock(input.endpoint, input.row, input.change),
    ),
  },
  guards: {
    wellFormed: (_, change: StockChange) => Number.isSafeInteger(change.stockQuantity) && Number.isFinite(change.regularPrice) && change.regularPrice >= 0,
  },
  actions: {
    start: assign((_, rowId: string) => ({ rowId, problem: null })),
    refused: assign((_, error: unknown) => ({ problem: error instanceof Error ? error.message : String(error) })),
  },
}).createMachine({
  id: 'stockEdits',
  context: ({ input }) => ({ endpoint: input.endpoint, rowId: null, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SAVE: {
          guard: { type: 'wellFormed', params: ({ event }) => event.change },
          target: 'saving',
          actions: { type: 'start', params: ({ event }) => event.row.id },
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context, event }) => ({ endpoint: context.endpoint, ...(event as StockEditsEvent) }),
        onDone: 'saved',
        onError: { target: 'idle', actions: { type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    saved: { on: { SAVE: { guard: { type: 'wellFormed', params: ({ event }) => event.change }, target: 'saving', actions: { type: 'start', params: ({ event }) => event.row.id } } } },
  },
});
