// Every statement with parameters goes to PostgreSQL as a named prepared statement, so each
// connection parses, analyses and plans a statement once, not on every run. Under the sale-day
// load (bench/shop-load.ts) that was half of PostgreSQL's CPU: the shop runs about eighty
// different statements, a few thousand times a second.
//
// A name stands for one text in this process; node-postgres remembers which names each of its
// connections has prepared, and a connection that breaks takes its own with it. PostgreSQL keeps
// prepared statements through a rolled-back transaction, so a name once prepared stays valid for
// its connection's life. Texts without parameters (BEGIN, the migrations' scripts) keep the simple
// protocol, which runs several statements in one text.
import type pg from 'pg';

/** Distinct texts named per process: PostgreSQL keeps a plan for each on every connection that ran it. */
const mostNames = 500;

const names = new Map<string, string>();

function nameFor(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= mostNames) return known;
  const name = `shop_${names.size + 1}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/** Makes `client`'s queries with parameters named statements (wraps its `query`). */
export function nameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((first: unknown, ...rest: unknown[]) => {
    // node-postgres takes (text, values) or (config, values?): either way the name goes on a config,
    // and the values stay where the caller put them. A submittable (a cursor, a stream) is passed on
    // as it is: copying it would lose its methods.
    const config = (typeof first === 'string' ? { text: first } : first) as QueryConfig | null;
    const values = config?.values ?? rest[0];
    if (config && typeof config.text === 'string' && config.name === undefined && !('submit' in config) && Array.isArray(values) && values.length > 0) {
      const name = nameFor(config.text);
      if (name) return query({ ...config, name }, ...rest);
    }
    return query(first, ...rest);
  }) as typeof client.query;
}
