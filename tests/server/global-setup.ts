// Seeds the demo catalog once per test run. PGlite: the dump of seeded-pglite-dump.ts, which each
// test file loads into its own database. PostgreSQL (when TEST_DATABASE_URL is set): a fresh
// database for this run, seeded once, shared read-only, plus a copy of it that no one connects to:
// each test file that writes copies that template into a database of its own (postgres-copy.ts),
// so its writes never shift what another file, running at the same time, sees. Both are dropped
// at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/prepare';
import { seedDemoShop } from '../../server/seed/demo-shop';
import { seededPgliteDump } from './seeded-pglite-dump';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a seeded PGlite data directory. */
    pgliteDump: string;
    /** A seeded PostgreSQL database for this run, or '' when TEST_DATABASE_URL is not set. */
    postgresUrl: string;
    /** A copy of it, the template of each writing file's own database, or ''. */
    postgresWritableUrl: string;
  }
}

/** A fresh PostgreSQL database for this run, seeded, and its writable copy; `drop` removes both. */
async function seededPostgres(adminUrl: string): Promise<{ url: string; writableUrl: string; drop(): Promise<void> }> {
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
  return {
    url: url.href,
    writableUrl: writableUrl.href,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop database if exists ${name}_writes with (force)`);
      await admin.end();
    },
  };
}

/** Said once per run when PostgreSQL is not there, so that its skipped suites are never skipped without a word. */
const postgresSkipped =
  'PostgreSQL tests skipped: TEST_DATABASE_URL is not set, so the server tests run on PGlite alone and the suites of ' +
  'several server processes on one PostgreSQL do not run (README, "Tests on PostgreSQL").';

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) console.log(postgresSkipped);
  // Both at once: the two seedings share the cores (PostgreSQL works in its own processes) instead of taking turns.
  const [dump, postgres] = await Promise.all([seededPgliteDump(), adminUrl ? seededPostgres(adminUrl) : undefined]);
  project.provide('pgliteDump', dump);
  project.provide('postgresUrl', postgres?.url ?? '');
  project.provide('postgresWritableUrl', postgres?.writableUrl ?? '');
  return () => postgres?.drop();
}
