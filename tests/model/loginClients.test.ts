// Model-based test of the login clients machine: every state, transition and event, replayed
// against a real actor whose store call the test settles; choosing a provider keeps the state its
// authorization URL carries, for the return page (browser/providerState.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginClient } from '../../src/graphql/auth';
import { loginClientsMachine, type LoginClientsEvent } from '../../src/machines/loginClients';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

const remembered = vi.hoisted(() => [] as string[]);
vi.mock('../../src/browser/providerState', () => ({ rememberProviderState: (url: string) => remembered.push(url) }));

const github: LoginClient = { name: 'GitHub', provider: 'GITHUB', authorizationUrl: 'https://github.com/login/oauth/authorize?client_id=c&state=s-1' };
let call: { resolve: (clients: LoginClient[]) => void; reject: (error: Error) => void } | undefined;
const testMachine = loginClientsMachine.provide({
  actors: { getLoginClients: fromPromise<LoginClient[], { endpoint: string }>(() => new Promise((resolve, reject) => (call = { resolve, reject }))) },
});
const input = { endpoint: '/graphql' };
const events = [
  { type: 'xstate.done.actor.0.loginClients.loading', output: [github] },
  { type: 'CHOOSE', client: github },
];
const paths = transitionPaths(testMachine, { input, events, contextEvents: ['CHOOSE'] });

beforeEach(() => {
  remembered.length = 0;
});

describe('login clients model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], { CHOOSE: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const actor = createActor(testMachine, { input }).start();
    let chosen = 0;
    for (const { event, state } of path.steps) {
      if (event.type.startsWith('xstate.done.')) await settle(() => call!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.')) await settle(() => call!.reject(new Error('Failed to fetch')));
      else if (event.type !== 'xstate.init') {
        actor.send(event as LoginClientsEvent);
        chosen++;
      }
      expect(actor.getSnapshot().value).toEqual(state.value);
      // The providers show once read; a choice keeps its URL's state.
      expect(actor.getSnapshot().context.clients).toEqual(actor.getSnapshot().matches('ready') ? [github] : []);
      expect(remembered).toEqual(Array(chosen).fill(github.authorizationUrl));
    }
    actor.stop();
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
