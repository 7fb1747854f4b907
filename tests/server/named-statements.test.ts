// Statements with parameters run as named prepared statements on PostgreSQL
// (server/db/named-statements.ts): prepared once per connection, and nothing else changes.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/connection';
import { nameStatements } from '../../server/db/named-statements';
import { queryRows } from '../../server/db/rows';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('named statements on PostgreSQL', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    nameStatements(client as unknown as pg.PoolClient);
  });
  afterAll(() => client.end());

  const prepared = async () =>
    (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows;

  it('prepares a text with parameters once on its connection, and runs it again by name', async () => {
    const text = 'select $1::int + 1 as next';
    expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
    expect((await client.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
    expect((await client.query({ text }, [9])).rows).toEqual([{ next: 10 }]);
    const statements = (await prepared()).filter((statement) => statement.statement === text);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^shop_\d+$/);
  });

  it('leaves texts without parameters to the simple protocol, which runs several statements', async () => {
    const before = (await prepared()).length;
    const results = (await client.query('select 1 as one; select 2 as two')) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
    expect(await prepared()).toHaveLength(before);
  });

  it('keeps a statement prepared in a transaction that rolled back, and a failed run leaves the connection working', async () => {
    const text = 'select 10 / $1::int as tenth';
    await client.query('begin');
    expect((await client.query(text, [5])).rows).toEqual([{ tenth: 2 }]);
    await client.query('rollback');
    await expect(client.query(text, [0])).rejects.toThrow(/division by zero/);
    expect((await client.query(text, [2])).rows).toEqual([{ tenth: 5 }]);
  });

  it('passes a submittable query (a cursor, a stream) on as it is', async () => {
    const submitted = client.query(new pg.Query('select $1::int * 2 as twice', [21]));
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const seen: unknown[] = [];
      submitted.on('row', (row: unknown) => seen.push(row)).on('end', () => resolve(seen)).on('error', reject);
    });
    expect(rows).toEqual([{ twice: 42 }]);
  });

  it('names drizzle’s statements on every connection of the shop’s pool', async () => {
    let opened: OpenedDatabase | undefined;
    try {
      opened = await openDatabase({ url: postgresUrl });
      const read = () => queryRows<{ slug: string }>(opened!.db, sql`select slug from products where id = ${1} or ${true}::boolean order by id limit 1`);
      const first = await read();
      expect(await read()).toEqual(first);
      const [row] = await queryRows<{ named: number }>(opened.db, sql`select count(*)::int as named from pg_prepared_statements where name like ${'shop\\_%'}`);
      expect(row!.named).toBeGreaterThan(0);
    } finally {
      await opened?.close();
    }
  });
});
