// A fresh data directory for a browser tests' server, holding the seeded demo shop: unpacked from
// the dump the server tests keep (tests/server/seeded-pglite-dump.ts), a tar of a PGlite data
// directory, in a moment, where the server's own first start would seed it for a minute or more.
// As a command (before the server starts): `node --import tsx tests/e2e/seeded-data-dir.ts <dir>`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { seededPgliteDump } from '../server/seeded-pglite-dump';

/** Empties `dataDir` and fills it with the seeded demo shop. */
export async function seededDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // As PGlite's loadDataDir unpacks it, without starting a database to write the files.
  execFileSync('tar', ['-xf', await seededPgliteDump(), '-C', dataDir], { stdio: 'pipe' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: seeded-data-dir.ts <data directory>');
  await seededDataDir(dataDir);
}
