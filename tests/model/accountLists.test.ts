// Model-based test of the orders and downloads machines (SPEC §4 generic fetch statuses): every
// state, transition and event, replayed against real actors whose store calls the test settles.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import type { AccountDownload, AccountOrder } from '../../src/domain/account/types';
import { accountDownloadsMachine, accountOrdersMachine } from '../../src/machines/accountLists';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

const order: AccountOrder = { number: '41', orderKey: 'wc_order_abc', date: '2026-11-20T10:00:00Z', status: 'PROCESSING', total: '€63.07' };
const download: AccountDownload = { id: 'd1', name: 'Knitting pattern', product: { name: 'Knitting pattern', slug: 'knitting-pattern' }, url: '/download/t', accessExpires: null, downloadsRemaining: 5 };

const lists: { name: string; machine: AnyStateMachine; item: unknown }[] = [
  { name: 'orders', machine: accountOrdersMachine, item: order },
  { name: 'downloads', machine: accountDownloadsMachine, item: download },
];

for (const { name, machine, item } of lists) {
  const id = machine.id;
  let call: { resolve: (items: unknown[]) => void; reject: (error: Error) => void } | undefined;
  const testMachine = machine.provide({
    actors: { load: fromPromise<unknown[], { endpoint: string }>(() => new Promise((resolve, reject) => (call = { resolve, reject }))) },
  });
  const input = { endpoint: '/graphql' };
  const paths = transitionPaths(testMachine, { input, events: [{ type: `xstate.done.actor.0.${id}.pending`, output: [item] }], stateKey: () => null });

  describe(`account ${name} model`, () => {
    it('covers every state, transition and event', () => {
      expectFullCoverage(testMachine, [{ input, paths }], { FETCH: true });
    });

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
      const actor = createActor(testMachine, { input }).start();
      for (const { event, state } of path.steps) {
        if (event.type.startsWith('xstate.done.')) await settle(() => call!.resolve(event.output));
        else if (event.type.startsWith('xstate.error.')) await settle(() => call!.reject(new Error('Something went wrong')));
        else if (event.type !== 'xstate.init') actor.send(event);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        // What a success brought stays through a later fetch.
        if (snapshot.matches('success')) expect(snapshot.context.items).toEqual([item]);
      }
      actor.stop();
    });
  });
}

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
