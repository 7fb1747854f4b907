// The demo shop seeded into PGlite once and kept as a dump (a tar of its data directory), for the
// server tests (each file loads it into its own database) and the browser tests' servers (loaded
// into their data directories). It is kept between runs for as long as the code that makes it
// (server/seed, server/db, server/domain, common) and the installed packages (PGlite's data format,
// the image renderer) are unchanged.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { prepareDatabase } from '../../server/db/prepare';
import * as schema from '../../server/db/schema';
import { seedDemoShop } from '../../server/seed/demo-shop';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(root, 'node_modules/.cache/storefront-tests');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

/** A hash of everything that decides what the seeded database holds. */
function seedFingerprint(): string {
  const hash = createHash('sha256');
  const sources = ['server/seed', 'server/db', 'server/domain', 'common'].flatMap((dir) => filesUnder(join(root, dir)));
  for (const file of [...sources, join(root, 'package-lock.json')].sort()) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The dump's path, seeding it first when there is none for the code as it is now. */
export async function seededPgliteDump(): Promise<string> {
  const path = join(cacheDir, `seeded-${seedFingerprint()}.tar`);
  if (existsSync(path)) return path;
  const client = await PGlite.create();
  await prepareDatabase(drizzle(client, { schema }), seedDemoShop);
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  // Only finished dumps of older code: a partial one may be another process's, seeding beside this one.
  const stale = readdirSync(cacheDir).filter((file) => file.startsWith('seeded-') && file.endsWith('.tar') && join(cacheDir, file) !== path);
  for (const file of stale) rmSync(join(cacheDir, file), { force: true });
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/**
 * A database started from the dump (in memory, or in `dataDir`). The file goes to PGlite as a Blob
 * backed by it: Node reads a Blob made of its bytes into an ArrayBuffer in pieces, which took more
 * CPU than the rest of the start, for each of the server tests' many databases.
 */
export async function pgliteFromDump(dumpPath: string, dataDir?: string): Promise<PGlite> {
  return PGlite.create(dataDir, { loadDataDir: await openAsBlob(dumpPath) });
}
