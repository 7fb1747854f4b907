// Seeds the demo catalog once per test run. PGlite: seeded in memory and dumped to a file that
// each test file loads into its own database; the dump is kept between runs for as long as the
// code that makes it (server/seed, server/db, server/domain, common) and the installed packages (PGlite's
// data format, the image renderer) are unchanged. PostgreSQL (when
// TEST_DATABASE_URL is set): a fresh database for this run, seeded once, shared read-only, plus a
// copy of it for test files that write (reviews), so their writes never shift what a reading file
// sees mid-test; both are dropped at the end.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/prepare';
import * as schema from '../../server/db/schema';
import { seedDemoShop } from '../../server/seed/demo-shop';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a seeded PGlite data directory. */
    pgliteDump: string;
    /** A seeded PostgreSQL database for this run, or '' when TEST_DATABASE_URL is not set. */
    postgresUrl: string;
    /** A copy of it for the files that write, or ''. */
    postgresWritableUrl: string;
  }
}

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

async function seededPgliteDump(): Promise<string> {
  const path = join(cacheDir, `seeded-${seedFingerprint()}.tar`);
  if (existsSync(path)) return path;
  const client = await PGlite.create();
  await prepareDatabase(drizzle(client, { schema }), seedDemoShop);
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(cacheDir, { recursive: true });
  for (const stale of readdirSync(cacheDir).filter((file) => file.startsWith('seeded-'))) rmSync(join(cacheDir, stale), { force: true });
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

export default async function setup(project: TestProject) {
  project.provide('pgliteDump', await seededPgliteDump());

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `storefront_test_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const { db, close } = await openDatabase({ url: url.href });
    await prepareDatabase(db, seedDemoShop);
    await close();
    // Copied while nothing is connected to the seeded database, as a template must be.
    await admin.query(`create database ${name}_writes template ${name}`);
    const writableUrl = new URL(url.href);
    writableUrl.pathname = `/${name}_writes`;
    project.provide('postgresUrl', url.href);
    project.provide('postgresWritableUrl', writableUrl.href);
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${name}_writes with (force)`);
      await admin.end();
    };
  } else {
    project.provide('postgresUrl', '');
    project.provide('postgresWritableUrl', '');
  }

  return dropDatabase;
}
