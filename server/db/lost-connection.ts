// A transaction whose connection the database lost runs again once the database answers, unless it
// committed: a PostgreSQL restart (or a failover) ends every connection, and the requests writing
// then would otherwise fail (found restarting PostgreSQL under the sale-day load,
// bench/shop-load.ts --fault restart-postgres). Lost before its work was done, it changed nothing.
// Lost while committing, it may have committed: it notes its transaction id before it commits
// (none while it has written nothing), and PostgreSQL is asked, once it answers again, whether that
// transaction committed (txid_status): then its result stands; if not, it runs again.
import { sql, type SQL } from 'drizzle-orm';
import { pgErrorOf } from './pg-error';

/** The socket errors by which the driver reports a database it cannot reach or lost. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's own words for a connection that broke (pg/lib/client.js). */
const driverMessages = new Set([
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/**
 * The connection, not the statement, failed: SQLSTATE class 08 (connection exception) or 57P01–03
 * (the server shut down, crashed, or is still starting), a socket error, or the driver's own.
 */
export function isLostConnection(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  if (code !== undefined && (code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  for (let current = error; current instanceof Error; current = current.cause) {
    const errno = (current as Error & { code?: unknown }).code;
    if ((typeof errno === 'string' && socketCodes.has(errno)) || driverMessages.has(current.message)) return true;
  }
  return false;
}

/** Waits before each further try: about three seconds in all, more than a restart takes. */
export const runAgainAfterMs = [100, 200, 400, 800, 1600] as const;

/** What PostgreSQL says of a transaction id (txid_status); null when it can no longer tell. */
export type CommitStatus = 'committed' | 'aborted' | 'in progress' | null;

/** How a transaction tells, after losing its connection at its commit, whether it committed. */
export interface CommitCheck<Tx> {
  /** The transaction's id, asked as its last statement; null while it has written nothing. */
  idOf(tx: Tx): Promise<string | null>;
  /** Whether the transaction with that id committed, asked on a connection of its own. */
  statusOf(id: string): Promise<CommitStatus>;
}

/**
 * Runs `transaction`, handing it `work`; while the connection is lost, tries again after each of
 * `runAgainAfterMs`: the whole transaction if it did not commit, else the question whether it did.
 */
export async function runAgainWhileDisconnected<T, Tx>(
  transaction: (work: (tx: Tx) => Promise<T>) => Promise<T>,
  work: (tx: Tx) => Promise<T>,
  check: CommitCheck<Tx>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  let pauses = 0;
  const pauseOrThrow = async (error: unknown) => {
    const pause = runAgainAfterMs[pauses++];
    if (pause === undefined) throw error;
    await sleep(pause);
  };
  for (;;) {
    // Once the work is done: its result, and the id it commits under (null: it wrote nothing).
    const attempt: { done?: { result: T; id: string | null } } = {};
    try {
      return await transaction(async (tx) => {
        const result = await work(tx);
        attempt.done = { result, id: await check.idOf(tx) };
        return result;
      });
    } catch (error) {
      if (!isLostConnection(error)) throw error;
      const committing = attempt.done;
      if (committing?.id) {
        // Lost at its commit: whether it committed is asked until PostgreSQL can say.
        for (;;) {
          await pauseOrThrow(error);
          const status = await check.statusOf(committing.id).catch((asking: unknown) => (isLostConnection(asking) ? 'in progress' : Promise.reject(asking)));
          if (status === 'committed') return committing.result;
          if (status === 'aborted') break;
          if (status === null) throw error;
        }
      } else {
        await pauseOrThrow(error);
      }
    }
  }
}

/** What the check asks PostgreSQL with: the shop's database, or one of its transactions. */
interface Statements {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The check on PostgreSQL: its transaction ids, and txid_status asked on the pool. */
export function postgresCommitCheck<Tx extends Statements>(db: Statements): CommitCheck<Tx> {
  const firstRow = async <Row>(on: Statements, query: SQL) => ((await on.execute(query)) as { rows: Row[] }).rows[0];
  return {
    // Without a write the transaction has no id yet, and asking does not give it one (txid_current would).
    idOf: async (tx) => (await firstRow<{ id: string | null }>(tx, sql`select txid_current_if_assigned()::text as id`))?.id ?? null,
    statusOf: async (id) => (await firstRow<{ status: CommitStatus }>(db, sql`select txid_status(${id}::bigint) as status`))?.status ?? null,
  };
}
