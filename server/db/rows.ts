// Raw SQL for the queries the query builder would only obscure (keyset paging, rollups).
// Both drivers answer `execute` with `{ rows }`; the shared drizzle type cannot say so.
import type { SQL } from 'drizzle-orm';
import type { Database } from './connection';

export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
