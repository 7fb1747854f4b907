// The shop's database made ready for serving: migrated and, for the embedded store backend, the
// demo shop seeded into whatever is empty (a remote store's server keeps only its rate limits).
// A supervisor (./supervisor.ts) does this once before it starts its workers, which then find it done.
import type { ServerConfig } from '../config';
import type { Database } from '../db/connection';
import { prepareDatabase } from '../db/prepare';
import type { StartSteps } from './start-steps';

export async function prepareShopDatabase(db: Database, config: Pick<ServerConfig, 'graphqlEndpoint'>, steps: StartSteps): Promise<void> {
  if (config.graphqlEndpoint) {
    await prepareDatabase(db, undefined, steps);
    return;
  }
  // The demo shop's code is loaded only to fill a database that lacks it.
  await prepareDatabase(db, async (tx, empty) => (await import('../seed/demo-shop')).seedDemoShop(tx, empty, steps), steps);
}
