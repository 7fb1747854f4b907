// Seeds the demo shop into an empty catalog: the same catalog on every run. With `products`
// above the demo's size, editions of the demo products fill the catalog up to that number.
import type { Database } from '../db/connection';
import { quietSteps, type StartSteps } from '../start/start-steps';
import { seededRandom } from './art/random';
import type { CatalogPlan } from './catalog-plan';
import { groups as demoGroups, products as demoProducts } from './demo-catalog';
import { planDemoCatalog } from './demo-plan';
import { planEditions } from './large-catalog';
import { catalogWork, writeCatalog, type SeedSummary } from './write-catalog';

export interface SeedOptions {
  /** The total number of products wanted; never fewer than the demo catalog. */
  products?: number;
}

const seed = 20_251_001;

function planCatalog(options: SeedOptions): CatalogPlan {
  const random = seededRandom(seed);
  const plan = planDemoCatalog(random, demoProducts, demoGroups);
  const extra = Math.max(0, (options.products ?? 0) - plan.products.length);
  if (extra > 0) plan.products.push(...planEditions(plan.products, extra, seededRandom(seed + 1)));
  return plan;
}

/** Plans the catalog, then writes it as one start step with a bar ("seeding 67 products"). */
export function seedCatalog(db: Database, options: SeedOptions = {}, steps: StartSteps = quietSteps): Promise<SeedSummary> {
  const plan = planCatalog(options);
  return steps.run(
    { name: 'Catalog', doing: `seeding ${plan.products.length} products with ${plan.images.count} pictures` },
    (step) => writeCatalog(db, plan, step.bar(catalogWork(plan))),
    (summary) => `${summary.products} products, ${summary.variations} variations, ${summary.media} pictures, ${summary.reviews} reviews`,
  );
}
