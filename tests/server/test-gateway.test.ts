// A gateway from outside the shop's registry (test-gateway/voucher-gateway.ts), given to the server
// in one line, walked through a real checkout over HTTP: it is listed after the shop's own, a
// voucher worth the order's total places a paid order, an unknown one is refused with the
// provider's reason and kept as a failed order that took no stock, and a cart whose total changes
// while the provider is asked is refused although the voucher paid: the order's transaction checks
// the total again.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { codCheckout, makeProduct, productState, Shopper } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';
import { voucherGateway, VoucherBook } from './test-gateway/voucher-gateway';

const vouchers = new VoucherBook();

const gatewaysQuery = `{ paymentGateways { nodes { id title } } }`;

interface OrderFacts {
  status: string;
  transactionId: string | null;
  paid: boolean;
  metaData: { key: string; value: string }[];
}

async function ordersOf(api: Backend, shopper: Shopper): Promise<OrderFacts[]> {
  return queryRows<OrderFacts>(
    api.db,
    sql`select status, transaction_id as "transactionId", paid_at is not null as paid, meta_data as "metaData" from orders
      where session_key = ${await shopper.sessionKey()} order by id`,
  );
}

/** A shopper with 2 of a €19 product of their own (5 in stock), and its total in cents. */
async function shopperWithCart(api: Backend) {
  const shopper = new Shopper(api);
  const product = await makeProduct(api, { price: 1900, stock: 5 });
  await shopper.add(product.id, 2);
  const total = Math.round(Number((await shopper.cart()).total) * 100);
  return { shopper, product, total };
}

const voucherCheckout = (code: string) => codCheckout({ paymentMethod: 'voucher', transactionId: code });

describeBackends(
  'a payment gateway given besides the registered ones',
  (use) => {
    it('is listed after the shop’s own gateways', async () => {
      // For a cart with something to deliver, which cash on delivery needs.
      const shopper = new Shopper(use());
      await shopper.add((await makeProduct(use())).id);
      const { data } = await shopper.send(gatewaysQuery);
      expect(data.paymentGateways.nodes).toEqual([
        { id: 'bacs', title: 'Direct bank transfer' },
        { id: 'cheque', title: 'Check payments' },
        { id: 'cod', title: 'Cash on delivery' },
        { id: 'voucher', title: 'Prepaid voucher' },
      ]);
    });

    it('places a paid, processing order for a voucher worth the total, confirmed for this session', async () => {
      const api = use();
      const { shopper, product, total } = await shopperWithCart(api);
      vouchers.worth.set('GIFT-PAYS', total);
      const answer = await shopper.checkout(voucherCheckout('GIFT-PAYS'));
      expect(answer.errors).toBeUndefined();
      expect(vouchers.asked.at(-1)).toEqual({ transactionId: 'GIFT-PAYS', amountCents: total, currency: 'EUR', sessionKey: await shopper.sessionKey() });
      expect(await ordersOf(api, shopper)).toEqual([{ status: 'processing', transactionId: 'voucher-GIFT-PAYS', paid: true, metaData: expect.any(Array) }]);
      expect(await productState(api, product.id)).toMatchObject({ stock: 3, sales: 2 });
    });

    it('refuses an unknown voucher with the provider’s reason and keeps the attempt as a failed order', async () => {
      const api = use();
      const { shopper, product } = await shopperWithCart(api);
      const answer = await shopper.checkout(voucherCheckout('GIFT-UNKNOWN'));
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Payment failed. Please try another payment method. This voucher is not known.',
        extensions: { code: 'PAYMENT_FAILED', field: 'paymentMethod' },
      });
      const [failed] = await ordersOf(api, shopper);
      expect(failed).toMatchObject({ status: 'failed', transactionId: null, paid: false });
      expect(failed!.metaData).toContainEqual({ key: '_voucher_code', value: 'GIFT-UNKNOWN' });
      expect(await productState(api, product.id)).toMatchObject({ stock: 5, sales: 0 });
      expect((await shopper.cart()).contents.itemCount).toBe(2);
    });

    it('refuses a payment confirmed for a total the cart no longer has when the order is written', async () => {
      const api = use();
      const { shopper, product, total } = await shopperWithCart(api);
      vouchers.worth.set('GIFT-STALE', total);
      // The shop raises the price while the provider confirms the old total.
      vouchers.whileConfirming = () => api.db.execute(sql`update products set regular_price = 2900 where id = ${product.id}`).then(() => {});
      try {
        const answer = await shopper.checkout(voucherCheckout('GIFT-STALE'));
        expect(answer.errors?.[0]?.message).toMatch(/^Payment failed\. Please try another payment method\. The payment \(€[\d.]+\) does not match the order total \(€[\d.]+\)\.$/);
      } finally {
        vouchers.whileConfirming = async () => {};
      }
      const [failed] = await ordersOf(api, shopper);
      expect(failed).toMatchObject({ status: 'failed', transactionId: null, paid: false });
      expect(failed!.metaData).toContainEqual({ key: '_voucher_code', value: 'GIFT-STALE' });
      expect(await productState(api, product.id)).toMatchObject({ stock: 5, sales: 0 });
      expect((await shopper.cart()).contents.itemCount).toBe(2);
    });
  },
  { writes: true, route: { extraGateways: [voucherGateway(vouchers)] } },
);
