// Each request's share of the server while others are in flight (server/domain/rate-limits/server-shares.ts).
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ServerShares } from '../../server/domain/rate-limits/server-shares';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request and its reply, whose answer goes out when `done` is called. */
function inFlight(shares: ServerShares) {
  const request = {} as FastifyRequest;
  const raw = new EventEmitter();
  shares.track(request, { raw } as unknown as FastifyReply);
  return { request, done: () => raw.emit('close') };
}

describe('ServerShares', () => {
  it('gives a request alone all of the time it took', async () => {
    const shares = new ServerShares();
    const { request } = inFlight(shares);
    await wait(60);
    expect(shares.shareOf(request)).toBeGreaterThan(50);
  });

  it('gives each of two requests in flight together half of the time', async () => {
    const shares = new ServerShares();
    const first = inFlight(shares);
    const second = inFlight(shares);
    await wait(80);
    const [a, b] = [shares.shareOf(first.request), shares.shareOf(second.request)];
    expect(a).toBeGreaterThan(30);
    expect(a).toBeLessThan(60);
    expect(b).toBeCloseTo(a, 0);
  });

  it('gives the rest of the time to the one still in flight once the other has gone', async () => {
    const shares = new ServerShares();
    const first = inFlight(shares);
    const second = inFlight(shares);
    await wait(40);
    second.done();
    await wait(40);
    expect(shares.shareOf(first.request)).toBeGreaterThan(50);
    expect(shares.shareOf(first.request)).toBeLessThan(80);
  });

  it('leaves out the part of a request’s life spent waiting on another service', async () => {
    const shares = new ServerShares();
    const { request } = inFlight(shares);
    await wait(60);
    expect(shares.shareOf(request, 60)).toBeLessThan(10);
  });

  it('counts a request once however often it is tracked', async () => {
    const shares = new ServerShares();
    const first = inFlight(shares);
    shares.track(first.request, { raw: new EventEmitter() } as unknown as FastifyReply);
    await wait(40);
    expect(shares.shareOf(first.request)).toBeGreaterThan(30);
  });
});
