// The signed-in customer's orders and downloads (SPEC §2 Account, §7 getOrders and getDownloads): each
// list is fetched when its tab opens, with the generic statuses of SPEC §4 (idle, pending, success,
// error); a failed fetch shows SPEC §8's message and may be asked for again.
import { assign, fromPromise, setup } from 'xstate';
import type { AccountDownload, AccountOrder } from '../domain/account/types';

export type AccountListEvent = { type: 'FETCH' };

function accountListMachine<Item>(id: string, load: (endpoint: string) => Promise<Item[]>) {
  return setup({
    types: {} as {
      context: { endpoint: string; items: Item[] };
      events: AccountListEvent;
      input: { endpoint: string };
    },
    actors: {
      load: fromPromise<Item[], { endpoint: string }>(({ input }) => load(input.endpoint)),
    },
    actions: {
      takeItems: assign((_, items: Item[]) => ({ items })),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ endpoint: input.endpoint, items: [] }),
    initial: 'idle',
    states: {
      idle: { on: { FETCH: 'pending' } },
      pending: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ endpoint: context.endpoint }),
          onDone: { target: 'success', actions: { type: 'takeItems', params: ({ event }) => event.output } },
          onError: 'error',
        },
      },
      success: { on: { FETCH: 'pending' } },
      error: { on: { FETCH: 'pending' } },
    },
  });
}

export const accountOrdersMachine = accountListMachine<AccountOrder>('accountOrders', async (endpoint) => (await import('../graphql/account')).getOrders(endpoint));
export const accountDownloadsMachine = accountListMachine<AccountDownload>('accountDownloads', async (endpoint) => (await import('../graphql/account')).getDownloads(endpoint));
