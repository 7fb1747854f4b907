// Several server processes may share one PostgreSQL: they start at once without tripping over
// each other's migrations, and a catalog write through one is seen at once by the others.
// (PostgreSQL only: PGlite is one process's embedded database.)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/prepare';
import { createLocalExecutor } from '../../server/graphql/execute';
import { operationText } from './harness';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('one PostgreSQL shared by several server processes', () => {
  it('applies migrations once when processes start together', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `storefront_start_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href })));
    try {
      await Promise.all(processes.map(({ db }) => prepareDatabase(db)));
      const applied = await processes[0]!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      const counted = (applied as unknown as { rows: { count: number }[] }).rows[0]!.count;
      const { readMigrationFiles } = await import('drizzle-orm/migrator');
      expect(counted).toBe(readMigrationFiles({ migrationsFolder: 'server/db/migrations' }).length);
    } finally {
      await Promise.all(processes.map(({ close }) => close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  it('shows a write made through one process to the next request of another', async () => {
    const [first, second] = await Promise.all([openDatabase({ url: postgresUrl }), openDatabase({ url: postgresUrl })]);
    const query = operationText('getProduct');
    const readName = async () => (await createLocalExecutor(first.db)(query, { slug: 'essential-crew-tee' })).data.product.name as string;
    try {
      const name = await readName();
      await second.db.execute(sql`update products set name = ${`${name} II`} where slug = 'essential-crew-tee'`);
      try {
        expect(await readName()).toBe(`${name} II`);
      } finally {
        await second.db.execute(sql`update products set name = ${name} where slug = 'essential-crew-tee'`);
      }
      expect(await readName()).toBe(name);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
