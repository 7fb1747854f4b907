// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  initialisesAtOnce,
  storeInitMachine,
  type StoreInitEvent,
  type StoreInitInput,
} from '../../src/machines/storeInit';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';

// The replay stands in for the browser: user activity arrives through the invoked listener. What
// the cart is told is recorded.
let reportActivity: ((event: StoreInitEvent) => void) | undefined;
const initialised = vi.fn();
const testMachine = storeInitMachine.provide({
  actions: { initialiseCart: () => initialised() },
  actors: {
    userActivity: fromCallback(({ sendBack }) => {
      reportActivity = sendBack;
      return () => {
        reportActivity = undefined;
      };
    }),
  },
});

const routeChanges: StoreInitEvent[] = [
  { type: 'ROUTE_CHANGED', path: '/products' },
  { type: 'ROUTE_CHANGED', path: '/checkout' },
];
const starts: Array<{ name: string; input: StoreInitInput }> = [
  { name: 'on a product page', input: { path: '/product/linen-shirt', initOnUserAction: true } },
  { name: 'on the order-received page', input: { path: '/checkout/order-received/12', initOnUserAction: true } },
  { name: 'with the setting off', input: { path: '/product/linen-shirt', initOnUserAction: false } },
];
const models = starts.map(({ name, input }) => ({
  name,
  input,
  paths: transitionPaths(testMachine, { input, events: routeChanges }),
}));

describe('storeInit model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, models, { USER_ACTIVITY: true, ROUTE_CHANGED: true });
  });

  describe.each(models)('$name', ({ input, paths }) => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
      initialised.mockClear();
      const actor = createActor(testMachine, { input }).start();
      for (const { event, state } of path.steps) {
        if (event.type === 'USER_ACTIVITY') reportActivity!(event as StoreInitEvent);
        else if (event.type !== 'xstate.init') actor.send(event as StoreInitEvent);
        expect(actor.getSnapshot().value).toEqual(state.value);
        expect(actor.getSnapshot().context).toEqual(state.context);
        const done = state.matches('initialised');
        // The cart is told once, on arrival; the listener for user activity runs only while waiting.
        expect(initialised).toHaveBeenCalledTimes(done ? 1 : 0);
        expect(reportActivity === undefined).toBe(done);
      }
      actor.stop();
    });
  });
});

describe('storeInit rules', () => {
  it.each([
    ['/checkout', true],
    ['/checkout/', true],
    ['/checkout/order-received/12', true],
    ['/checkout?coupon=SUMMER', true],
    ['/my-account', true],
    ['/my-account/orders', true],
    ['/order-summary/12', true],
    ['/checkouts', false],
    ['/my-accountant', false],
    ['/', false],
    ['/product/checkout', false],
    ['/products', false],
  ])('%s initialises at once: %s', (path, expected) => {
    expect(initialisesAtOnce(path)).toBe(expected);
  });

  it('waits on other pages until a route change reaches a page that needs the store', () => {
    const actor = createActor(testMachine, { input: { path: '/', initOnUserAction: true } }).start();
    actor.send({ type: 'ROUTE_CHANGED', path: '/product-category/shirts' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'ROUTE_CHANGED', path: '/my-account/orders' });
    expect(actor.getSnapshot().value).toBe('initialised');
  });

  it('stays initialised', () => {
    const actor = createActor(testMachine, { input: { path: '/checkout', initOnUserAction: true } }).start();
    actor.send({ type: 'ROUTE_CHANGED', path: '/' });
    actor.send({ type: 'USER_ACTIVITY' });
    expect(actor.getSnapshot().value).toBe('initialised');
  });
});

describe('storeInit listening for the first user action', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each(['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel', 'click', 'resize'])(
    'initialises on %s',
    (type) => {
      const actor = createActor(storeInitMachine, { input: { path: '/', initOnUserAction: true } }).start();
      expect(actor.getSnapshot().value).toBe('waiting');
      window.dispatchEvent(new Event(type));
      expect(actor.getSnapshot().value).toBe('initialised');
    },
  );

  it('listens passively and removes every listener once initialised', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const actor = createActor(storeInitMachine, { input: { path: '/', initOnUserAction: true } }).start();
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true, once: true });
    window.dispatchEvent(new Event('keydown'));
    expect(remove.mock.calls.map(([type]) => type).sort()).toEqual(add.mock.calls.map(([type]) => type).sort());
    actor.stop();
  });

  it('does nothing without a window, as on the server', () => {
    vi.stubGlobal('window', undefined);
    const actor = createActor(storeInitMachine, { input: { path: '/', initOnUserAction: true } }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.stop();
  });
});
