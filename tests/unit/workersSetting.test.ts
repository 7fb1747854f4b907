// WORKERS as the server reads it (docs/several-cores-and-machines.md): a count or `auto` (one per
// core), several only on PostgreSQL, none in development; unset is one unsupervised process. And
// the ready message names the workers once.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { readyMessage } from '../../server/start/ready-message';

const postgres = { DATABASE_URL: 'postgres://shop@127.0.0.1:5432/shop' };

describe('WORKERS', () => {
  it('is a count of processes, or one per core for auto; unset, none', () => {
    expect(readConfig({ ...postgres, WORKERS: '3' }, []).workers).toBe(3);
    expect(readConfig({ ...postgres, WORKERS: 'auto' }, []).workers).toBe(availableParallelism());
    expect(readConfig(postgres, []).workers).toBeUndefined();
  });

  it('refuses what is not a whole number of processes', () => {
    for (const value of ['0', '-1', '1.5', 'two', 'all']) {
      expect(() => readConfig({ ...postgres, WORKERS: value }, []), value).toThrow(`WORKERS must be a whole number of processes (1 or more) or "auto" (one per core), not "${value}"`);
    }
  });

  it('refuses more than one worker on the embedded PGlite database, naming DATABASE_URL; one is fine', () => {
    expect(() => readConfig({ WORKERS: '2' }, [])).toThrow(/^WORKERS=2 needs PostgreSQL: .*Set DATABASE_URL to a PostgreSQL server/);
    expect(readConfig({ WORKERS: '1' }, []).workers).toBe(1);
  });

  it('refuses more than one worker in development', () => {
    expect(() => readConfig({ ...postgres, WORKERS: '2' }, ['--dev'])).toThrow('WORKERS is for `npm start`');
  });

  it('is told once in the ready message', () => {
    expect(readyMessage({ host: '127.0.0.1', port: 3000, workers: 2 })).toEqual([
      'Storefront ready at http://127.0.0.1:3000 (listening on 127.0.0.1 only)',
      '2 server processes share the port (WORKERS); one that stops is replaced',
    ]);
    expect(readyMessage({ host: '127.0.0.1', port: 3000 })).toHaveLength(1);
  });
});
