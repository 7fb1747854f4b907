// The offline gateways as WooCommerce runs them: their texts in the shopper's language, cash on
// delivery refused for a cart with nothing to deliver unless the shop accepts it, a COD order with
// files to download on hold (its downloads wait for the cash, a card-paid one opens them), a bank
// transfer's accounts, amount and reference on the order and in its mail, and the shop's own
// "New order" mail of every order.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { parsePaymentSettings } from '../../server/domain/payments/payment-settings';
import { customerOrderMessage } from '../../server/mail/customer-order-mail';
import { shopOrderMessage } from '../../server/mail/shop-order-mail';
import { berlin, FakeCardPayments, KeptMail, makeProduct, Shopper } from './checkout-shoppers';
import { describeBackends, type Backend } from './harness';

const gatewaysQuery = `{ paymentGateways(first: 100) { nodes { id title description } } }`;
const orderQuery = `query ($key: ID!) { order(id: $key, idType: ORDER_KEY) {
  status paymentMethodTitle total(format: RAW) orderNumber
  instructions: metaData(key: "payment_instructions") { key value } } }`;
const placedQuery = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId orderKey status } } }`;

const settings = parsePaymentSettings(
  JSON.stringify({
    bacs: { accounts: [{ accountName: 'Woven & Co. GmbH', bankName: 'Example Bank', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' }] },
    cheque: { payee: 'Woven & Co. GmbH', address: ['Musterstraße 1', '12345 Musterstadt'] },
  }),
);
const german = { cookie: 'i18n_locale=de_DE' };

async function productId(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

async function place(shopper: Shopper, input: Record<string, unknown>) {
  const answer = await shopper.send(placedQuery, { input: { billing: berlin, ...input } });
  expect(answer.errors).toBeUndefined();
  return answer.data.checkout.order as { databaseId: number; orderKey: string; status: string };
}

async function permissions(api: Backend, orderId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(api.db, sql`select count(*)::int as count from download_permissions where order_id = ${orderId}`);
  return row!.count;
}

describe('PAYMENT_GATEWAYS', () => {
  it('keeps IBANs compact and upper case, and refuses a wrong one or an unknown gateway', () => {
    expect(settings.bacs.accounts[0]).toEqual({ accountName: 'Woven & Co. GmbH', bankName: 'Example Bank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(parsePaymentSettings(undefined).cod.enableForVirtual).toBe(false);
    expect(() => parsePaymentSettings('{"bacs":{"accounts":[{"accountName":"A","iban":"DE89 3704 0044 0532 0130 01"}]}}')).toThrow(/not a valid IBAN/);
    expect(() => parsePaymentSettings('{"paypal":{}}')).toThrow(/"paypal" is not a gateway/);
    expect(() => parsePaymentSettings('{"cod":{"texts":{"de":{"title":"Nachnahme"}}}}')).toThrow(/not one of the shop's languages/);
  });
});

const mail = new KeptMail();
const cardPayments = new FakeCardPayments();

describeBackends(
  'payment gateways',
  (use) => {
    it('lists the gateways in the shopper’s language, and no cash on delivery for a cart with nothing to deliver', async () => {
      const api = use();
      const shopper = new Shopper(api, german);
      await shopper.add(await productId(api, 'digital-poster-pack'));
      const { data } = await shopper.send(gatewaysQuery);
      expect(data.paymentGateways.nodes.map((gateway: { id: string }) => gateway.id)).toEqual(['stripe', 'bacs', 'cheque']);
      expect(data.paymentGateways.nodes[1]).toMatchObject({ title: 'Direkte Banküberweisung', description: expect.stringContaining('Bitte überweisen Sie') });
      // Something to deliver: cash on delivery is offered, in French for a French browser.
      const french = new Shopper(api, { 'accept-language': 'fr-FR,fr;q=0.9' });
      await french.add((await makeProduct(api)).id);
      const { data: frenchData } = await french.send(gatewaysQuery);
      expect(frenchData.paymentGateways.nodes.find((gateway: { id: string }) => gateway.id === 'cod').title).toBe('Paiement à la livraison');
    });

    it('refuses cash on delivery for an all-virtual cart, naming the field, and writes nothing', async () => {
      const api = use();
      const shopper = new Shopper(api);
      await shopper.add(await productId(api, 'digital-poster-pack'));
      const answer = await shopper.send(placedQuery, { input: { paymentMethod: 'cod', billing: berlin } });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Cash on delivery is not available for this order. Please choose another payment method.',
        extensions: { field: 'paymentMethod' },
      });
      expect((await shopper.cart()).isEmpty).toBe(false);
    });

    it('puts a COD order with files on hold with no downloads, and opens them for a card-paid one', async () => {
      const api = use();
      const poster = await productId(api, 'digital-poster-pack');
      const byCash = new Shopper(api);
      await byCash.add((await makeProduct(api)).id);
      await byCash.add(poster);
      const held = await place(byCash, { paymentMethod: 'cod' });
      expect(held.status).toBe('ON_HOLD');
      expect(await permissions(api, held.databaseId)).toBe(0);
      // Without files, cash on delivery is processed at once.
      const tee = new Shopper(api);
      await tee.add((await makeProduct(api)).id);
      expect((await place(tee, { paymentMethod: 'cod' })).status).toBe('PROCESSING');

      const byCard = new Shopper(api);
      await byCard.add(poster);
      const total = Math.round(Number((await byCard.cart()).total) * 100);
      cardPayments.paid.set('pi_poster', { amountCents: total, currency: 'eur' });
      const paid = await place(byCard, { paymentMethod: 'stripe', transactionId: 'pi_poster', isPaid: true });
      expect(paid.status).toBe('PROCESSING');
      expect(await permissions(api, paid.databaseId)).toBe(1);
    });

    it('tells how to pay a bank transfer on the order, in the reader’s language, and in the mail', async () => {
      const api = use();
      const shopper = new Shopper(api, german);
      await shopper.add((await makeProduct(api, { price: 2500 })).id);
      const order = await place(shopper, { paymentMethod: 'bacs', metaData: [{ key: 'locale', value: 'de_DE' }] });
      expect(order.status).toBe('ON_HOLD');

      const { data } = await shopper.send(orderQuery, { key: order.orderKey });
      expect(data.order.paymentMethodTitle).toBe('Direkte Banküberweisung');
      const instructions = JSON.parse(data.order.instructions[0].value);
      expect(instructions).toEqual({
        instructions: expect.stringContaining('Bestellnummer als Verwendungszweck'),
        bankAccounts: [{ accountName: 'Woven & Co. GmbH', bankName: 'Example Bank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }],
      });
      // Read in English, the same order answers in English.
      const english = await api.query(orderQuery, { key: order.orderKey }, { 'accept-language': 'en-US' });
      expect(english.data.order.paymentMethodTitle).toBe('Direct bank transfer');
      expect(JSON.parse(english.data.order.instructions[0].value).instructions).toContain('use your order number as the payment reference');

      const confirmation = mail.sent.find((sent) => sent.orderNumber === String(order.databaseId))!;
      const text = customerOrderMessage(confirmation, 'Woven & Co.').text.replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain('So bezahlen Sie:');
      expect(text).toMatch(/Zu zahlender Betrag: \d+,\d\d €/);
      expect(text).toContain(`Verwendungszweck: ${order.databaseId}`);
      expect(text).toContain('IBAN: DE89 3704 0044 0532 0130 00');
      expect(text).toContain('BIC: COBADEFFXXX');
      expect(text).toContain('Direkte Banküberweisung');
    });

    it('tells a cheque’s payee and address, and none once the order is paid', async () => {
      const api = use();
      const shopper = new Shopper(api);
      await shopper.add((await makeProduct(api)).id);
      const order = await place(shopper, { paymentMethod: 'cheque' });
      const { data } = await shopper.send(orderQuery, { key: order.orderKey });
      expect(JSON.parse(data.order.instructions[0].value).cheque).toEqual({ payee: 'Woven & Co. GmbH', address: ['Musterstraße 1', '12345 Musterstadt'] });
      await api.db.execute(sql`update orders set status = 'processing' where id = ${order.databaseId}`);
      expect((await shopper.send(orderQuery, { key: order.orderKey })).data.order.instructions).toEqual([]);
    });

    it('queues the shop’s "New order" mail in English for an order placed in German', async () => {
      const api = use();
      const shopper = new Shopper(api, german);
      await shopper.add((await makeProduct(api, { price: 2500 })).id);
      const order = await place(shopper, { paymentMethod: 'bacs', customerNote: 'Bitte klingeln.', metaData: [{ key: 'locale', value: 'de_DE' }] });
      const toShop = mail.toShop.find((sent) => sent.orderNumber === String(order.databaseId))!;
      expect(toShop.locale).toBe('en_US');
      expect(toShop.kind).toBe('new');
      const message = shopOrderMessage('new', toShop, 'Woven & Co.', 'orders@shop.example');
      expect(message.to).toBe('orders@shop.example');
      expect(message.subject).toBe(`[Woven & Co.] New order #${order.databaseId}`);
      expect(message.text).toContain('You have received the following order from Ada Lovelace:');
      expect(message.text).toMatch(/Checkout Test Tee \w+ × 1: €29\.75/);
      expect(message.text).toMatch(/Total:\s+€\d+\.\d\d/);
      expect(message.text).toMatch(/Payment method:\s+Direct bank transfer/);
      expect(message.text).toContain('Bitte klingeln.');
      expect(message.text).toContain('Germany');
      expect(message.text).toContain('ada@example.com');
      expect(message.html).toContain('<html lang="en-US">');
    });
  },
  { writes: true, route: { cardPayments, orderMailer: mail, paymentSettings: settings } },
);
