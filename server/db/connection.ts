// Opens the store's database: an embedded PGlite by default, so a fresh checkout runs with no
// setup, or a PostgreSQL server when a URL is given, so several server processes can share it.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { postgresCommitCheck, runAgainWhileDisconnected } from './lost-connection';
import { nameStatements } from './named-statements';
import { inCurrentLane } from './request-lane';
import * as schema from './schema';

/** The drizzle database both drivers give; a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's client, which no other process uses (absent on PostgreSQL). */
  embedded?: PGlite;
}

/** `url` → PostgreSQL; else PGlite in `dataDir` (created if missing); neither → PGlite in memory. */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<OpenedDatabase> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url });
    // An idle connection that breaks (a database restart) is dropped and replaced by the pool;
    // without a listener its error would crash the process.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    // A connection that breaks while a request holds it (in a transaction) fails that request's
    // next query; its error event, which the pool listens to only on idle connections, would
    // otherwise end the process (found restarting PostgreSQL under load, bench/shop-load.ts).
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error('PostgreSQL connection lost while in use:', error.message));
      nameStatements(client);
    });
    queriesInLanes(pool);
    const db = drizzleNodePg(pool, { schema });
    transactionsRunAgainWhileDisconnected(db);
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  return { db: pgliteDatabase(client), kind: 'pglite', close: () => client.close(), embedded: client };
}

/** The drizzle database on an open PGlite (the tests open theirs from a seeded copy). */
export function pgliteDatabase(client: PGlite): Database {
  queriesInLanes(client);
  return drizzlePglite(client, { schema });
}

/** Clients whose queries already wait in lanes: a second database on one (the tests make several) must not queue a query behind itself. */
const laned = new WeakSet<object>();

/**
 * Each query made outside a transaction waits its turn in the lane of the request that makes it
 * (request-lane.ts). A transaction's statements go straight through: both drivers run them on a
 * client of the transaction's own, which the transaction already holds.
 */
function queriesInLanes(client: { query: (...args: never[]) => Promise<unknown> }): void {
  if (laned.has(client)) return;
  laned.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  client.query = ((...args: unknown[]) => inCurrentLane(() => query(...args))) as typeof client.query;
}

/**
 * Every transaction begun on the pool runs again when PostgreSQL lost its connection, unless it
 * committed (db/lost-connection.ts). Savepoints inside one (a transaction's own `transaction`) are its part.
 */
function transactionsRunAgainWhileDisconnected(db: Database): void {
  const begin = db.transaction.bind(db);
  const check = postgresCommitCheck(db);
  db.transaction = ((work, config) => runAgainWhileDisconnected((once) => begin(once, config), work, check)) as Database['transaction'];
}
