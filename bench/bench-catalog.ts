// The benches' 10,000-product catalog: seeded once into a PGlite data directory and reused by every
// bench that measures a large catalog (product-list-answer, sitemap).
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const benchProductCount = 10_000;

/** Where the catalog lives: BENCH_DATABASE_URL, else BENCH_DATA_DIR, else a folder in the system's temporary directory. */
export function benchCatalogLocation(): string {
  return process.env.BENCH_DATABASE_URL || process.env.BENCH_DATA_DIR || path.join(os.tmpdir(), 'storefront-bench-10k');
}

/** Seeds the benchmark catalog into dataDir unless an earlier run left it there. */
export async function ensureCatalog(dataDir: string, reseed: boolean): Promise<void> {
  const marker = path.join(dataDir, `.bench-seeded-${benchProductCount}`);
  if (!reseed && existsSync(marker)) return;
  rmSync(dataDir, { recursive: true, force: true });
  const { openDatabase } = await import('../server/db/connection');
  const { exclusively } = await import('../server/db/exclusive');
  const { applyMigrations } = await import('../server/db/migrate');
  const { seedCatalog } = await import('../server/seed/catalog');
  console.log(`Seeding ${benchProductCount} products into ${dataDir} (once; about half a minute) …`);
  const { db, close } = await openDatabase({ dataDir });
  try {
    await exclusively(db, async (tx) => {
      await applyMigrations(tx);
      await seedCatalog(tx, { products: benchProductCount });
    });
  } finally {
    await close();
  }
  writeFileSync(marker, new Date().toISOString());
}
