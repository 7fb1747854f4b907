// Makes a database ready for a server: its schema brought up to date and, when the caller brings a
// filling, what is still empty filled (the server start fills in the demo shop). The first of
// several processes starting together does the work under the advisory lock; the others wait,
// then find it done. Migrating is a start step of its own (server/start/start-steps.ts).
import { sql } from 'drizzle-orm';
import type { Database } from './connection';
import { exclusively } from './exclusive';
import { applyMigrations } from './migrate';
import { queryRows } from './rows';
import { quietSteps, type StartSteps } from '../start/start-steps';
import { coupons, shippingZones, taxRates } from './schema/cart';
import { products } from './schema/catalog';
import { customers } from './schema/customers';

/** What a migrated database still lacks. */
export interface EmptyParts {
  /** No products. */
  catalog: boolean;
  /** None of the shop's own coupons, shipping zones or tax rates. */
  storeSetup: boolean;
  /** No customer accounts. */
  customers: boolean;
}

/** Fills what is empty, in the transaction that migrated. */
export type FillEmpty = (tx: Database, empty: EmptyParts) => Promise<void>;

/** `seeded`: the catalog was empty and `fillEmpty` filled it. */
export function prepareDatabase(db: Database, fillEmpty?: FillEmpty, steps: StartSteps = quietSteps): Promise<{ seeded: boolean }> {
  return exclusively(db, async (tx) => {
    await steps.run({ name: 'Migrations' }, () => applyMigrations(tx), (applied) => (applied ? `${applied} applied` : 'up to date'));
    if (!fillEmpty) return { seeded: false };
    const empty = await emptyParts(tx);
    if (empty.catalog || empty.storeSetup || empty.customers) await fillEmpty(tx, empty);
    return { seeded: empty.catalog };
  });
}

// One statement: it runs on a transaction's one connection, where queries sent at once would
// queue (and pg warns).
async function emptyParts(tx: Database): Promise<EmptyParts> {
  const [found] = await queryRows<EmptyParts>(
    tx,
    sql`select not exists (select 1 from ${products}) as catalog,
      not (exists (select 1 from ${coupons}) or exists (select 1 from ${shippingZones}) or exists (select 1 from ${taxRates})) as "storeSetup",
      not exists (select 1 from ${customers}) as customers`,
  );
  return found!;
}
