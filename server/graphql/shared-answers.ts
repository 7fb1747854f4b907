// The in-process executor's answers to public catalog queries (shareable.ts), kept for one catalog
// generation, like the /graphql route's answer cache: server rendering asks the same few questions
// of the same catalog over and over (every render of a product page asks for that product), and
// an answer holds until a catalog write or a sale's start or end begins a new generation.
// Concurrent requests for an answer not yet kept share the one being made.
import { gaugeCache } from '../../common/cache-gauges';
import { nextTurn } from '../event-loop';

/** An answer, and whether every later request in the same generation may be given it. */
export interface Made<T> {
  value: T;
  keep: boolean;
}

export class SharedAnswers<T> {
  private generation: string | null = null;
  /** Answers made or being made, least recently used first. */
  private readonly entries = new Map<string, Promise<Made<T>>>();

  constructor(private readonly maxEntries = 500) {
    gaugeCache('rendering answers', this, (answers) => ({ entries: answers.entries.size }));
  }

  async get(key: string, generation: string, make: () => Promise<Made<T>>): Promise<T> {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      const shared = await kept.catch(() => null);
      if (shared?.keep) return shared.value;
      // An answer that may not be shared (an error), or a failure: this request asks for itself.
      return (await make()).value;
    }
    const making = make();
    this.entries.set(key, making);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const forget = () => {
      if (this.entries.get(key) === making) this.entries.delete(key);
    };
    making.then((made) => made.keep || forget(), forget);
    return (await making).value;
  }
}

/** Values frozen in one turn of the event loop: the full product list holds some 600,000 (170 ms). */
const valuesPerTurn = 100_000;

/**
 * Freezes an answer all its requests share, so that no reader can change it for the others; a
 * large one in turns of the event loop (server/event-loop.ts).
 */
export async function deepFreeze<T>(value: T): Promise<T> {
  const pending: unknown[] = [value];
  for (let frozen = 1; pending.length > 0; frozen++) {
    if (frozen % valuesPerTurn === 0) await nextTurn();
    const next = pending.pop();
    if (next !== null && typeof next === 'object' && !Object.isFrozen(next)) {
      Object.freeze(next);
      for (const child of Object.values(next)) pending.push(child);
    }
  }
  return value;
}
