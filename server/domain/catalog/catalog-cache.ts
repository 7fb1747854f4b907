// Catalog rows kept in this process between requests, like WordPress's object cache. The catalog
// version (advanced by a trigger on every catalog write, in any process) is read once per request;
// a changed version empties the cache, so no request is answered from rows older than the last
// write it could see. The cache is derived data: dropping it at any time changes nothing.
//
// Rows also hold what the clock decides: whether a scheduled sale has started or ended
// (store/pricing.ts). So the cache is kept per catalog *generation* (store/catalog-clock.ts): the
// version, and the time until the next scheduled sale starts or ends; passing that moment starts a
// new generation too.
import { gaugeCache, type CacheGauge } from '../../../common/cache-gauges';
import type { Database } from '../../db/connection';

const absent = Symbol('absent');

export class CatalogCache {
  private generation: number | string | null = null;
  private readonly relations = new Map<string, Map<unknown, unknown>>();

  constructor(private readonly maxEntriesPerRelation = 100_000) {
    gaugeCache('catalog rows', this, (cache) => cache.gauge());
  }

  private gauge(): CacheGauge {
    let entries = 0;
    for (const table of this.relations.values()) entries += table.size;
    return { entries };
  }

  /** Adopts the catalog's current generation (CatalogState.generation), emptying the cache when it moved. */
  sync(generation: number | string): void {
    if (generation !== this.generation) {
      this.relations.clear();
      this.generation = generation;
    }
  }

  /** Answers keys from the cache and loads only the others (remembering the ones not found). */
  async getMany<K, V>(relation: string, keys: readonly K[], loadMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>): Promise<Map<K, V>> {
    let table = this.relations.get(relation);
    if (!table) this.relations.set(relation, (table = new Map()));
    const found = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const value = table.get(key);
      if (value === undefined) missing.push(key);
      else if (value !== absent) found.set(key, value as V);
    }
    if (missing.length === 0) return found;

    const loadedAt = this.generation;
    const loaded = await loadMany(missing);
    // Rows read under an older generation must not outlive the newer one another request adopted.
    const keep = loadedAt === this.generation && this.relations.get(relation) === table;
    if (keep && table.size + missing.length > this.maxEntriesPerRelation) table.clear();
    for (const key of missing) {
      const value = loaded.get(key);
      if (value !== undefined) found.set(key, value);
      if (keep) table.set(key, value === undefined ? absent : value);
    }
    return found;
  }
}

const caches = new WeakMap<Database, CatalogCache>();

/** The process's cache for one database. */
export function catalogCacheOf(db: Database): CatalogCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CatalogCache()));
  return cache;
}
