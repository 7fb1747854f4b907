// Checkouts at the same time: 200 shoppers racing for the last 5 units, 20 for a coupon that may be
// used 3 times, 5 for one username, 5 sessions with one transaction id, and shoppers buying the
// same two products listed in opposite orders (the rows are locked in one order, so none of them
// deadlocks).
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { describeBackends } from './harness';
import { codCheckout, makeCoupon, makeProduct, productState, Shopper } from './checkout-shoppers';

/** PGlite answers one transaction at a time: 400 requests in a row take a while on a busy machine. */
const raceTimeoutMs = 180_000;

describeBackends(
  'checkout races',
  (use) => {
    it('200 checkouts by 200 shoppers for the last 5 units make exactly 5 orders, leave 0 and tell the rest it sold out', async () => {
      const api = use();
      const product = await makeProduct(api, { stock: 5 });
      const shoppers = Array.from({ length: 200 }, () => new Shopper(api));
      await Promise.all(shoppers.map((shopper) => shopper.add(product.id, 1)));
      const answers = await Promise.all(shoppers.map((shopper) => shopper.checkout(codCheckout())));
      const placed = answers.filter((answer) => !answer.errors);
      expect(placed).toHaveLength(5);
      const refusals = new Set(answers.filter((answer) => answer.errors).map((answer) => answer.errors![0]!.message));
      expect([...refusals]).toEqual([`"${product.name}" is out of stock.`]);
      expect(await productState(api, product.id)).toEqual({ stock: 0, status: 'outofstock', sales: 5 });
      const [sold] = await queryRows<{ orders: number; units: number }>(
        api.db,
        sql`select count(distinct order_id)::int as orders, sum(quantity)::int as units from order_lines where product_id = ${product.id}`,
      );
      expect(sold).toEqual({ orders: 5, units: 5 });
    }, raceTimeoutMs);

    it('a coupon that may be used 3 times, raced by 20 checkouts, is used exactly 3 times', async () => {
      const api = use();
      const product = await makeProduct(api);
      const coupon = await makeCoupon(api, { usageLimit: 3 });
      const shoppers = Array.from({ length: 20 }, () => new Shopper(api));
      for (const shopper of shoppers) {
        await shopper.add(product.id, 1);
        await shopper.applyCoupon(coupon);
      }
      const answers = await Promise.all(shoppers.map((shopper, index) => shopper.checkout(codCheckout({ billing: { ...codCheckout().billing, email: `racer${index}@example.com` } }))));
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(3);
      for (const answer of answers.filter((candidate) => candidate.errors)) expect(answer.errors![0]!.message).toContain('Coupon usage limit has been reached.');
      const [usage] = await queryRows<{ usageCount: number; uses: number; lines: number }>(
        api.db,
        sql`select c.usage_count as "usageCount", (select count(*)::int from coupon_uses u where u.coupon_id = c.id) as uses,
            (select count(*)::int from order_coupons o where o.coupon_id = c.id) as lines
          from coupons c where c.code = ${coupon}`,
      );
      expect(usage).toEqual({ usageCount: 3, uses: 3, lines: 3 });
    });

    it('one username asked for by 5 checkouts at once makes one account; the others are told it is taken', async () => {
      const api = use();
      const product = await makeProduct(api);
      const username = `racer-${Date.now()}`;
      const shoppers = Array.from({ length: 5 }, () => new Shopper(api));
      for (const shopper of shoppers) await shopper.add(product.id);
      const answers = await Promise.all(
        shoppers.map((shopper, index) =>
          shopper.checkout(codCheckout({ billing: { ...codCheckout().billing, email: `${username}-${index}@example.com` }, account: { username, password: 'long enough' } })),
        ),
      );
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
      for (const answer of answers.filter((candidate) => candidate.errors)) {
        expect(answer.errors![0]).toMatchObject({ message: 'An account is already registered with that username. Please choose another.', extensions: { field: 'account.username' } });
      }
      const [accounts] = await queryRows<{ count: number }>(api.db, sql`select count(*)::int as count from customers where username = ${username}`);
      expect(accounts!.count).toBe(1);
    });

    it('one transaction id sent by 5 sessions at once places one order', async () => {
      const api = use();
      const product = await makeProduct(api);
      const transactionId = `shared-${Date.now()}`;
      const shoppers = Array.from({ length: 5 }, () => new Shopper(api));
      for (const shopper of shoppers) await shopper.add(product.id);
      const answers = await Promise.all(shoppers.map((shopper) => shopper.checkout(codCheckout({ transactionId }))));
      expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
      for (const answer of answers.filter((candidate) => candidate.errors)) {
        expect(answer.errors![0]!.message).toBe('This payment has already been used. Please try another payment method.');
      }
      const [orders] = await queryRows<{ count: number }>(api.db, sql`select count(*)::int as count from orders where transaction_id = ${transactionId}`);
      expect(orders!.count).toBe(1);
    });

    it('shoppers buying the same two products, listed in opposite orders, all get their orders', async () => {
      const api = use();
      const first = await makeProduct(api, { stock: 100 });
      const second = await makeProduct(api, { stock: 100 });
      const shoppers = Array.from({ length: 30 }, () => new Shopper(api));
      for (const [index, shopper] of shoppers.entries()) {
        const [a, b] = index % 2 === 0 ? [first, second] : [second, first];
        await shopper.add(a.id, 1);
        await shopper.add(b.id, 2);
      }
      const answers = await Promise.all(shoppers.map((shopper) => shopper.checkout(codCheckout())));
      expect(answers.filter((answer) => answer.errors)).toEqual([]);
      expect((await productState(api, first.id)).stock).toBe(100 - 15 - 30);
      expect((await productState(api, second.id)).stock).toBe(100 - 15 - 30);
    });
  },
  { writes: true },
);
