// The login providers a signed-out shopper may sign in with (SPEC §3 Login client, §7 getCart's
// loginClients): read from the store when the sign-in forms show, each with the authorization URL
// the store made for this visit. Choosing one keeps its `state` in the tab (browser/providerState.ts)
// for the return page to check. Without providers, or when they cannot be read, none is offered.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LoginClient } from '../graphql/auth';
import { rememberProviderState } from '../browser/providerState';

export type LoginClientsEvent =
  /** The shopper follows a provider's link. */
  { type: 'CHOOSE'; client: LoginClient };

export interface LoginClientsContext {
  endpoint: string;
  clients: LoginClient[];
}

export const loginClientsMachine = setup({
  types: {} as {
    context: LoginClientsContext;
    events: LoginClientsEvent;
    input: { endpoint: string };
  },
  actors: {
    // Through the session's calls (graphql/auth.ts), which load with the first one.
    getLoginClients: fromPromise<LoginClient[], { endpoint: string }>(async ({ input }) => (await import('../graphql/auth')).getLoginClients(input.endpoint)),
  },
  actions: {
    rememberState: ({ event }) => {
      assertEvent(event, 'CHOOSE');
      rememberProviderState(event.client.authorizationUrl);
    },
  },
}).createMachine({
  id: 'loginClients',
  context: ({ input }) => ({ endpoint: input.endpoint, clients: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'getLoginClients',
        input: ({ context }) => ({ endpoint: context.endpoint }),
        onDone: { target: 'ready', actions: assign({ clients: ({ event }) => event.output }) },
        onError: 'unavailable',
      },
    },
    ready: {
      on: { CHOOSE: { actions: 'rememberState' } },
    },
    unavailable: {},
  },
});
