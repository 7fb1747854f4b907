// On the embedded PGlite, which only this process writes, the catalog clock is told each new
// version by the commit that makes it (migration 0013) and reads the catalog_version row no more
// for every page: a change must still show on the very next read, whichever way it was written,
// and one rolled back must not.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { pgliteDatabase, type Database } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { CatalogClock } from '../../server/domain/catalog/store/catalog-clock';
import { pgliteFromDump } from './seeded-pglite-dump';
import { statementsSeen } from './statements-seen';

let client: PGlite;
let db: Database;
let clock: CatalogClock;
let versionReadings = 0;

beforeAll(async () => {
  client = await pgliteFromDump(inject('pgliteDump'));
  db = pgliteDatabase(client);
  const counted = statementsSeen(db, (statement, run) => {
    if (JSON.stringify(statement).includes('from catalog_version')) versionReadings++;
    return run(statement);
  });
  clock = new CatalogClock(counted);
  await clock.followNotices(client);
});
afterAll(() => client.close());

async function aProduct(): Promise<{ id: number; name: string }> {
  const [product] = await queryRows<{ id: number; name: string }>(db, sql`select id, name from products where manage_stock and stock_quantity > 5 order by id limit 1`);
  return product!;
}

it('reads the version once, then no more for a read while nothing changes', async () => {
  const first = await clock.read();
  const readings = versionReadings;
  for (let read = 0; read < 5; read++) expect(await clock.read()).toEqual(first);
  expect(versionReadings).toBe(readings);
});

it('sees a change on the next read, written alone or in a transaction, and not one rolled back', async () => {
  const product = await aProduct();
  const before = await clock.read();
  await db.execute(sql`update products set name = ${`${product.name} (renamed)`} where id = ${product.id}`);
  const renamed = await clock.read();
  expect(renamed.version).toBe(before.version + 1);

  await db.transaction(async (tx) => {
    await tx.execute(sql`update products set name = ${product.name} where id = ${product.id}`);
  });
  const restored = await clock.read();
  expect(restored.version).toBe(renamed.version + 1);

  await expect(
    db.transaction(async (tx) => {
      await tx.execute(sql`update products set name = 'never' where id = ${product.id}`);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await clock.read()).toEqual(restored);
});

it('starts a new generation for stock an order took, at once without a stock cache time', async () => {
  const product = await aProduct();
  const before = await clock.read();
  await db.execute(sql`update products set stock_quantity = stock_quantity - 1 where id = ${product.id}`);
  const after = await clock.read();
  expect(after.version).toBe(before.version);
  expect(after.generation).not.toBe(before.generation);
  await db.execute(sql`update products set stock_quantity = stock_quantity + 1 where id = ${product.id}`);
});

it('reads again when a scheduled sale starts', async () => {
  const product = await aProduct();
  const startsSoon = new Date(Date.now() + 300);
  await db.execute(sql`update products set sale_from = ${startsSoon.toISOString()} where id = ${product.id}`);
  const beforeTheSale = await clock.read();
  const readings = versionReadings;
  await new Promise((resolve) => setTimeout(resolve, 400));
  const inTheSale = await clock.read();
  expect(inTheSale.generation).not.toBe(beforeTheSale.generation);
  expect(inTheSale.version).toBe(beforeTheSale.version);
  expect(versionReadings).toBe(readings + 1);
  await db.execute(sql`update products set sale_from = null where id = ${product.id}`);
});
