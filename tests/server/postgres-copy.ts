// A test file's own PostgreSQL database, copied from the run's seeded template for writers
// (global-setup.ts), so files that write and run at the same time never see each other's writes.
// Nothing connects to the template itself: PostgreSQL copies a database only while no session is
// connected to it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface DatabaseCopy {
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on the run's PostgreSQL server (global-setup.ts made the template through it). */
async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function copyOfWritableTemplate(templateUrl: string): Promise<DatabaseCopy> {
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database "${name}" template "${template}"`);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}
