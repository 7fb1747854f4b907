// Each request's share of the server while it is in flight: alone it pays its wall time; beside
// others, its part of the time they shared; the shares add up to the time the server was busy.
import { describe, expect, it } from 'vitest';
import { TimeShares } from '../../server/domain/rate-limits/time-shares';

function clockAt(start = 0) {
  const clock = { now: start };
  return { clock, shares: new TimeShares(() => clock.now) };
}

describe('TimeShares', () => {
  it('charges a request alone its wall time, and nothing for time no request was in flight', () => {
    const { clock, shares } = clockAt();
    clock.now = 50;
    const alone = shares.begin();
    clock.now = 80;
    expect(shares.end(alone)).toEqual({ shareMs: 30, wallMs: 30 });
  });

  it('shares the time among the requests in flight, and the shares add up to the busy time', () => {
    const { clock, shares } = clockAt();
    const long = shares.begin();
    clock.now = 10;
    const short = shares.begin();
    clock.now = 30;
    expect(shares.end(short)).toEqual({ shareMs: 10, wallMs: 20 });
    clock.now = 40;
    const taken = shares.end(long);
    expect(taken).toEqual({ shareMs: 30, wallMs: 40 });
    expect(taken.shareMs + 10).toBe(40);
  });

  it('charges a client with most requests in flight most of the server, one with one a little', () => {
    const { clock, shares } = clockAt();
    const crowd = Array.from({ length: 9 }, () => shares.begin());
    const shopper = shares.begin();
    clock.now = 100;
    expect(shares.end(shopper).shareMs).toBeCloseTo(10);
    expect(crowd.reduce((sum, share) => sum + shares.end(share).shareMs, 0)).toBeCloseTo(90);
  });

  it('ends a request once, whether by its answer or its lost connection', () => {
    const { clock, shares } = clockAt();
    const share = shares.begin();
    clock.now = 5;
    expect(shares.end(share).shareMs).toBe(5);
    expect(shares.end(share)).toEqual({ shareMs: 0, wallMs: 0 });
    const next = shares.begin();
    clock.now = 9;
    expect(shares.end(next).shareMs).toBe(4);
  });
});
