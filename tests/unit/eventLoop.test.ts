import { describe, expect, it } from 'vitest';
import { inTurns, nextTurn, paced } from '../../server/event-loop';
import { turnCounter } from './turnCounter';

describe('nextTurn', () => {
  it('lets a timer that is due run within two turns', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    const dueAt = performance.now() + 3;
    while (performance.now() < dueAt);
    await nextTurn();
    await nextTurn();
    expect(timerRan).toBe(true);
  });

  it('lets one waiter go on per turn, first come first served', async () => {
    const order: string[] = [];
    const worker = async (name: string) => {
      for (let piece = 0; piece < 3; piece++) {
        await nextTurn();
        order.push(`${name}${piece}`);
      }
    };
    await Promise.all([worker('a'), worker('b')]);
    expect(order).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  });
});

describe('inTurns', () => {
  it('works on each slice in order, each in a turn of its own', async () => {
    const turns = turnCounter();
    const slices: { slice: number[]; turn: number }[] = [];
    const result = await inTurns([1, 2, 3, 4, 5, 6, 7], 3, async (slice) => {
      slices.push({ slice, turn: turns.now() });
      return slice.length;
    });
    turns.stop();
    expect(slices.map(({ slice }) => slice)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(result).toEqual([3, 3, 1]);
    expect(slices[1]!.turn).toBeGreaterThan(slices[0]!.turn);
    expect(slices[2]!.turn).toBeGreaterThan(slices[1]!.turn);
  });

  it('does nothing for no items', async () => {
    expect(await inTurns([], 10, async () => 1)).toEqual([]);
  });
});

describe('paced', () => {
  it('gives a short list as it is', () => {
    expect(paced([1, 2, 3], 3)).toEqual([1, 2, 3]);
  });

  it('gives the first slice at once and each next one a turn later, in order', async () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const given = paced(items, 4);
    expect(given.slice(0, 4)).toEqual([0, 1, 2, 3]);
    expect(given.slice(4).every((item) => item instanceof Promise)).toBe(true);
    const turns = turnCounter();
    const turnOf: number[] = [];
    await Promise.all(given.map(async (item) => (turnOf[await item] = turns.now())));
    turns.stop();
    expect(await Promise.all(given)).toEqual(items);
    expect(new Set(turnOf.slice(0, 4)).size).toBe(1);
    expect(new Set(turnOf.slice(4, 8)).size).toBe(1);
    expect(turnOf[4]).toBeGreaterThan(turnOf[0]!);
    expect(turnOf[8]).toBeGreaterThan(turnOf[4]!);
  });
});
