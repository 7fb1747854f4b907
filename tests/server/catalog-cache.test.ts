// Catalog rows are cached between requests, but a write to the catalog (from any process) is
// visible to the very next request: the triggers advance the catalog version.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { readCatalogVersion } from '../../server/domain/catalog/catalog-cache';
import { describeBackends } from './harness';

describeBackends('catalog cache', (backend) => {
  it('answers a changed product at once after a write', async () => {
    const { db } = backend();
    const before = await backend().operation('getProduct', { slug: 'classic-pullover-hoodie' });
    const name = before.data.product.name as string;
    try {
      await db.execute(sql`update products set name = ${`${name} (renamed)`} where slug = 'classic-pullover-hoodie'`);
      const after = await backend().operation('getProduct', { slug: 'classic-pullover-hoodie' });
      expect(after.data.product.name).toBe(`${name} (renamed)`);
    } finally {
      await db.execute(sql`update products set name = ${name} where slug = 'classic-pullover-hoodie'`);
    }
    const restored = await backend().operation('getProduct', { slug: 'classic-pullover-hoodie' });
    expect(restored.data.product.name).toBe(name);
  });

  it('advances the catalog version on every catalog write', async () => {
    const { db } = backend();
    const first = await readCatalogVersion(db);
    await db.execute(sql`update terms set name = name where false`);
    expect(await readCatalogVersion(db)).toBe(first + 1);
  });
});
