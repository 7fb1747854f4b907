// How long the server made everyone else wait while a request ran. The test's server runs in this
// process, so its event loop is the server's: a timer that should fire every millisecond shows
// the longest stretch in which no other request could have been answered. Attack tests assert it
// beside the answer, so a refusal that comes only after seconds of work fails as a hang would.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The longest an attack test lets the event loop be held: docs/limits.md promises about 200 ms on a
 * quiet machine; the probe also counts the test's own client, which runs in the same process,
 * and the suite shares two cores with other test files. The attacks these tests replay held it
 * for seconds.
 */
export const holdBoundMs = 500;

export interface Probed<T> {
  value: T;
  /** The longest the event loop was held while `work` ran, in milliseconds. */
  longestHoldMs: number;
  /** How long `work` took, in milliseconds. */
  elapsedMs: number;
}

/** Runs `work` while measuring how long, at most, the event loop was held meanwhile. */
export async function whileProbing<T>(work: () => Promise<T>): Promise<Probed<T>> {
  const delays = monitorEventLoopDelay({ resolution: 1 });
  delays.enable();
  const start = performance.now();
  try {
    const value = await work();
    const elapsedMs = performance.now() - start;
    // The histogram counts delays past the timer's own period; a last tick lets it see the end.
    await new Promise((resolve) => setTimeout(resolve, 2));
    return { value, longestHoldMs: delays.max / 1e6, elapsedMs };
  } finally {
    delays.disable();
  }
}
