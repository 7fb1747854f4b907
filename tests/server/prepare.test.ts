// prepareDatabase: migrations apply once, what is empty is handed to the filling once, a seeded
// catalog is left alone, and server processes starting together against one PostgreSQL take
// turns instead of colliding.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/connection';
import { prepareDatabase, type FillEmpty } from '../../server/db/prepare';
import { queryRows } from '../../server/db/rows';
import * as schema from '../../server/db/schema';
import { seedDemoShop } from '../../server/seed/demo-shop';
import { describeBackends } from './harness';

/** Stands in for the demo shop: an empty catalog gets one product, and the store setup and customers nothing. */
const oneProduct = () =>
  vi.fn<FillEmpty>(async (tx, empty) => {
    if (empty.catalog) await tx.insert(schema.products).values({ type: 'simple', name: 'Mug', slug: 'mug' });
  });

const productCount = async (db: Database) =>
  (await queryRows<{ count: number }>(db, sql`select count(*)::int as count from products`))[0]!.count;

// A new PGlite and every migration: seconds on a quiet machine, more on a busy one.
const newDatabaseMs = 120_000;

describe('prepareDatabase on a new PGlite', () => {
  it('migrates without seeding when given nothing to fill with, and again is a no-op', async () => {
    const client = await PGlite.create();
    const db = drizzle(client, { schema });
    expect(await prepareDatabase(db)).toEqual({ seeded: false });
    expect(await prepareDatabase(db)).toEqual({ seeded: false });
    expect(await productCount(db)).toBe(0);
    const migrations = await queryRows(db, sql`select * from drizzle.__drizzle_migrations`);
    expect(migrations.length).toBeGreaterThan(0);
    await client.close();
  }, newDatabaseMs);

  it('hands the filling what is empty, and the catalog only while it is empty', async () => {
    const client = await PGlite.create();
    const db = drizzle(client, { schema });
    const fill = oneProduct();
    expect(await prepareDatabase(db, fill)).toEqual({ seeded: true });
    expect(fill).toHaveBeenLastCalledWith(expect.anything(), { catalog: true, storeSetup: true, customers: true });
    expect(await prepareDatabase(db, fill)).toEqual({ seeded: false });
    expect(fill).toHaveBeenLastCalledWith(expect.anything(), { catalog: false, storeSetup: true, customers: true });
    expect(await productCount(db)).toBe(1);
    await client.close();
  }, newDatabaseMs);
});

describeBackends('prepareDatabase on the seeded catalog', (use) => {
  it('leaves a catalog that has products alone', async () => {
    const fill = vi.fn(seedDemoShop);
    expect(await prepareDatabase(use().db, fill)).toEqual({ seeded: false });
    expect(fill).not.toHaveBeenCalled();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepareDatabase on PostgreSQL', () => {
  it('lets processes that start together take turns', async () => {
    const name = `storefront_prepare_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href })));
      const fill = oneProduct();
      const results = await Promise.all(servers.map(({ db }) => prepareDatabase(db, fill)));
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await productCount(servers[0]!.db)).toBe(1);
      const migrations = await queryRows<{ hash: string }>(servers[0]!.db, sql`select hash from drizzle.__drizzle_migrations`);
      const tables = await queryRows(servers[0]!.db, sql`select count(*)::int as count from information_schema.tables where table_name = 'products'`);
      expect(tables).toEqual([{ count: 1 }]);
      expect(migrations.length).toBeGreaterThan(0);
      expect(new Set(migrations.map((m) => m.hash)).size).toBe(migrations.length);
      await Promise.all(servers.map(({ close }) => close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
