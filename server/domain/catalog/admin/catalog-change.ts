// One catalog change: one transaction, and the caches told once it has committed. Every write to a
// catalog table advances the catalog's version (triggers of migration 0001), which each process's
// catalog and answer caches read on their next request; the pages this process rendered are keyed on
// its count of writes (../catalog-writes.ts), so its next page shows the change too.
import type { Database } from '../../../db/connection';
import { noteCatalogWrite } from '../catalog-writes';

export async function changeCatalog<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  noteCatalogWrite();
  return result;
}
