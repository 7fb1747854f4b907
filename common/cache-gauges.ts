// How full a process's caches are, for the soak bench to read while it runs (bench/load/
// memory-probe.ts): each cache names itself and says how many entries it holds and, where it knows
// them, their bytes. The list sits on globalThis because the built renderer bundles its own copy
// of this module, and its caches (the sanitized texts) belong in the same list. Caches are held
// weakly: a gauged cache is collected like any other once its server is gone.

export interface CacheGauge {
  entries: number;
  /** Bytes of what the entries hold, where the cache knows them. */
  bytes?: number;
}

interface Gauged {
  name: string;
  cache: WeakRef<object>;
  read: (cache: never) => CacheGauge;
}

const registry = ((globalThis as { [key: symbol]: Gauged[] | undefined })[Symbol.for('storefront.cache-gauges')] ??= []);

function dropCollected(): void {
  for (let i = registry.length - 1; i >= 0; i--) if (!registry[i]!.cache.deref()) registry.splice(i, 1);
}

/** Lists `cache` under `name`; `read` must not hold the cache itself (it is handed it). */
export function gaugeCache<C extends object>(name: string, cache: C, read: (cache: C) => CacheGauge): void {
  dropCollected();
  registry.push({ name, cache: new WeakRef(cache), read });
}

/** Every listed cache's gauge by name, several caches of one name (one per tax location, say) summed. */
export function readCacheGauges(): Record<string, CacheGauge & { caches: number }> {
  dropCollected();
  const gauges: Record<string, CacheGauge & { caches: number }> = {};
  for (const { name, cache, read } of registry) {
    const held = cache.deref();
    if (!held) continue;
    const gauge = (read as (cache: object) => CacheGauge)(held);
    const sum = (gauges[name] ??= { entries: 0, caches: 0 });
    sum.entries += gauge.entries;
    sum.caches += 1;
    if (gauge.bytes !== undefined) sum.bytes = (sum.bytes ?? 0) + gauge.bytes;
  }
  return gauges;
}
