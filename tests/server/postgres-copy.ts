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

export async function copyOfWritableTemplate(templateUrl: string): Promise<DatabaseCopy> {
  const template = new URL(templateUrl);
  const name = `${template.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
  // The server the run was given (global-setup.ts made the template through it).
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
