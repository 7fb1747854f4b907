// One import at a time per database. An import runs as many transactions (one per row), so no
// transaction's lock can cover it: on PostgreSQL, which several processes share (server processes
// and the CLI), it holds a session advisory lock on a connection of its own for as long as it runs;
// the embedded PGlite belongs to one process, whose own note of the import under way suffices.
import pg from 'pg';
import type { Database } from '../../../../db/connection';

// Any fixed number works; it only has to be the same in every process of this application and
// differ from the schema's lock (db/exclusive.ts).
const importLockKey = 7_301_996;

/** The database clients (a PGlite, a pool) an import of this process is under way on. */
const importing = new WeakSet<object>();

/** What `work` answered, unless another import of the database was under way: then null, and `work` did not run. */
export async function whileNoOtherImport<T>(db: Database, work: () => Promise<T>): Promise<{ value: T } | null> {
  const client = (db as { $client?: object }).$client ?? db;
  if (importing.has(client)) return null;
  importing.add(client);
  try {
    if (!(client instanceof pg.Pool)) return { value: await work() };
    const connection = await client.connect();
    try {
      const [held] = (await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [importLockKey])).rows;
      if (!held?.locked) return null;
      try {
        return { value: await work() };
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [importLockKey]);
      }
    } finally {
      connection.release();
    }
  } finally {
    importing.delete(client);
  }
}
