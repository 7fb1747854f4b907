// Whether an answer would exceed a byte ceiling as JSON, found without writing the JSON: a walk
// that counts what JSON.stringify would write (strings by their UTF-16 length, a close lower
// bound of their UTF-8 bytes) and stops as soon as the count passes the ceiling.

/** True when `value` as JSON takes more than `ceiling` bytes (counted from below). */
export function exceedsJsonBytes(value: unknown, ceiling: number): boolean {
  let bytes = 0;
  // Depth-first with an explicit stack: answers nest as deep as queries do, and need no recursion.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') bytes += next.length + 2;
    else if (typeof next === 'number' || typeof next === 'boolean') bytes += String(next).length;
    else if (next === null || next === undefined) bytes += 4;
    else if (Array.isArray(next)) {
      bytes += 1 + next.length;
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object') {
      bytes += 1;
      for (const key in next) {
        bytes += key.length + 4;
        pending.push((next as Record<string, unknown>)[key]);
      }
    }
    if (bytes > ceiling) return true;
  }
  return false;
}
