// One request's lane to the database: its queries go to the database at most `width` at a time,
// in the order they were asked, so a request that asks for a hundred lists at once queues them in
// its own lane rather than ahead of everyone else's, and the queries of other requests go in
// between. PGlite answers one query at a time on the server's own thread (a lane of one loses
// nothing there); a PostgreSQL pool's connections are shared by every request (a lane of a few
// keeps one request from taking them all). A query that follows another of the same request
// waits for a turn of the event loop first (server/event-loop.ts): queries chained in promise jobs
// alone would never let the loop take in other visitors' requests. Once its request has stopped (its deadline passed or
// its client went away), a lane starts no more queries: those waiting fail at once.
//
// The lane travels with the request's work through AsyncLocalStorage, so every query it makes,
// through whatever cache or batcher, is counted; work outside any request (the server's own
// rendering, start-up, transactions' own statements, readings several requests share) has no lane
// and goes straight through.
import { AsyncLocalStorage } from 'node:async_hooks';
import { nextTurn } from '../event-loop';

/** A query not started because its request had already stopped. */
export class RequestStopped extends Error {
  constructor() {
    super('The request was stopped before this query could run.');
  }
}

export class RequestLane {
  private running = 0;
  private started = 0;
  private readonly waiting: (() => void)[] = [];

  /** `stopped` says whether the request has stopped (asked before each query starts). */
  constructor(
    private readonly width: number,
    private readonly stopped: () => boolean = () => false,
  ) {}

  async run<T>(query: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      if (this.started++ > 0) await nextTurn();
      if (this.stopped()) throw new RequestStopped();
      return await query();
    } finally {
      // The turn passes straight to the next query waiting, or the lane has room again.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const lanes = new AsyncLocalStorage<RequestLane>();

/** Runs `work` with its database queries in `lane`. */
export function inLane<T>(lane: RequestLane, work: () => T): T {
  return lanes.run(lane, work);
}

/**
 * Runs `work` outside any request's lane: a reading that requests arriving together share (the
 * catalog's version, its list maxima, a stored secret) must not fail for all of them because the
 * request that happened to start it has stopped.
 */
export function outsideLanes<T>(work: () => T): T {
  return lanes.exit(work);
}

/** Runs `query` in the lane of the request that asks it, if any. */
export function inCurrentLane<T>(query: () => Promise<T>): Promise<T> {
  const lane = lanes.getStore();
  return lane ? lane.run(query) : query();
}
