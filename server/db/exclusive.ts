// Work on the schema or the whole catalog (migrating, seeding, reseeding) runs in one transaction
// under one advisory lock, so processes that start together against one PostgreSQL take turns.
import { sql } from 'drizzle-orm';
import type { Database } from './connection';

// Any fixed number works; it only has to be the same in every process of this application.
const lockKey = 7_301_995;

export function exclusively<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    return work(tx);
  });
}
