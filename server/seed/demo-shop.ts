// The demo shop a new database is filled with (db/prepare.ts): its catalog, then its coupons,
// shipping and tax, which name the catalog's categories, and its customer.
import type { Database } from '../db/connection';
import type { EmptyParts } from '../db/prepare';
import { quietSteps, type StartSteps } from '../start/start-steps';
import { seedCatalog } from './catalog';
import { demoCustomer, seedDemoCustomer } from './demo-customer';
import { seedStoreSetup } from './demo-store-setup';

export async function seedDemoShop(tx: Database, empty: EmptyParts, steps: StartSteps = quietSteps): Promise<void> {
  if (empty.catalog) await seedCatalog(tx, {}, steps);
  // Coupons, shipping and tax came after the catalog: a demo database from before gets them too.
  if (empty.storeSetup) await steps.run({ name: 'Store setup', doing: 'adding the demo coupons, shipping zones and tax rates' }, () => seedStoreSetup(tx), () => 'added');
  if (empty.customers) await steps.run({ name: 'Demo customer', doing: `adding ${demoCustomer.email}` }, () => seedDemoCustomer(tx), () => 'added');
}
