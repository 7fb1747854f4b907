// The start step that opens the store's database, named by where it is: an embedded PGlite folder
// (made on the first start, which takes a few seconds) or a PostgreSQL server (never its password).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSettings } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/connection';
import type { StartSteps } from './start-steps';

function postgresPlace(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port || 5432}${pathname}`;
}

export function openDatabaseStep(steps: StartSteps, { databaseUrl, dataDir }: DatabaseSettings): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const place = postgresPlace(databaseUrl);
    return steps.run({ name: 'Database', doing: `connecting to ${place}` }, () => openDatabase({ url: databaseUrl }), () => place);
  }
  const place = `PGlite in ${dataDir}`;
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
    return steps.run({ name: 'Database', doing: `opening ${place}` }, () => openDatabase({ dataDir }), () => place);
  }
  return steps.run({ name: 'Database', doing: `creating ${place}` }, () => openDatabase({ dataDir }), () => `${place}, created`);
}
