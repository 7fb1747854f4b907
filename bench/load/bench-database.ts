// The PostgreSQL databases a load bench runs on: the demo shop seeded once into a template, and a
// fresh copy of it for each run (so every run starts from the same stock), all dropped at the end.
// The server is BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one the tests use.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/connection';
import { prepareDatabase } from '../../server/db/prepare';
import { seedDemoShop } from '../../server/seed/demo-shop';

export const benchServerUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:55432/postgres';

export interface BenchDatabases {
  /** A fresh copy of the seeded shop, as a connection URL. */
  copy(): Promise<string>;
  /** Drops the template and every copy made. */
  dropAll(): Promise<void>;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Seeds the demo shop into a new template database on `serverUrl` (a minute or two). */
export async function benchDatabases(serverUrl = benchServerUrl): Promise<BenchDatabases> {
  const template = `shop_load_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${template}`);
  const made = [template];
  const { db, close } = await openDatabase({ url: databaseUrl(serverUrl, template) });
  try {
    await prepareDatabase(db, seedDemoShop);
  } finally {
    await close();
  }
  return {
    async copy() {
      const name = `${template}_${made.length}`;
      await onServer(serverUrl, `create database ${name} template ${template}`);
      made.push(name);
      return databaseUrl(serverUrl, name);
    },
    async dropAll() {
      for (const name of made.reverse()) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
