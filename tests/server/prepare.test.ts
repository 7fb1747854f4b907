// prepareDatabase: migrations apply once, a seeded catalog is left alone, and server processes
// starting together against one PostgreSQL take turns instead of colliding.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, prepareDatabase } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import * as schema from '../../server/db/schema';
import { describeBackends } from './harness';

describe('prepareDatabase on a new PGlite', () => {
  it('migrates without seeding when asked, and again is a no-op', async () => {
    const client = await PGlite.create();
    const db = drizzle(client, { schema });
    expect(await prepareDatabase(db, { seed: false })).toEqual({ seeded: false });
    expect(await prepareDatabase(db, { seed: false })).toEqual({ seeded: false });
    const [{ count }] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from products`);
    expect(count).toBe(0);
    const migrations = await queryRows(db, sql`select * from drizzle.__drizzle_migrations`);
    expect(migrations.length).toBeGreaterThan(0);
    await client.close();
  });
});

describeBackends('prepareDatabase on the seeded catalog', (use) => {
  it('leaves a catalog that has products alone', async () => {
    expect(await prepareDatabase(use().db)).toEqual({ seeded: false });
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
      const results = await Promise.all(servers.map(({ db }) => prepareDatabase(db, { seed: false })));
      expect(results).toEqual([{ seeded: false }, { seeded: false }, { seeded: false }]);
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
