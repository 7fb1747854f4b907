// The demo shop a new database is filled with (db/prepare.ts): its catalog, then its coupons,
// shipping and tax, which name the catalog's categories.
import type { Database } from '../db/connection';
import type { EmptyParts } from '../db/prepare';
import { seedCatalog } from './catalog';
import { seedStoreSetup } from './demo-store-setup';

export async function seedDemoShop(tx: Database, empty: EmptyParts): Promise<void> {
  if (empty.catalog) await seedCatalog(tx);
  // Coupons, shipping and tax came after the catalog: a demo database from before gets them too.
  if (empty.storeSetup) await seedStoreSetup(tx);
}
