// Catalog rows are cached between requests, but a write to the catalog (from any process) is
// visible to the very next request: the triggers advance the catalog version.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { CatalogClock, readCatalogVersion, readCatalogVersions } from '../../server/domain/catalog/store/catalog-clock';
import { describeBackends } from './harness';
import { statementsSeen } from './statements-seen';

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

  it('advances only the stock version when only stock quantities or sales counts change', async () => {
    const { db } = backend();
    const [product] = await queryRows<{ id: number; stock: number }>(db, sql`select id, stock_quantity as stock from products where manage_stock and stock_quantity > 5 order by id limit 1`);
    const first = await readCatalogVersions(db);
    // As an order takes stock and counts the sale.
    await db.execute(sql`update products set stock_quantity = stock_quantity - 1 where id = ${product!.id}`);
    await db.execute(sql`update products set total_sales = total_sales + 1 where id = ${product!.id}`);
    expect(await readCatalogVersions(db)).toEqual({ version: first.version, stock: first.stock + 2 });
    // An update that changes nothing advances neither.
    await db.execute(sql`update products set stock_quantity = stock_quantity where id = ${product!.id}`);
    expect(await readCatalogVersions(db)).toEqual({ version: first.version, stock: first.stock + 2 });
    // A stock that runs out changes its status: that shows at once.
    await db.execute(sql`update products set stock_quantity = 0, stock_status = 'outofstock' where id = ${product!.id}`);
    expect((await readCatalogVersions(db)).version).toBe(first.version + 1);
    await db.execute(sql`update products set stock_quantity = ${product!.stock}, stock_status = 'instock', total_sales = total_sales - 1 where id = ${product!.id}`);
  });

  it('starts a new generation for changed stock at most once per stock cache time, and at once for any other change', async () => {
    const { db } = backend();
    const [product] = await queryRows<{ id: number }>(db, sql`select id from products where manage_stock and stock_quantity > 5 order by id limit 1`);
    const takeOne = () => db.execute(sql`update products set stock_quantity = stock_quantity - 1 where id = ${product!.id}`);
    const clock = new CatalogClock(db);
    clock.stockCacheMs = 400;
    const first = await clock.read();
    await takeOne();
    expect(await clock.read()).toEqual(first);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const afterStockTime = await clock.read();
    expect(afterStockTime.generation).not.toBe(first.generation);
    expect(afterStockTime.version).toBe(first.version);
    // Within the next stock cache time: the stock waits, a rename does not.
    await takeOne();
    expect(await clock.read()).toEqual(afterStockTime);
    await db.execute(sql`update products set name = name || '' where id = ${product!.id} and false`);
    await db.execute(sql`update terms set name = name where false`);
    const renamed = await clock.read();
    expect(renamed.version).toBe(first.version + 1);
    // Without a stock cache time, every stock change shows at once.
    clock.stockCacheMs = 0;
    await takeOne();
    expect((await clock.read()).generation).not.toBe(renamed.generation);
    await db.execute(sql`update products set stock_quantity = stock_quantity + 3 where id = ${product!.id}`);
  });

  it('shares one version reading among the reads asked together, but never one sent before a read was asked', async () => {
    const { db } = backend();
    let statements = 0;
    // While set, a statement's answer is held back (the statement itself has run).
    let held: Promise<void> | null = null;
    let ran = () => {};
    const counted = statementsSeen(db, async (statement, run) => {
      statements++;
      const hold = held;
      const answer = await run(statement);
      ran();
      await hold;
      return answer;
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
},
  // It writes to the catalog and reads its version across waits: on a shared database another
  // file's writes would move the version under it.
  { writes: true },
);
