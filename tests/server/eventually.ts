// Waits for what a server does after it has answered (a mail sent from the outbox, a worker
// replaced): asks `probe` every few milliseconds until it gives something, or the time is up. The
// limit is wall time, and generous: on a two-core machine busy with the whole suite, a mail the answer let go
// took more than the 3 s that a count of 20 ms sleeps allowed.
export async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>, { withinMs = 15_000, everyMs = 20 } = {}): Promise<T | undefined> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
