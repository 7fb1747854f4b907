// A checkout holds its products' stock rows until its order commits; a shopper adding one of those
// products to a cart meanwhile must not wait for that order (the cart line's foreign key only
// shares the product's key), while a second checkout of it still does.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { lockStockRows } from '../../server/domain/checkout/store/stock';
import { copyOfWritableTemplate, type DatabaseCopy } from './postgres-copy';

// PGlite has one connection: nothing can run beside a transaction there.
describe.skipIf(!inject('postgresUrl'))('stock locks beside cart changes, on PostgreSQL', () => {
  let copy: DatabaseCopy;
  let checkout: OpenedDatabase;
  let shopper: OpenedDatabase;
  let productId: number;

  beforeAll(async () => {
    copy = await copyOfWritableTemplate(inject('postgresWritableUrl'));
    checkout = await openDatabase({ url: copy.url });
    shopper = await openDatabase({ url: copy.url });
    const [product] = await queryRows<{ id: number }>(shopper.db, sql`select id from products where type = 'simple' order by id limit 1`);
    productId = product!.id;
  });
  afterAll(async () => {
    await checkout?.close();
    await shopper?.close();
    await copy?.drop();
  });

  /** Runs `write` in a transaction of the shopper's that gives up on a lock after half a second. */
  const impatiently = (write: (tx: OpenedDatabase['db']) => Promise<unknown>) =>
    shopper.db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '500ms'`);
      await write(tx);
    });

  it('adds a cart line while an order holds the stock, and a second order waits', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const order = checkout.db.transaction(async (tx) => {
      await lockStockRows(tx, 'products', [productId]);
      locked();
      await held;
    });
    await isLocked;
    try {
      await impatiently(async (tx) => {
        await tx.execute(sql`insert into sessions (key, billing, shipping, expires_at) values ('lock-test', '{}', '{}', now() + interval '1 hour')`);
        await tx.execute(sql`insert into cart_items (session_key, key, product_id, quantity) values ('lock-test', 'line', ${productId}, 1)`);
      });
      await expect(impatiently((tx) => lockStockRows(tx, 'products', [productId]))).rejects.toMatchObject({ cause: { code: '55P03' } }); // lock_not_available
    } finally {
      release();
      await order;
    }
    const [line] = await queryRows<{ quantity: number }>(shopper.db, sql`select quantity from cart_items where session_key = 'lock-test'`);
    expect(line?.quantity).toBe(1);
  });
});
