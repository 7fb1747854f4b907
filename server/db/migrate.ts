// Applies the SQL migrations drizzle-kit generated into ./migrations, bookkeeping in drizzle's own
// table so `drizzle-kit migrate` and this agree. drizzle's migrator opens a transaction of its
// own, which would end the caller's transaction (and its advisory lock) early, hence this loop.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './connection';
import { queryRows } from './rows';

// From the project's root, where every command runs (the server also runs bundled: scripts/server-bundle.ts).
const migrationsFolder = path.resolve('server/db/migrations');

/** Applies the migrations the database lacks; answers how many it applied. */
export async function applyMigrations(tx: Database): Promise<number> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [latest] = await queryRows<{ created_at: string | number }>(
    tx,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const last = latest ? Number(latest.created_at) : 0;
  const pending = readMigrationFiles({ migrationsFolder }).filter((migration) => migration.folderMillis > last);
  for (const migration of pending) {
    for (const statement of migration.sql) {
      if (statement.trim()) await tx.execute(sql.raw(statement));
    }
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
  return pending.length;
}
