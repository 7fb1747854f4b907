// Issue 39: the shop's CLI runs the shop from a terminal — `orders --status on-hold`,
// `order:status 123 processing`, `reviews --pending`, `review:approve 45`, `stock SKU 10` — through
// the same domain rules as WooGraphQL's admin mutations; wrong calls exit with 2 and the usage,
// refusals with 1 and the reason. The commands run on the test's database here; the real CLI's
// ways to the shop's data (with and without a running shop) are in shop-cli-channel.test.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { runShopCommand } from '../../server/shop-cli/cli';
import { ScriptedTerminal } from './scripted-terminal';
import { describeBackends, type Backend } from './harness';
import { placeOrder, productIdOf } from './shop-orders-support';

async function one<Row>(api: Backend, query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = await queryRows<Row>(api.db, query);
  return row!;
}

describeBackends(
  'shop CLI commands',
  (use) => {
    const run = async (argv: string[]) => {
      const terminal = new ScriptedTerminal();
      const code = await runShopCommand(argv, terminal, async () => ({ db: use().db, close: async () => {} }));
      return { code, text: terminal.text };
    };

    it('lists on-hold orders and marks one paid', async () => {
      const api = use();
      const email = `cli-${randomBytes(4).toString('hex')}@example.com`;
      const order = await placeOrder(api, await productIdOf(api, 'digital-poster-pack'), { paymentMethod: 'bacs', email });
      const listed = await run(['orders', '--status', 'on-hold', '--search', email]);
      expect(listed.code).toBe(0);
      expect(listed.text).toMatch(new RegExp(`^#${order.id}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  on-hold +\\d+\\.\\d\\d EUR  Ada Lovelace <${email}>$`));
      expect((await run(['orders', '--status', 'processing', '--search', email])).text).toBe('No orders.');

      expect(await run(['order:status', String(order.id), 'processing'])).toEqual({ code: 0, text: `Order #${order.id} is processing.` });
      const paid = await one<{ status: string; paid: boolean; grants: number; note: string; addedBy: number | null }>(
        api,
        sql`select o.status, o.paid_at is not null as paid,
          (select count(*)::int from download_permissions d where d.order_id = o.id) as grants,
          n.content as note, n.added_by as "addedBy"
          from orders o join order_notes n on n.order_id = o.id where o.id = ${order.id} order by n.id desc limit 1`,
      );
      // As a manager's updateOrder: paid, its downloads granted, a note of the change (by nobody: the shop owner).
      expect(paid).toEqual({ status: 'processing', paid: true, grants: expect.any(Number), note: 'Order status changed from On hold to Processing.', addedBy: null });
      expect(paid.grants).toBeGreaterThan(0);
      expect((await run(['orders', '--status', 'ON_HOLD', '--search', email])).text).toBe('No orders.');

      const refusals: [string[], number, string][] = [
        [['order:status', String(order.id), 'pending-ish'], 2, '"pending-ish" is not an order status'],
        [['order:status', 'abc', 'processing'], 2, 'The order number must be a whole number'],
        [['order:status', String(order.id)], 2, 'Name the order and the status.'],
        [['order:status', '2000000000', 'completed'], 1, ''],
        [['orders', '--first', '0'], 2, '--first must be a whole number from 1 to 100.'],
        [['orders', '--status', 'paid'], 2, '"paid" is not an order status'],
      ];
      for (const [argv, code, message] of refusals) {
        const refused = await run(argv);
        expect(refused.code, argv.join(' ')).toBe(code);
        expect(refused.text).toContain(message);
      }
      expect((await one<{ status: string }>(api, sql`select status from orders where id = ${order.id}`)).status).toBe('processing');
    });

    it('lists reviews awaiting approval and approves one', async () => {
      const api = use();
      const productId = await productIdOf(api, 'digital-poster-pack');
      const content = `Held for the CLI ${randomBytes(4).toString('hex')}`;
      const { id } = await one<{ id: number }>(
        api,
        sql`insert into reviews (product_id, author_name, author_email, content, rating, status) values (${productId}, 'Grace Hopper', 'grace@example.com', ${content}, 4, 'hold') returning id`,
      );
      const pending = await run(['reviews', '--pending', '--first', '100']);
      expect(pending.code).toBe(0);
      expect(pending.text).toContain(`#${id}  `);
      expect(pending.text).toMatch(new RegExp(`#${id}  .*hold +4/5  product ${productId}  Grace Hopper <grace@example.com>\\n    ${content}`));

      expect(await run(['review:approve', String(id)])).toEqual({ code: 0, text: `Review #${id} of product ${productId} is approved.` });
      expect(await one(api, sql`select status, rating from reviews where id = ${id}`)).toEqual({ status: 'approved', rating: 4 });
      expect((await run(['reviews', '--pending', '--first', '100'])).text).not.toContain(`#${id}  `);
      expect((await run(['reviews', '--status', 'approve', '--first', '100'])).text).toContain(`#${id}  `);

      expect(await run(['review:approve', '2000000000'])).toMatchObject({ code: 1 });
      expect(await run(['reviews', '--pending', '--status', 'spam'])).toMatchObject({ code: 2 });
      expect(await run(['reviews', '--status', 'lovely'])).toMatchObject({ code: 2, text: expect.stringContaining('"lovely" is not a review status') });
    });

    it('sets the stock of a product or a variation by its SKU', async () => {
      const api = use();
      const simple = await one<{ id: number; sku: string }>(api, sql`select id, sku from products where type = 'simple' and sku is not null order by id limit 1`);
      expect(await run(['stock', simple.sku, '10'])).toEqual({ code: 0, text: `Product ${simple.id} (SKU ${simple.sku}) has 10 in stock.` });
      expect(await one(api, sql`select manage_stock as managed, stock_quantity as stock, stock_status as status from products where id = ${simple.id}`)).toEqual({ managed: true, stock: 10, status: 'instock' });

      const variation = await one<{ id: number; sku: string }>(api, sql`select id, sku from product_variations where sku is not null order by id limit 1`);
      expect(await run(['stock', variation.sku, '0'])).toEqual({ code: 0, text: `Variation ${variation.id} (SKU ${variation.sku}) has 0 in stock.` });
      expect(await one(api, sql`select manage_stock as managed, stock_quantity as stock, stock_status as status from product_variations where id = ${variation.id}`)).toEqual({ managed: true, stock: 0, status: 'outofstock' });

      expect(await run(['stock', 'NO-SUCH-SKU', '5'])).toEqual({ code: 1, text: 'No product or variation has the SKU "NO-SUCH-SKU".' });
      expect(await run(['stock', simple.sku, 'ten'])).toMatchObject({ code: 2, text: expect.stringContaining('The quantity must be a whole number') });
      expect(await run(['stock', simple.sku])).toMatchObject({ code: 2, text: expect.stringContaining('Name the SKU and the quantity.') });
      expect((await one<{ stock: number }>(api, sql`select stock_quantity as stock from products where id = ${simple.id}`)).stock).toBe(10);
    });
  },
  { writes: true },
);
