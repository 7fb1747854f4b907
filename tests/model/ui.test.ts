// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { uiMachine, type UiEvent } from '../../src/machines/ui';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';

const lockScroll = vi.fn();
const unlockScroll = vi.fn();
const testMachine = uiMachine.provide({ actions: { lockScroll, unlockScroll } });
// Two products, so another add while the first is shown starts the moment again for the second.
const paths = transitionPaths(testMachine, {
  events: [{ type: 'ADDED', productId: 7 }, { type: 'ADDED', productId: 8 }],
  // Which product is shown does not make another state; that one is, or none, does.
  stateKey: (snapshot) => snapshot.context.added !== null,
  contextEvents: ['ADDED'],
});

beforeEach(() => {
  lockScroll.mockClear();
  unlockScroll.mockClear();
});

describe('ui model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ paths }], {
      OPEN_CART: true,
      CLOSE_CART: true,
      TOGGLE_CART: true,
      OPEN_MENU: true,
      CLOSE_MENU: true,
      TOGGLE_MENU: true,
      OPEN_FILTERS: true,
      CLOSE_FILTERS: true,
      TOGGLE_FILTERS: true,
      ROUTE_CHANGED: true,
      KEY_ESCAPE: true,
      ADDED: true,
    });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    const actor = createActor(testMachine).start();
    let locks = 0;
    let unlocks = 0;
    let wasLocked = false;
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') actor.send(event as UiEvent);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      // One overlay at a time, and scrolling is locked exactly while one is open.
      const open = (['cart', 'menu', 'filters'] as const).filter((panel) => snapshot.matches({ [panel]: 'open' }));
      const anyOpen = open.length > 0;
      expect(open.length).toBeLessThanOrEqual(1);
      expect(snapshot.matches({ scroll: 'locked' })).toBe(anyOpen);
      // The lock is taken and released only when that changes.
      if (anyOpen && !wasLocked) locks++;
      if (!anyOpen && wasLocked) unlocks++;
      wasLocked = anyOpen;
      expect(lockScroll).toHaveBeenCalledTimes(locks);
      expect(unlockScroll).toHaveBeenCalledTimes(unlocks);
      // The product the cart took last is named exactly while its moment lasts.
      expect(snapshot.context.added !== null).toBe(snapshot.matches({ added: 'shown' }));
      if (event.type === 'ADDED') expect(snapshot.context.added).toBe(event.productId);
    }
    actor.stop();
  });
});

describe('ui rules', () => {
  const start = () => createActor(testMachine).start();
  const value = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

  it('toggles the cart panel', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE_CART' });
    expect(value(actor)).toMatchObject({ cart: 'open' });
    actor.send({ type: 'TOGGLE_CART' });
    expect(value(actor)).toMatchObject({ cart: 'closed' });
  });

  it('opening the menu closes the cart and keeps scrolling locked', () => {
    const actor = start();
    actor.send({ type: 'OPEN_CART' });
    actor.send({ type: 'OPEN_MENU' });
    expect(value(actor)).toEqual({ cart: 'closed', menu: 'open', filters: 'closed', scroll: 'locked', added: 'none' });
    expect(lockScroll).toHaveBeenCalledTimes(1);
    expect(unlockScroll).not.toHaveBeenCalled();
  });

  it.each(['KEY_ESCAPE', 'ROUTE_CHANGED'] as const)('%s closes whichever is open', (type) => {
    const actor = start();
    actor.send({ type: 'OPEN_MENU' });
    actor.send({ type });
    expect(value(actor)).toEqual({ cart: 'closed', menu: 'closed', filters: 'closed', scroll: 'unlocked', added: 'none' });
    actor.send({ type: 'OPEN_CART' });
    actor.send({ type });
    expect(value(actor)).toEqual({ cart: 'closed', menu: 'closed', filters: 'closed', scroll: 'unlocked', added: 'none' });
    expect(unlockScroll).toHaveBeenCalledTimes(2);
  });

  it('names the product the cart took for a moment, and starts the moment again for another', () => {
    vi.useFakeTimers();
    try {
      const actor = start();
      actor.send({ type: 'ADDED', productId: 7 });
      expect(actor.getSnapshot().context.added).toBe(7);
      vi.advanceTimersByTime(2000);
      actor.send({ type: 'ADDED', productId: 8 });
      vi.advanceTimersByTime(2000);
      expect(actor.getSnapshot().context.added).toBe(8);
      vi.advanceTimersByTime(500);
      expect(actor.getSnapshot().context.added).toBeNull();
      expect(value(actor)).toMatchObject({ added: 'none' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores closing what is closed', () => {
    const actor = start();
    for (const type of ['CLOSE_CART', 'CLOSE_MENU', 'KEY_ESCAPE', 'ROUTE_CHANGED'] as const) actor.send({ type });
    expect(value(actor)).toEqual({ cart: 'closed', menu: 'closed', filters: 'closed', scroll: 'unlocked', added: 'none' });
    expect(unlockScroll).not.toHaveBeenCalled();
  });
});

describe('ui scroll lock on the page', () => {
  const root = document.documentElement;

  afterEach(() => {
    root.removeAttribute('style');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('locks scrolling and keeps the scrollbar width as padding while a panel is open', () => {
    // jsdom has no layout: give the page a 15 px scrollbar.
    vi.stubGlobal('innerWidth', 1280);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(1265);
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'OPEN_CART' });
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('15px');
    actor.send({ type: 'CLOSE_CART' });
    expect(root.style.overflow).toBe('');
    expect(root.style.paddingRight).toBe('');
  });

  it('adds no padding when the page has no scrollbar', () => {
    vi.stubGlobal('innerWidth', 390);
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(390);
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'OPEN_MENU' });
    expect(root.style.overflow).toBe('hidden');
    expect(root.style.paddingRight).toBe('');
  });

  it('touches nothing without a document, as on the server', () => {
    vi.stubGlobal('document', undefined);
    const actor = createActor(uiMachine).start();
    actor.send({ type: 'OPEN_CART' });
    actor.send({ type: 'CLOSE_CART' });
    expect(actor.getSnapshot().value).toEqual({ cart: 'closed', menu: 'closed', filters: 'closed', scroll: 'unlocked', added: 'none' });
  });
});
