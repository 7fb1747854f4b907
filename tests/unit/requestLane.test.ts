// One request's queries wait their turn in its lane (server/db/request-lane.ts): at most `width`
// under way, in the order asked, a turn of the event loop before each one that follows another,
// and none started once the request has stopped.
import { describe, expect, it } from 'vitest';
import { inCurrentLane, inLane, outsideLanes, RequestLane, RequestStopped } from '../../server/db/request-lane';
import { turnCounter } from './turnCounter';

/** A query that takes `ms` and records when it ran. */
function recorded(log: string[], name: string, ms = 1): () => Promise<string> {
  return async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`end ${name}`);
    return name;
  };
}

describe('RequestLane', () => {
  it('runs one query at a time in the order asked, with a lane of one', async () => {
    const log: string[] = [];
    const lane = new RequestLane(1);
    const answers = await inLane(lane, () => Promise.all(['a', 'b', 'c'].map((name) => inCurrentLane(recorded(log, name)))));
    expect(answers).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('runs as many at once as it is wide', async () => {
    let running = 0;
    let most = 0;
    const query = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
    };
    await inLane(new RequestLane(3), () => Promise.all(Array.from({ length: 10 }, () => inCurrentLane(query))));
    expect(most).toBe(3);
  });

  it('gives the event loop a turn before each query that follows another', async () => {
    const turns = turnCounter();
    const seen: number[] = [];
    const query = async () => void seen.push(turns.now());
    await inLane(new RequestLane(1), () => Promise.all(Array.from({ length: 4 }, () => inCurrentLane(query))));
    turns.stop();
    expect(new Set(seen).size).toBe(4);
  });

  it('starts no query once its request has stopped, and fails those waiting at once', async () => {
    const log: string[] = [];
    let stopped = false;
    const lane = new RequestLane(1, () => stopped);
    const answers = inLane(lane, () =>
      Promise.allSettled([
        inCurrentLane(async () => {
          const answer = await recorded(log, 'first')();
          stopped = true;
          return answer;
        }),
        inCurrentLane(recorded(log, 'second')),
      ]),
    );
    const [first, second] = await answers;
    expect(first).toEqual({ status: 'fulfilled', value: 'first' });
    expect(second).toMatchObject({ status: 'rejected', reason: expect.any(RequestStopped) });
    expect(log).toEqual(['start first', 'end first']);
  });

  it('lets a reading that requests share run outside the lane of the request that started it', async () => {
    const lane = new RequestLane(1, () => true);
    await expect(inLane(lane, () => inCurrentLane(async () => 'own'))).rejects.toBeInstanceOf(RequestStopped);
    await expect(inLane(lane, () => outsideLanes(() => inCurrentLane(async () => 'shared')))).resolves.toBe('shared');
  });

  it('lets work outside any request go straight through', async () => {
    await expect(inCurrentLane(async () => 'outside')).resolves.toBe('outside');
  });
});
