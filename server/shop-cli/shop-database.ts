// The shop's database for a command, opened as the server and `npm run seed` open it (README
// "Configuration": DATABASE_URL, else PGlite in DATA_DIR) and brought up to date first, so a command
// works on a database the server has not opened yet. PGlite's files belong to one process: run
// commands on it while the shop is stopped.
import { readDatabaseSettings } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { prepareDatabase } from '../db/prepare';

export interface ShopDatabase {
  db: Database;
  /** Where it is, for what a command reports ('PostgreSQL', 'PGlite in ./data/pglite'). */
  where: string;
  close(): Promise<void>;
}

export async function openShopDatabase(): Promise<ShopDatabase> {
  const { databaseUrl, dataDir } = readDatabaseSettings();
  const { db, kind, close } = await openDatabase({ url: databaseUrl, dataDir });
  try {
    await prepareDatabase(db);
  } catch (error) {
    await close();
    throw error;
  }
  return { db, where: kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`, close };
}

export async function withShopDatabase<T>(work: (db: Database, where: string) => Promise<T>): Promise<T> {
  const { db, where, close } = await openShopDatabase();
  try {
    return await work(db, where);
  } finally {
    await close();
  }
}
