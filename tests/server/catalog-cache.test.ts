// Catalog rows are cached between requests, but a write to the catalog (from any process) is
// visible to the very next request: the triggers advance the catalog version.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { CatalogClock, readCatalogVersion } from '../../server/domain/catalog/store/catalog-clock';
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

  it('shares one version reading among the reads asked together, but never one sent before a read was asked', async () => {
    const { db } = backend();
    let statements = 0;
    // While set, a statement's answer is held back (the statement itself has run).
    let held: Promise<void> | null = null;
    let ran = () => {};
    const counted = new Proxy(db, {
      get: (target, key) =>
        key === 'execute'
          ? async (query: Parameters<Database['execute']>[0]) => {
              statements++;
              const hold = held;
              const answer = await target.execute(query);
              ran();
              await hold;
              return answer;
            }
          : Reflect.get(target, key),
    });
    const clock = new CatalogClock(counted);
    // The first read also reads when the next sale starts or ends.
    const [first, ...others] = await Promise.all([clock.read(), clock.read(), clock.read()]);
    expect(statements).toBe(2);
    for (const other of others) expect(other).toEqual(first);
    await clock.read();
    await clock.read();
    expect(statements).toBe(4);

    // A reading runs, a catalog write follows while its answer is on its way, then a read is asked:
    // that read must see the write, so it cannot share the reading on its way.
    const before = await readCatalogVersion(db);
    let release = () => {};
    held = new Promise((resolve) => (release = resolve));
    const readingRan = new Promise<void>((resolve) => (ran = resolve));
    const onItsWay = clock.read();
    await readingRan;
    held = null;
    await db.execute(sql`update terms set name = name where false`);
    const afterTheWrite = clock.read();
    release();
    expect((await afterTheWrite).version).toBe(before + 1);
    expect((await onItsWay).version).toBe(before);
  });
});
