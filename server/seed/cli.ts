// `npm run seed` reseeds the demo shop: it empties the catalog (and what refers to it: carts,
// orders) and seeds it again. `npm run seed -- --products 10000` builds a large catalog for
// benchmarks, with a progress bar as the server's first start shows. The database is the server's
// (docs/configuration.md: DATABASE_URL, else PGlite in DATA_DIR).
import { parseArgs } from 'node:util';
import { readDatabaseSettings } from '../config';
import { openDatabase } from '../db/connection';
import { exclusively } from '../db/exclusive';
import { applyMigrations } from '../db/migrate';
import { consoleSteps } from '../start/console-steps';
import { seedCatalog } from './catalog';
import { wipeCatalog } from './wipe';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 0)) {
  console.error(`--products must be a whole number, got ${values.products}`);
  process.exit(1);
}

const { databaseUrl, dataDir } = readDatabaseSettings();
const { db, kind, close } = await openDatabase({ url: databaseUrl, dataDir });
const started = performance.now();
try {
  const summary = await exclusively(db, async (tx) => {
    await applyMigrations(tx);
    await wipeCatalog(tx);
    return seedCatalog(tx, { products }, consoleSteps());
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`}: ${summary.products} products, ` +
      `${summary.variations} variations, ${summary.media} images, ${summary.reviews} reviews in ${seconds} s.`,
  );
} finally {
  await close();
}
