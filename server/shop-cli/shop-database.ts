// The shop's database for a CLI command: the server's (DATABASE_URL, else PGlite in DATA_DIR),
// migrated as the server migrates it on start, so a command works on a database the server has
// not opened yet. PGlite's files belong to one process: run commands on it while the shop is stopped.
import { readDatabaseSettings } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { exclusively } from '../db/exclusive';
import { applyMigrations } from '../db/migrate';

export interface ShopDatabase {
  db: Database;
  close(): Promise<void>;
}

export async function openShopDatabase(env: NodeJS.ProcessEnv = process.env): Promise<ShopDatabase> {
  const { databaseUrl, dataDir } = readDatabaseSettings(env);
  const { db, close } = await openDatabase({ url: databaseUrl, dataDir });
  await exclusively(db, applyMigrations);
  return { db, close };
}
