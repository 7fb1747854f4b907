// A transaction whose connection the database lost runs again unless it committed
// (server/db/lost-connection.ts); one that failed for another reason does not.
import { beforeEach, describe, expect, it } from 'vitest';
import { isLostConnection, runAgainAfterMs, runAgainWhileDisconnected, type CommitCheck, type CommitStatus } from '../../server/db/lost-connection';

/** An error as drizzle throws it: its own message, the driver's error as its cause. */
const wrapped = (cause: Error) => new Error('Failed query: insert into carts …', { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost connection', () => {
  it.each([
    ['the server shut down (57P01)', wrapped(withCode('terminating connection due to administrator command', '57P01'))],
    ['the server crashed (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['the server is starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', wrapped(withCode('connection failure', '08006'))],
    ['a refused socket', wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
    ['a reset socket', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the driver’s broken connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the rollback on a broken connection', wrapped(new Error('Client has encountered a connection error and is not queryable'))],
  ])('is told by %s', (_, error) => expect(isLostConnection(error)).toBe(true));

  it.each([
    ['a unique violation', wrapped(withCode('duplicate key value', '23505'))],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['the pool ended by the shop itself', new Error('Cannot use a pool after calling end on the pool')],
    ['an error of the work', new Error('Not enough stock')],
    ['something that is no error', 'ECONNRESET'],
  ])('is not %s', (_, error) => expect(isLostConnection(error)).toBe(false));
});

describe('running a transaction again', () => {
  const lost = () => wrapped(withCode('terminating connection due to administrator command', '57P01'));
  type Tx = { query: () => Promise<void> };

  /**
   * A database whose runs fail as `failures` say, run by run: 'begin' before the work starts (the
   * server refuses connections), 'statement' at the work's statement, 'commit' after the work, when
   * it either committed or not (`committed`). Each run that writes gets the id `tx<run>`.
   */
  function database(failures: ('begin' | 'statement' | 'commit')[], { committed = false, writes = true, statuses = [] as CommitStatus[] } = {}) {
    const runs: string[] = [];
    const asked: string[] = [];
    const transaction = async <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
      const failure = failures[runs.length];
      runs.push(failure ?? 'committed');
      if (failure === 'begin') throw lost();
      const result = await work({ query: async () => (failure === 'statement' ? Promise.reject(lost()) : undefined) });
      if (failure === 'commit') throw lost();
      return result;
    };
    const check: CommitCheck<Tx> = {
      idOf: async () => (writes ? `tx${runs.length}` : null),
      statusOf: async (id) => {
        asked.push(id);
        return statuses.length > 0 ? statuses.shift()! : committed ? 'committed' : 'aborted';
      },
    };
    return { runs, asked, transaction, check };
  }
  const work = async (tx: Tx) => {
    await tx.query();
    return 'done';
  };
  let pauses: number[] = [];
  const sleep = async (ms: number) => void pauses.push(ms);
  beforeEach(() => {
    pauses = [];
  });

  it('runs it again after a pause while the connection is lost before the work finished', async () => {
    const db = database(['begin', 'statement']);
    await expect(runAgainWhileDisconnected(db.transaction, work, db.check, sleep)).resolves.toBe('done');
    expect(db.runs).toEqual(['begin', 'statement', 'committed']);
    expect(db.asked).toEqual([]);
    expect(pauses).toEqual([100, 200]);
  });

  it('lost at its commit, asks whether it committed: if it did, its result stands and it does not run again', async () => {
    const db = database(['commit'], { committed: true });
    await expect(runAgainWhileDisconnected(db.transaction, work, db.check, sleep)).resolves.toBe('done');
    expect(db.runs).toEqual(['commit']);
    expect(db.asked).toEqual(['tx1']);
  });

  it('lost at its commit, asks until the database can tell, and runs again if it did not commit', async () => {
    const db = database(['commit'], { statuses: ['in progress', 'aborted'] });
    await expect(runAgainWhileDisconnected(db.transaction, work, db.check, sleep)).resolves.toBe('done');
    expect(db.runs).toEqual(['commit', 'committed']);
    expect(db.asked).toEqual(['tx1', 'tx1']);
    expect(pauses).toEqual([100, 200]);
  });

  it('lost at the commit of a transaction that wrote nothing, runs it again without asking', async () => {
    const db = database(['commit'], { writes: false });
    await expect(runAgainWhileDisconnected(db.transaction, work, db.check, sleep)).resolves.toBe('done');
    expect(db.runs).toEqual(['commit', 'committed']);
    expect(db.asked).toEqual([]);
  });

  it('fails with the lost connection when the database can no longer tell whether it committed', async () => {
    const db = database(['commit'], { statuses: [null] });
    await expect(runAgainWhileDisconnected(db.transaction, work, db.check, sleep)).rejects.toThrow(/Failed query/);
    expect(db.runs).toEqual(['commit']);
  });

  it('does not run it again when it failed for another reason', async () => {
    const db = database([]);
    await expect(runAgainWhileDisconnected(db.transaction, async () => Promise.reject(new Error('Not enough stock')), db.check, sleep)).rejects.toThrow('Not enough stock');
    expect(db.runs).toEqual(['committed']);
  });

  it('gives up after about three seconds of pauses, with the last error', async () => {
    const db = database(Array(10).fill('statement'));
    await expect(runAgainWhileDisconnected(db.transaction, work, db.check, sleep)).rejects.toThrow(/Failed query/);
    expect(db.runs).toHaveLength(runAgainAfterMs.length + 1);
    expect(pauses).toEqual([...runAgainAfterMs]);
    expect(pauses.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(3200);
  });
});
