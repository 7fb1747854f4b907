// A server process killed with SIGKILL in the middle of a burst of checkouts, on PostgreSQL: after
// a restart no order lacks its lines, every unit taken from stock belongs to an order, every
// shopper has either an order and an empty cart or no order and their cart, and those whose
// checkout was cut off can place it with the new process. (PostgreSQL only: PGlite is one
// process's database.)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { products } from '../../server/db/schema/catalog';
import type { Backend, GraphQLResponse } from './harness';
import { codCheckout, Shopper } from './checkout-shoppers';
import { copyOfWritableTemplate, type DatabaseCopy } from './postgres-copy';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';

const templateUrl = inject('postgresWritableUrl');

/** Checkouts and the cart changes before them, unlimited: one address sends them all. */
const unlimited = JSON.stringify({ checkout: { address: null, session: null }, cartChange: { address: null, session: null }, sessionStart: { address: null }, serverTime: { address: null } });

function through(server: () => ServerProcess): Pick<Backend, 'query'> {
  return {
    async query(query, variables, headers = {}) {
      const response = await fetch(`${server().origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, ...((await response.json()) as object) } as GraphQLResponse;
    },
  };
}

describe.skipIf(!templateUrl)('checkout when the server is killed mid-burst (postgres)', () => {
  const started: ServerProcess[] = [];
  let copy: DatabaseCopy | undefined;
  let database: OpenedDatabase;
  let current: ServerProcess;

  const start = async () => {
    const server = await startServerProcess({ DATABASE_URL: copy!.url, PAGE_CACHE_MS: '0', RATE_LIMITS: unlimited });
    started.push(server);
    await server.ready;
    current = server;
  };

  beforeAll(async () => {
    assertProductionBuild();
    copy = await copyOfWritableTemplate(templateUrl);
    database = await openDatabase({ url: copy.url });
    await start();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await database?.close();
    await copy?.drop();
  });

  it('leaves no order without its lines and no stock taken without its order, and the cut-off shoppers can order again', async () => {
    const initialStock = 1_000;
    const [product] = await database.db
      .insert(products)
      .values({ type: 'simple', name: 'Crash Test Tee', slug: `crash-test-tee-${Date.now()}`, regularPrice: 1500, manageStock: true, stockQuantity: initialStock })
      .returning({ id: products.id });
    const api = through(() => current);
    const shoppers = Array.from({ length: 60 }, () => new Shopper(api));
    for (const shopper of shoppers) await shopper.add(product!.id, 2);

    // Checkouts six at a time; the process is killed once fifteen are answered.
    const answered: Shopper[] = [];
    let next = 0;
    let killing: Promise<void> | undefined;
    const send = async () => {
      while (next < shoppers.length && !killing) {
        const shopper = shoppers[next++]!;
        // A request the kill cuts off rejects; its order may or may not have been committed.
        const answer = await shopper.checkout(codCheckout()).catch(() => null);
        if (answer) {
          expect(answer.errors).toBeUndefined();
          answered.push(shopper);
        }
        if (!killing && answered.length >= 15) killing = current.kill();
      }
    };
    await Promise.all(Array.from({ length: 6 }, send));
    await killing;
    expect(next).toBeLessThan(shoppers.length);
    await start();

    // Other test files share the database: only this test's shoppers' orders are looked at.
    const sessionKeys = await Promise.all(shoppers.map((shopper) => shopper.sessionKey()));
    const orphans = await queryRows<{ id: number }>(
      database.db,
      sql`select o.id from orders o where o.session_key in (${sql.join(sessionKeys.map((key) => sql`${key}`), sql`, `)})
        and not exists (select 1 from order_lines l where l.order_id = o.id)`,
    );
    expect(orphans).toEqual([]);
    const stockAndSold = async () => {
      const [row] = await queryRows<{ stock: number; sales: number; sold: number }>(
        database.db,
        sql`select p.stock_quantity as stock, p.total_sales as sales,
            (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
              where l.product_id = p.id and o.stock_reduced) as sold
          from products p where p.id = ${product!.id}`,
      );
      return row!;
    };
    const afterCrash = await stockAndSold();
    expect(afterCrash.stock).toBe(initialStock - afterCrash.sold);
    expect(afterCrash.sales).toBe(afterCrash.sold);
    expect(afterCrash.sold).toBeGreaterThanOrEqual(2 * answered.length);

    // Each shopper has an order and an empty cart, or no order and the cart as it was.
    const withOrder = new Set(
      (await queryRows<{ sessionKey: string }>(database.db, sql`select distinct o.session_key as "sessionKey" from orders o join order_lines l on l.order_id = o.id where l.product_id = ${product!.id}`)).map(
        (row) => row.sessionKey,
      ),
    );
    for (const shopper of answered) expect(withOrder.has(await shopper.sessionKey())).toBe(true);
    for (const shopper of shoppers) {
      const cart = await shopper.cart();
      expect(cart.isEmpty).toBe(withOrder.has(await shopper.sessionKey()));
      if (!cart.isEmpty) expect((await shopper.checkout(codCheckout())).errors).toBeUndefined();
    }
    const atEnd = await stockAndSold();
    expect(atEnd).toEqual({ stock: initialStock - 2 * shoppers.length, sales: 2 * shoppers.length, sold: 2 * shoppers.length });
  }, 180_000);
});
