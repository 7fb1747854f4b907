// A fresh data directory for a browser tests' server, holding the seeded demo shop: loaded from the
// dump the server tests keep (tests/server/seeded-pglite-dump.ts) in seconds, where the server's
// own first start would seed it for a minute or more. As a command (before the server starts):
// `node --import tsx tests/e2e/seeded-data-dir.ts <dir>`.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pgliteFromDump, seededPgliteDump } from '../server/seeded-pglite-dump';

/** Empties `dataDir` and fills it with the seeded demo shop. */
export async function seededDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  // A fresh clone has no data/ folder until the server first starts.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await pgliteFromDump(await seededPgliteDump(), dataDir);
  await client.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: seeded-data-dir.ts <data directory>');
  await seededDataDir(dataDir);
}
