// Issue 37: what the offline inspector panel shows (src/browser/devtools/inspectionLog.ts), from the
// inspection events of a small system run as the storefront's runs: actors by systemId, the root as
// "root", a sibling's message with its sender, a message from outside the system, an actor that
// stops leaving the list, and only the last events kept.
import { describe, expect, it } from 'vitest';
import { createActor, enqueueActions, setup } from 'xstate';
import { createInspectionLog, keptEvents, outsideSender } from '../../src/browser/devtools/inspectionLog';

const cartMachine = setup({ types: {} as { events: { type: 'INITIALISE' } | { type: 'ADD_TO_CART' } } }).createMachine({
  initial: 'idle',
  states: {
    idle: { on: { INITIALISE: 'loading' } },
    loading: { initial: 'fetching', states: { fetching: {} } },
  },
});

const storeInitMachine = setup({ types: {} as { events: { type: 'USER_ACTIVITY' } } }).createMachine({
  on: {
    USER_ACTIVITY: { actions: enqueueActions(({ system, enqueue }) => enqueue.sendTo(system.get('cart'), { type: 'INITIALISE' })) },
  },
});

/** The root: a store initialiser and a cart for as long as it runs, and a checkout until it is left. */
const rootMachine = setup({
  types: {} as { events: { type: 'USER_ACTIVITY' } | { type: 'CHECKOUT_LEFT' } },
  actors: { cart: cartMachine, storeInit: storeInitMachine, checkout: cartMachine },
}).createMachine({
  invoke: [
    { src: 'storeInit', systemId: 'storeInit' },
    { src: 'cart', systemId: 'cart' },
  ],
  initial: 'checkingOut',
  states: {
    checkingOut: { invoke: { src: 'checkout', systemId: 'checkout' }, on: { CHECKOUT_LEFT: 'browsing' } },
    browsing: {},
  },
  on: {
    USER_ACTIVITY: { actions: enqueueActions(({ system, enqueue }) => enqueue.sendTo(system.get('storeInit'), { type: 'USER_ACTIVITY' })) },
  },
});

function runWithLog() {
  const log = createInspectionLog();
  const actor = createActor(rootMachine, { inspect: (event) => void log.record(event) }).start();
  return { log, actor };
}

describe('inspection log', () => {
  it('lists every live actor by its systemId with its state, the root as "root"', () => {
    const { log } = runWithLog();
    expect(log.actors()).toEqual([
      { name: 'root', state: 'checkingOut' },
      { name: 'storeInit', state: 'active' },
      { name: 'cart', state: 'idle' },
      { name: 'checkout', state: 'idle' },
    ]);
  });

  it('shows who sent an event: a sibling by its systemId, "(outside)" for a send from outside the system', () => {
    const { log, actor } = runWithLog();
    actor.send({ type: 'USER_ACTIVITY' });
    expect(log.events().slice(0, 3)).toEqual([
      { sender: 'storeInit', receiver: 'cart', type: 'INITIALISE' },
      { sender: 'root', receiver: 'storeInit', type: 'USER_ACTIVITY' },
      { sender: outsideSender, receiver: 'root', type: 'USER_ACTIVITY' },
    ]);
    expect(log.actors()).toContainEqual({ name: 'cart', state: 'loading.fetching' });
  });

  it('drops an actor once it stops', () => {
    const { log, actor } = runWithLog();
    actor.send({ type: 'CHECKOUT_LEFT' });
    expect(log.actors()).toEqual([
      { name: 'root', state: 'browsing' },
      { name: 'storeInit', state: 'active' },
      { name: 'cart', state: 'idle' },
    ]);
  });

  it(`keeps the last ${keptEvents} events, newest first`, () => {
    const { log, actor } = runWithLog();
    const cart = actor.system.get('cart')!;
    for (let sent = 0; sent < keptEvents + 10; sent++) cart.send({ type: 'ADD_TO_CART' });
    actor.send({ type: 'CHECKOUT_LEFT' });
    const events = log.events();
    expect(events).toHaveLength(keptEvents);
    expect(events[0]).toEqual({ sender: outsideSender, receiver: 'root', type: 'CHECKOUT_LEFT' });
    expect(events.slice(1).every((event) => event.receiver === 'cart' && event.type === 'ADD_TO_CART')).toBe(true);
  });
});
