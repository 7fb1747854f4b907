// Model-based test of the screen machine: every state, transition and event, replayed against a
// real actor whose pages' actors are stand-ins. The actors of the screen shown run, and only those:
// every one a screen that went had started is stopped.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorRef } from 'xstate';
import type { PagePayload } from '../../src/screens/loaders/types';
import { definePageActors, screenMachine, type PageActors, type ScreenEvent, type ScreenInput } from '../../src/machines/screen';
import type { AccountCustomer } from '../../src/domain/session/types';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

const form = createMachine({});
// Each stand-in under a system id of its own: the model's walk starts many, in one system.
let started = 0;
const systemIdOf = (kind: string) => `${kind}-${++started}` as never;
const customer = { databaseId: 7 } as AccountCustomer;

const page = (view: string, path: string) => ({ view, path }) as PagePayload;
const home = page('home', '/');
const contact = page('contact', '/contact');
const account = page('account', '/my-account');

// Stand-ins of the pages' actors: the contact page's form, and the account's, whose signed-in tab
// needs code the page did not bring (never kept here, so each sign-in loads it).
const pageActors: Partial<Record<string, PageActors>> = {
  contact: definePageActors({ start: (_, spawn) => ({ contactForm: spawn(form, { systemId: systemIdOf('contactForm'), input: undefined }) as never }) }),
  account: definePageActors({
    keyOf: ({ customer }) => String(customer === undefined ? 'unknown' : (customer?.databaseId ?? 'signedOut')),
    code: { ready: ({ customer }) => !customer, load: () => loading.promise },
    start: ({ customer }, spawn) =>
      customer === undefined ? {} : customer ? { accountDetails: spawn(form, { systemId: systemIdOf('accountDetails'), input: undefined }) as never } : { loginClients: spawn(form, { systemId: systemIdOf('loginClients'), input: undefined }) as never },
  }),
};

let loading: { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void };
const testMachine = screenMachine.provide({
  actors: {
    loadCode: fromPromise<void, { load: () => Promise<void> }>(({ input }) => {
      let settle: Pick<typeof loading, 'resolve' | 'reject'> = { resolve: () => {}, reject: () => {} };
      const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
      loading = { promise, ...settle };
      return input.load();
    }),
  },
});

const input: ScreenInput = { page: home, endpoint: '/graphql', customer: undefined, hydrated: false, pageActorsOf: (view) => pageActors[view] };
const events: ScreenEvent[] = [
  { type: 'PAGE_SHOWN', page: contact },
  { type: 'PAGE_SHOWN', page: account },
  { type: 'PAGE_SHOWN', page: home },
  { type: 'CUSTOMER_CHANGED', customer },
  { type: 'CUSTOMER_CHANGED', customer: null },
  { type: 'HYDRATED' },
];
const paths = transitionPaths(testMachine, {
  input,
  events: [...events, { type: 'xstate.done.actor.0.screen.loading' }, { type: 'xstate.error.actor.0.screen.loading' }],
  stateKey: ({ context }) => ({ key: context.key, view: context.page.view, customer: context.customer?.databaseId ?? context.customer, hydrated: context.hydrated, actors: Object.keys(context.actors) }),
});

/** The actors the screen should run: the page's, for whoever is signed in, once their code is there. */
function expectedActors(view: string, who: AccountCustomer | null | undefined, value: unknown): string[] {
  if (value !== 'shown') return [];
  if (view === 'contact') return ['contactForm'];
  if (view !== 'account' || who === undefined) return [];
  return [who ? 'accountDetails' : 'loginClients'];
}

describe('screen model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], { PAGE_SHOWN: true, CUSTOMER_CHANGED: true, HYDRATED: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const actor = createActor(testMachine, { input }).start();
    const seen = new Set<AnyActorRef>();
    // A failed load leaves the screen without its actors until the next page shown or sign-in.
    let failed = false;
    for (const { event, state } of path.steps) {
      const before = actor.getSnapshot().context.actors;
      if (event.type.startsWith('xstate.done.')) await settle(() => loading.resolve());
      else if (event.type.startsWith('xstate.error.')) await settle(() => loading.reject(new Error('Failed to fetch')));
      else if (event.type !== 'xstate.init') actor.send(event as ScreenEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      if (event.type === 'PAGE_SHOWN' || event.type === 'CUSTOMER_CHANGED') failed = false;
      if (event.type.startsWith('xstate.error.')) failed = true;
      expect(Object.keys(snapshot.context.actors)).toEqual(failed ? [] : expectedActors(snapshot.context.page.view, snapshot.context.customer, snapshot.value));
      // Until its actors run, the screen belongs to none: the same page shown again starts them.
      expect(snapshot.context.key === '').toBe(failed || snapshot.value === 'loading');
      // The page going live changes no actor: they learn it from the root.
      if (event.type === 'HYDRATED') expect(snapshot.context.actors).toEqual(before);
      const running = Object.values(snapshot.context.actors) as AnyActorRef[];
      running.forEach((child) => seen.add(child));
      for (const child of seen) expect(child.getSnapshot().status).toBe(running.includes(child) ? 'active' : 'stopped');
    }
    actor.stop();
  });
});

async function settle(outcome: () => void) {
  outcome();
  await afterPromises();
}
