// The shop's database for a command, opened as the server and `npm run seed` open it (README
// "Configuration": DATABASE_URL, else PGlite in DATA_DIR) and brought up to date first.
import { readDatabaseSettings } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { prepareDatabase } from '../db/prepare';

export async function withShopDatabase<T>(work: (db: Database, where: string) => Promise<T>): Promise<T> {
  const { databaseUrl, dataDir } = readDatabaseSettings();
  const { db, kind, close } = await openDatabase({ url: databaseUrl, dataDir });
  try {
    await prepareDatabase(db);
    return await work(db, kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`);
  } finally {
    await close();
  }
}
