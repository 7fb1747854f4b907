// Several reads for one answer. On the pool they run side by side, each on a connection of its
// own. In a transaction they run one after another: its one connection takes a query at a time,
// node-postgres queues the rest with a deprecation warning, and pg@9 will refuse them.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './connection';

export async function readAll<T extends readonly unknown[]>(db: Database, reads: { readonly [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
