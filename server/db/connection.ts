// Opens the store's database: an embedded PGlite by default, so a fresh checkout runs with no
// setup, or a PostgreSQL server when a URL is given, so several server processes can share it.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { seedCatalog } from '../seed/catalog';
import { applyMigrations } from './migrate';
import * as schema from './schema';

/** The drizzle database both drivers give; a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<OpenedDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url });
    return { db: drizzleNodePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  return { db: drizzlePglite(client, { schema }), kind: 'pglite', close: () => client.close() };
}

// Any fixed number works; it only has to be the same in every process of this application.
const prepareLockKey = 7_301_995;

/**
 * Brings the schema up to date and, on an empty catalog, seeds the demo shop. Runs in one
 * transaction under an advisory lock, so processes starting together against one PostgreSQL
 * take turns: the first migrates and seeds, the others find the work done.
 */
export function prepareDatabase(db: Database, opts: { seed?: boolean } = {}): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${prepareLockKey})`);
    await applyMigrations(tx);
    if (opts.seed === false) return { seeded: false };
    const [existing] = await tx.select({ id: schema.products.id }).from(schema.products).limit(1);
    if (existing) return { seeded: false };
    await seedCatalog(tx);
    return { seeded: true };
  });
}
