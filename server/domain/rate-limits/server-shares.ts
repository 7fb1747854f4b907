// How much of the server each request had. The server serves the requests in flight by turns, so
// while n are in flight each has about 1/n of it: a clock that runs at that rate (the virtual time
// of processor sharing) advances, over a request's life, by its share of the server. On an idle
// server that is the request's own time; on a busy one, its part of the time rather than the time
// it waited for the others, so a shopper is not charged more (server-time-ledger.ts) because the
// shop is busy, and an attacker is charged for what it took, not for the crowd it slowed.
import type { FastifyReply, FastifyRequest } from 'fastify';

export class ServerShares {
  private virtualMs = 0;
  private lastMs = performance.now();
  private inFlight = 0;
  private readonly arrivals = new WeakMap<FastifyRequest, { virtualMs: number; wallMs: number }>();

  private advance(): void {
    const now = performance.now();
    this.virtualMs += (now - this.lastMs) / Math.max(1, this.inFlight);
    this.lastMs = now;
  }

  /** Counts the request in flight until its answer has gone or its connection closed (once, however often asked). */
  track(request: FastifyRequest, reply: FastifyReply): void {
    if (this.arrivals.has(request)) return;
    this.advance();
    this.inFlight++;
    this.arrivals.set(request, { virtualMs: this.virtualMs, wallMs: performance.now() });
    reply.raw.once('close', () => {
      this.advance();
      this.inFlight--;
    });
  }

  /**
   * The request's share of the server so far, in milliseconds, less the part of its life it spent
   * waiting on other services (`elsewhereMs` of its wall time), when the server did nothing for it.
   */
  shareOf(request: FastifyRequest, elsewhereMs = 0): number {
    const arrival = this.arrivals.get(request);
    if (!arrival) return 0;
    this.advance();
    const share = this.virtualMs - arrival.virtualMs;
    const wall = performance.now() - arrival.wallMs;
    return wall > 0 ? share * Math.max(0, 1 - elsewhereMs / wall) : 0;
  }
}
