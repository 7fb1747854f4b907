// The shop's shipping zones and tax rates, kept in this process per catalog version: their
// triggers advance it (migration 0012), so a cart costs one tiny read of the version instead of
// reading the four tables each time, and a checkout, which prices its cart several times, as
// many. The version is read through the caller's database handle, its transaction included, so
// the setup belongs to what that transaction sees. Derived data: dropping it changes nothing.
import { gaugeCache } from '../../../common/cache-gauges';
import type { Database } from '../../db/connection';
import { readCatalogVersion } from '../catalog/store/catalog-clock';
import { loadPricingSetup, type PricingSetup } from './store/pricing-setup';

export class PricingSetupCache {
  private kept: { version: number; setup: PricingSetup } | null = null;

  constructor() {
    gaugeCache('pricing setups', this, (cache) => ({ entries: cache.kept ? 1 : 0 }));
  }

  /** The setup as `db` (the pool or a transaction) sees it. */
  async read(db: Database): Promise<PricingSetup> {
    return this.at(await readCatalogVersion(db), db);
  }

  /** The setup at a catalog version the caller has read already (a request's catalog state). */
  async at(version: number, db: Database): Promise<PricingSetup> {
    if (this.kept?.version === version) return this.kept.setup;
    const setup = await loadPricingSetup(db);
    // A slower reader must not put back an older setup than another one kept.
    if (!this.kept || this.kept.version < version) this.kept = { version, setup };
    return setup;
  }
}

const caches = new WeakMap<Database, PricingSetupCache>();

/** The process's cache for one database (the pool, never a transaction). */
export function pricingSetupCacheOf(db: Database): PricingSetupCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PricingSetupCache()));
  return cache;
}
