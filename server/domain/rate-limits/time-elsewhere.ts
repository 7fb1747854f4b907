// The server's time a request takes (address-ledger.ts) leaves out what it spends waiting on
// another service: the payment provider, a login provider. A shopper paying by card waits on the
// provider for a second or so while the shop's server does nothing for them; that second is not
// theirs to pay from their share of the server. The request's clock travels with its work through
// AsyncLocalStorage, as its database lane does.
import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request has spent waiting on other services, in milliseconds. */
export class TimeElsewhere {
  ms = 0;
}

const clocks = new AsyncLocalStorage<TimeElsewhere>();

/** Runs a request's work, noting in `elsewhere` the time it spends waiting on other services. */
export function measuringTimeElsewhere<T>(elsewhere: TimeElsewhere, work: () => T): T {
  return clocks.run(elsewhere, work);
}

/** Calls another service; the time it takes is the request's, not the shop's server's. */
export async function elsewhere<T>(call: () => Promise<T>): Promise<T> {
  const clock = clocks.getStore();
  if (!clock) return call();
  const start = performance.now();
  try {
    return await call();
  } finally {
    clock.ms += performance.now() - start;
  }
}
