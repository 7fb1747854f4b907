// Model-based test of the session machine (SPEC.md §4): shortest paths through every state and
// event, from a first page and from a page the failing cart has reloaded once already, replayed
// against a real actor whose browser the test stands in for. Along each path: the browser is
// cleared exactly when the session is lost, the page reloads at most once for a cart that will not
// load (and always for a session the store rejects), and the reload count outlives the page.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type SessionEvent, type SessionInput } from '../../src/machines/session';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';

/** The browser as the session machine sees it: its storage and what it was asked to do. */
function browser(reloads: number) {
  const state = { storedReloads: reloads, clears: 0, reloads: 0 };
  const machine = sessionMachine.provide({
    actions: {
      clearBrowserData: () => void state.clears++,
      countReload: (_, params) => void (state.storedReloads = params.reloads),
      forgetReloads: () => void (state.storedReloads = 0),
      reload: () => void state.reloads++,
    },
  });
  return { state, machine };
}

const clearingStates = ['reloading', 'resetting', 'givenUp'];
const events: SessionEvent[] = [{ type: 'CART_LOADED' }, { type: 'CART_LOAD_FAILED' }, { type: 'SESSION_REJECTED' }];
const starts: Array<{ name: string; input: SessionInput }> = [
  { name: 'on a first page', input: { reloads: 0 } },
  { name: 'after a reload for a failing cart', input: { reloads: 1 } },
];
// The paths are made, and their coverage checked, on the machine with a browser that only counts.
const { machine: testMachine } = browser(0);
const models = starts.map(({ name, input }) => ({ name, input, paths: transitionPaths(testMachine, { input, events }) }));

describe('session model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, { CART_LOADED: true, CART_LOAD_FAILED: true, SESSION_REJECTED: true });
  });

  describe.each(models)('$name', ({ input, paths }) => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
      const { state, machine } = browser(input.reloads);
      const actor = createActor(machine, { input }).start();
      let reloadsBefore = input.reloads;
      let previous: unknown = null;
      let clears = 0;
      for (const { event, state: expected } of path.steps) {
        if (event.type !== 'xstate.init') actor.send(event as SessionEvent);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(expected.value);
        // Cleared on entering each state that loses the session, never otherwise.
        if (snapshot.value !== previous && clearingStates.includes(String(snapshot.value))) clears++;
        expect(state.clears).toBe(clears);
        // A failing cart reloads the page once in a row at most; a rejected session always does.
        if (snapshot.matches('reloading')) expect(reloadsBefore).toBe(0);
        expect(state.reloads).toBe(snapshot.matches('reloading') || snapshot.matches('resetting') ? 1 : 0);
        expect(state.storedReloads).toBe(snapshot.matches('reloading') ? reloadsBefore + 1 : snapshot.context.reloads);
        reloadsBefore = snapshot.context.reloads;
        previous = snapshot.value;
      }
      actor.stop();
    });
  });
});

describe('session rules', () => {
  it('reloads once for a cart that will not load, then gives up until one loads', () => {
    const first = browser(0);
    const page = createActor(first.machine, { input: { reloads: 0 } }).start();
    page.send({ type: 'CART_LOAD_FAILED' });
    expect(first.state).toEqual({ storedReloads: 1, clears: 1, reloads: 1 });

    // The page after the reload reads the count the first one stored.
    const second = browser(first.state.storedReloads);
    const reloaded = createActor(second.machine, { input: { reloads: first.state.storedReloads } }).start();
    reloaded.send({ type: 'CART_LOAD_FAILED' });
    expect(reloaded.getSnapshot().value).toBe('givenUp');
    expect(second.state.reloads).toBe(0);
    reloaded.send({ type: 'CART_LOADED' });
    expect(second.state.storedReloads).toBe(0);
    expect(reloaded.getSnapshot().value).toBe('active');
  });

  it('resets a session the store rejects, even after giving up on the cart', () => {
    const { state, machine } = browser(1);
    const actor = createActor(machine, { input: { reloads: 1 } }).start();
    actor.send({ type: 'CART_LOAD_FAILED' });
    actor.send({ type: 'SESSION_REJECTED' });
    expect(actor.getSnapshot().value).toBe('resetting');
    expect(state).toEqual({ storedReloads: 1, clears: 2, reloads: 1 });
  });

  it('never reloads where no count could outlive the page (storage blocked)', () => {
    const { state, machine } = browser(0);
    const actor = createActor(machine, { input: { reloads: Number.POSITIVE_INFINITY } }).start();
    actor.send({ type: 'CART_LOAD_FAILED' });
    expect(actor.getSnapshot().value).toBe('givenUp');
    expect(state.reloads).toBe(0);
  });
});
