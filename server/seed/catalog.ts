// Seeds the demo shop into an empty catalog: the same catalog on every run. With `products`
// above the demo's size, editions of the demo products fill the catalog up to that number.
import type { Database } from '../db/connection';
import { seededRandom } from './art/random';
import { groups as demoGroups, products as demoProducts } from './demo-catalog';
import { planDemoCatalog } from './demo-plan';
import { planEditions } from './large-catalog';
import { writeCatalog, type SeedSummary } from './write-catalog';

export interface SeedOptions {
  /** The total number of products wanted; never fewer than the demo catalog. */
  products?: number;
}

const seed = 20_251_001;

export async function seedCatalog(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const random = seededRandom(seed);
  const plan = planDemoCatalog(random, demoProducts, demoGroups);
  const extra = Math.max(0, (options.products ?? 0) - plan.products.length);
  if (extra > 0) plan.products.push(...planEditions(plan.products, extra, seededRandom(seed + 1)));
  return writeCatalog(db, plan);
}
