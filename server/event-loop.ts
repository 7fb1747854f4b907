// Long work done in pieces, one piece per turn of the event loop. The server answers every visitor
// on one thread, and an embedded database (PGlite) runs its queries on that thread too: work that
// runs from start to end in promise jobs alone (a query's answer, the next query, a resolver…)
// never lets the loop take in the requests that arrive meanwhile. The full product list after a
// catalog write held the loop for 1.2–2.1 s that way (bench/product-list-answer.ts).

// Who waits for a turn, first come first served: one of them goes on per turn of the loop, so
// two long tasks under way (the descriptions and the terms of one list, or two lists) take turns
// with each other and with arriving requests, instead of running their pieces back to back.
const waiting: (() => void)[] = [];
let releaseScheduled = false;

function scheduleRelease(): void {
  if (releaseScheduled) return;
  releaseScheduled = true;
  setImmediate(() => {
    releaseScheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) scheduleRelease();
  });
}

/** Resolves on a later turn of the loop, after the I/O (other visitors' requests) that has arrived. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    scheduleRelease();
  });
}

/** `work` on consecutive slices of at most `size` items, one after another, each in a turn of its own. */
export async function inTurns<T, R>(items: readonly T[], size: number, work: (slice: T[]) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    await nextTurn();
    results.push(await work(items.slice(start, start + size)));
  }
  return results;
}

/**
 * The items as graphql-js may complete a list of them: the first `size` at once, then each next
 * slice a turn later. A list item that is a promise is completed when it settles, so the work of
 * completing thousands of items (their fields, their objects) is spread over turns instead of
 * done in one.
 */
export function paced<T>(items: readonly T[], size: number): (T | Promise<T>)[] {
  if (items.length <= size) return [...items];
  const result: (T | Promise<T>)[] = items.slice(0, size);
  let turn = Promise.resolve();
  for (let start = size; start < items.length; start += size) {
    const slice = items.slice(start, start + size);
    turn = turn.then(nextTurn);
    const ready = turn;
    for (const item of slice) result.push(ready.then(() => item));
  }
  return result;
}
