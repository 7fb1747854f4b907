import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { loadingBarMachine, type LoadingBarEvent } from '../../src/machines/loadingBar';
import { delayOf, describePath, expectFullCoverage, transitionPaths } from './coverage';

// Progress changes on every tick; the model tells an empty, a partly and a full bar apart.
const fill = (progress: number) => (progress === 0 ? 'empty' : progress === 100 ? 'full' : 'partly');
const paths = transitionPaths(loadingBarMachine, { stateKey: (snapshot) => fill(snapshot.context.progress) });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadingBar model', () => {
  it('covers every state, transition and event', () => {
    expect(paths.length).toBeGreaterThan(0);
    expectFullCoverage(loadingBarMachine, [{ paths }], { START: true, FINISH: true, FAIL: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
    const actor = createActor(loadingBarMachine).start();
    for (const { event, state } of path.steps) {
      if (event.type.startsWith('xstate.after.')) vi.advanceTimersByTime(delayOf(loadingBarMachine, event));
      else if (event.type !== 'xstate.init') actor.send(event as LoadingBarEvent);
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(fill(actor.getSnapshot().context.progress)).toBe(fill(state.context.progress));
    }
    actor.stop();
  });
});

describe('loadingBar rules', () => {
  it('shows no bar for a load that finishes within 200 ms', () => {
    const actor = createActor(loadingBarMachine).start();
    const shown: boolean[] = [];
    actor.subscribe((snapshot) => shown.push(snapshot.hasTag('visible')));
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(199);
    actor.send({ type: 'FINISH' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(shown).not.toContain(true);
  });

  it('shows the bar once a load takes 200 ms', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(200);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });

  it('raises progress on every tick, toward but never to 100', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(200);
    const tick = loadingBarMachine.implementations.delays.tick as number;
    let previous = actor.getSnapshot().context.progress;
    // A minute of ticks: every one moves the bar on.
    for (let elapsed = 0; elapsed < 60_000; elapsed += tick) {
      vi.advanceTimersByTime(tick);
      const { progress } = actor.getSnapshot().context;
      expect(progress).toBeGreaterThan(previous);
      expect(progress).toBeLessThan(100);
      previous = progress;
    }
    // Ten minutes: the bar still waits for the load to finish.
    vi.advanceTimersByTime(600_000);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.progress).toBeLessThan(100);
  });

  it('is about 70% full after the 2000 ms duration', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(200 + 2000);
    expect(actor.getSnapshot().context.progress).toBeGreaterThan(65);
    expect(actor.getSnapshot().context.progress).toBeLessThan(75);
  });

  it('fills on finish, hides after 500 ms and resets after 400 ms more', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'FINISH' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'finishing', context: { progress: 100 } });
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot()).toMatchObject({ value: 'hidden', context: { progress: 100 } });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    vi.advanceTimersByTime(400);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { progress: 0 } });
  });

  it('shows a failed load as a full bar in the error colour, then hides it', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(300);
    actor.send({ type: 'FAIL' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'error', context: { progress: 100 } });
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    vi.advanceTimersByTime(500 + 400);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { progress: 0 } });
  });

  it('restarts from an empty bar when a load starts while the last one is finishing', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'FINISH' });
    actor.send({ type: 'START' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { progress: 0 } });
    vi.advanceTimersByTime(200);
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('ignores a second START while loading', () => {
    const actor = createActor(loadingBarMachine).start();
    actor.send({ type: 'START' });
    vi.advanceTimersByTime(500);
    const { progress } = actor.getSnapshot().context;
    actor.send({ type: 'START' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { progress } });
  });
});
