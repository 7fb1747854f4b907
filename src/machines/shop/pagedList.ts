// A list of the manager area, a page at a time (orders, products): loaded when its section opens,
// again for a new query (a status, a search) from its first page, and page by page forward and back
// through the store's cursors. What a page showed stays while the next one loads.
import { assign, fromPromise, setup } from 'xstate';
import type { ShopPage } from '../../domain/shop/types';

export type PagedListEvent<Query> =
  | { type: 'LOAD' }
  | { type: 'QUERY'; query: Query }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'RETRY' };

export interface PagedListContext<Query, Row> {
  endpoint: string;
  query: Query;
  /** The cursor each page before this one started after; the last is this page's (null: the first). */
  cursors: (string | null)[];
  page: ShopPage<Row>;
}

type Load<Query, Row> = (endpoint: string, query: Query, after: string | null) => Promise<ShopPage<Row>>;

export function pagedListMachine<Query, Row>(id: string, load: Load<Query, Row>) {
  return setup({
    types: {} as {
      context: PagedListContext<Query, Row>;
      events: PagedListEvent<Query>;
      input: { endpoint: string; query: Query };
    },
    actors: {
      load: fromPromise<ShopPage<Row>, { endpoint: string; query: Query; after: string | null }>(({ input }) => load(input.endpoint, input.query, input.after)),
    },
    guards: {
      hasNext: ({ context }) => context.page.nextCursor !== null,
      hasPrevious: ({ context }) => context.cursors.length > 1,
    },
    actions: {
      takePage: assign((_, page: ShopPage<Row>) => ({ page })),
      newQuery: assign((_, query: Query) => ({ query, cursors: [null] })),
      forward: assign({ cursors: ({ context }) => [...context.cursors, context.page.nextCursor] }),
      back: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ endpoint: input.endpoint, query: input.query, cursors: [null], page: { rows: [], nextCursor: null } }),
    initial: 'idle',
    on: {
      QUERY: { target: '.loading', actions: { type: 'newQuery', params: ({ event }) => event.query } },
    },
    states: {
      idle: { on: { LOAD: 'loading' } },
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ endpoint: context.endpoint, query: context.query, after: context.cursors.at(-1) ?? null }),
          onDone: { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output } },
          onError: 'error',
        },
      },
      ready: {
        on: {
          NEXT: { guard: 'hasNext', target: 'loading', actions: 'forward' },
          PREVIOUS: { guard: 'hasPrevious', target: 'loading', actions: 'back' },
          LOAD: 'loading',
        },
      },
      error: { on: { RETRY: 'loading' } },
    },
  });
}
