// A database whose every statement a test sees: `execute` is replaced by the test's own, and the
// driver's client is hidden, so code that would go to it directly (queryFixedRows on PGlite) sends
// its statements through `execute` too.
import type { Database } from '../../server/db/connection';

type Statement = Parameters<Database['execute']>[0];

/** `db` with each statement handed to `execute(statement, run)`, where `run` sends it. */
export function statementsSeen(db: Database, execute: (statement: Statement, run: (statement: Statement) => Promise<unknown>) => Promise<unknown>): Database {
  const run = async (statement: Statement): Promise<unknown> => db.execute(statement);
  return new Proxy(db, {
    get: (target, key) => (key === '$client' ? undefined : key === 'execute' ? (statement: Statement) => execute(statement, run) : Reflect.get(target, key)),
  });
}
