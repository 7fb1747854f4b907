// On PostgreSQL a transaction whose connection the server ends before it commits runs again on a
// new one and commits once (server/db/lost-connection.ts): a restart of the database under load
// no longer fails the carts and checkouts that were writing at that moment.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type Database, type OpenedDatabase } from '../../server/db/connection';
import { postgresCommitCheck } from '../../server/db/lost-connection';
import { queryRows } from '../../server/db/rows';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('a transaction whose connection is lost on PostgreSQL', () => {
  let opened: OpenedDatabase;
  const table = sql.identifier(`lost_connection_${randomBytes(4).toString('hex')}`);

  beforeAll(async () => {
    opened = await openDatabase({ url: postgresUrl });
    await opened.db.execute(sql`create table ${table} (run int not null)`);
  });
  afterAll(async () => {
    await opened.db.execute(sql`drop table if exists ${table}`);
    await opened.close();
  });

  it('runs again on a new connection when the server ended its connection before it committed, and commits once', async () => {
    const lost = vi.spyOn(console, 'error').mockImplementation(() => {});
    let runs = 0;
    const backends: number[] = [];
    const result = await opened.db.transaction(async (tx) => {
      runs += 1;
      const [{ pid }] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      backends.push(pid);
      await tx.execute(sql`insert into ${table} (run) values (${runs})`);
      // As a restart does to every connection: the server ends this one, mid-transaction.
      if (runs === 1) await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      return runs;
    });
    lost.mockRestore();
    expect(result).toBe(2);
    expect(backends[1]).not.toBe(backends[0]);
    expect(await queryRows<{ run: number }>(opened.db, sql`select run from ${table}`)).toEqual([{ run: 2 }]);
  });

  it('tells from the transaction id a transaction noted before its commit whether it committed', async () => {
    const check = postgresCommitCheck<Database>(opened.db);
    let written: string | null = null;
    await opened.db.transaction(async (tx) => {
      expect(await check.idOf(tx)).toBeNull();
      await tx.execute(sql`insert into ${table} (run) values (10)`);
      written = await check.idOf(tx);
    });
    expect(written).toMatch(/^\d+$/);
    expect(await check.statusOf(written!)).toBe('committed');
    let rolledBack: string | null = null;
    await opened.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ${table} (run) values (11)`);
        rolledBack = await check.idOf(tx);
        throw new Error('changed its mind');
      })
      .catch(() => {});
    expect(await check.statusOf(rolledBack!)).toBe('aborted');
    await opened.db.execute(sql`delete from ${table} where run >= 10`);
  });

  it('does not run again a transaction that failed for a reason of its own', async () => {
    let runs = 0;
    await expect(
      opened.db.transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`insert into ${table} (run) values (null)`);
      }),
    ).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
