// A PostgreSQL server of the bench's own (Debian's postgresql package), for the fault that
// restarts it: the server the tests share must not be restarted under them. initdb in a fresh
// folder under the system's temporary folder, started on `port`; as root, run as the postgres user.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OwnPostgres {
  url: string;
  restart(): void;
  stop(): void;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(root, versions.at(-1)!, 'bin');
}

export function startOwnPostgres(port: number): OwnPostgres {
  const bin = postgresBin();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-load-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = [path.join(bin, tool), ...args];
    if (asRoot) execFileSync('su', ['postgres', '-c', command.map((part) => `'${part}'`).join(' ')], { stdio: 'pipe' });
    else execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
  };
  if (asRoot) chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const options = `-k ${dataDir} -p ${port} -h 127.0.0.1 -c max_connections=100`;
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const pgCtl = (action: string) => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dataDir, 'server.log'), '-w', '-m', 'fast', action]);
  pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('restart'),
    stop: () => {
      pgCtl('stop');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
