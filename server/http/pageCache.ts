// Rendered pages and payloads, reused for a short time. The cache is derived data, not state:
// every process may drop it at any time, and its lifetime bounds staleness across processes.
// Pages made under an older catalog generation can never be asked for again (their keys name it):
// they go as soon as a newer generation is asked for, instead of holding memory until a thousand
// newer pages push them out. Through a sale, when orders start a generation every STOCK_CACHE_MS,
// that was most of what the cache held (issue 41's soak).
import type { CacheGauge } from '../../common/cache-gauges';

export interface CachedPage<T> {
  at: number;
  value: T;
}

export class PageCache<T> {
  /** The catalog generation the kept pages were made under, once callers name one. */
  private generation: string | undefined;
  private readonly entries = new Map<string, CachedPage<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries = 1000,
  ) {}

  /**
   * The cached value, or the one `make` produces; concurrent misses of one key share one make.
   * `generation` is the catalog generation the value is made under, when the caller knows it (and
   * names it in `key`).
   */
  async get(key: string, make: () => Promise<T>, cacheable: (value: T) => boolean = () => true, generation?: string): Promise<T> {
    if (this.lifetimeMs <= 0) return make();
    if (generation !== undefined && generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.lifetimeMs) {
      // Refresh recency for LRU eviction.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const made = make().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, made);
    const value = await made;
    // Made under a generation another request has since replaced: nobody asks for it any more.
    if (cacheable(value) && generation === this.generation) this.store(key, value);
    return value;
  }

  private store(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), value });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Pages kept, expired ones included (they stay until pushed out), and their bytes by `sizeOf`. */
  gauge(sizeOf: (value: T) => number): CacheGauge {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += sizeOf(entry.value);
    return { entries: this.entries.size, bytes };
  }
}
