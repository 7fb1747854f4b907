// readAll (server/db/reads.ts): reads side by side outside a transaction, one after another inside one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type OpenedDatabase } from '../../server/db/connection';
import { readAll } from '../../server/db/reads';

/** Two reads that log when they start and end; the first takes longer. */
function loggedReads() {
  const log: string[] = [];
  const read = (name: string, ms: number, value: number) => async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} ends`);
    return value;
  };
  return { log, reads: [read('first', 20, 1), read('second', 1, 2)] as const };
}

describe('readAll', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({});
  });
  afterAll(async () => {
    await opened.close();
  });

  it('starts every read at once outside a transaction, and answers in the order asked', async () => {
    const { log, reads } = loggedReads();
    expect(await readAll(opened.db, reads)).toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'second starts', 'second ends', 'first ends']);
  });

  it('runs the reads one after another in a transaction, whose one connection takes a query at a time', async () => {
    const { log, reads } = loggedReads();
    const answered = await opened.db.transaction((tx) => readAll(tx, reads));
    expect(answered).toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('gives real query answers either way', async () => {
    const rowsOf = (db: Database, n: number) => async () => ((await db.execute(`select ${n} as n`)) as unknown as { rows: unknown[] }).rows;
    expect(await readAll(opened.db, [rowsOf(opened.db, 1), rowsOf(opened.db, 2)])).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(await opened.db.transaction((tx) => readAll(tx, [rowsOf(tx, 3), rowsOf(tx, 4)]))).toEqual([[{ n: 3 }], [{ n: 4 }]]);
  });
});
