// Whole /graphql answers with their compressed forms, and the process's cache of the ones every
// anonymous visitor may share. The cache is derived data: dropping it at any time changes nothing.
import { gaugeCache, type CacheGauge } from '../../common/cache-gauges';
import { compressAsync, type Encoding } from './compressed';

/** Below this, compressing saves too little to be worth a round of zlib. */
export const minCompressedBytes = 1024;

/** One complete answer; each compressed form is made the first time a client asks for it. */
export class Answer {
  private readonly forms = new Map<Encoding, Promise<Buffer>>();
  private formBytes = 0;

  constructor(
    readonly status: number,
    /** Yoga's headers, without content-length (a compressed body has its own). */
    readonly headers: readonly (readonly [string, string])[],
    readonly identity: Buffer,
  ) {}

  /** The body in an encoding the client accepts (null: as it is). */
  body(encoding: Encoding | null): Buffer | Promise<Buffer> {
    if (!encoding) return this.identity;
    let form = this.forms.get(encoding);
    if (!form) {
      form = compressAsync(this.identity, encoding);
      form.then(
        (made) => (this.formBytes += made.length),
        () => this.forms.delete(encoding),
      );
      this.forms.set(encoding, form);
    }
    return form;
  }

  /** Bytes held: the body and the forms made so far. */
  get size(): number {
    return this.identity.length + this.formBytes;
  }
}

interface Made<T> {
  value: T | Answer;
  /** Whether every visitor asking the same of the same catalog generation may be given it. */
  keep: boolean;
}

/**
 * Shared answers of one catalog generation (CatalogState.generation), least recently used first
 * out, within a byte budget. Concurrent requests for an answer not yet kept wait for the one
 * being made rather than making it again.
 */
export class AnswerCache {
  private generation: string | null = null;
  private readonly entries = new Map<string, Answer>();
  private readonly inFlight = new Map<string, Promise<Made<unknown> | null>>();

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 500,
  ) {
    gaugeCache('shared /graphql answers', this, (cache) => cache.gauge());
  }

  private gauge(): CacheGauge {
    let bytes = 0;
    for (const answer of this.entries.values()) bytes += answer.size;
    return { entries: this.entries.size, bytes };
  }

  /** The kept answer for `key` in this generation, or the value `make` produces (kept when it says so). */
  async get<T>(key: string, generation: string, make: () => Promise<Made<T>>): Promise<T | Answer> {
    this.sync(generation);
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh recency for LRU eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const flightKey = `${generation} ${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) {
      const shared = await pending;
      if (shared?.keep) return shared.value as Answer;
    }
    const making = make();
    const tracked = making.catch(() => null);
    this.inFlight.set(flightKey, tracked);
    void tracked.finally(() => this.inFlight.get(flightKey) === tracked && this.inFlight.delete(flightKey));
    const made = await making;
    if (made.keep && made.value instanceof Answer) this.store(key, generation, made.value);
    return made.value;
  }

  /** Adopts the catalog's current generation, dropping every answer of an older one. */
  private sync(generation: string): void {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
  }

  private store(key: string, generation: string, answer: Answer): void {
    // Made under a generation another request has since replaced: it may be stale.
    if (generation !== this.generation || answer.size > this.maxBytes) return;
    this.entries.delete(key);
    this.entries.set(key, answer);
    let bytes = 0;
    for (const kept of this.entries.values()) bytes += kept.size;
    for (const [oldest, kept] of this.entries) {
      if (bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      bytes -= kept.size;
    }
  }
}
