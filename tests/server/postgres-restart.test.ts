// A PostgreSQL connection that the server ends while a request holds it (a restart, an
// administrator's pg_terminate_backend) fails that request's transaction and leaves the process
// and its pool working: the next request gets a new connection.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('a PostgreSQL connection ended while in use (postgres)', () => {
  it('fails the transaction that held it, and the next one runs', async () => {
    const { db, close } = await openDatabase({ url: postgresUrl });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const held = db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [row!.pid]);
        // The end arrives while the transaction holds the connection between two queries.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(held).rejects.toThrow();
      const [after] = await queryRows<{ one: number }>(db, sql`select 1 as one`);
      expect(after!.one).toBe(1);
    } finally {
      await admin.end();
      await close();
    }
  });
});
