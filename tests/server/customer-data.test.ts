// The signed-in customer's own data (issue 14): `customer { orders, downloadableItems, metaData,
// date }` answers the viewer's account only. One customer cannot read another's orders, downloads
// or meta data by any path (their own customer, an order by number, an order's customer); a guest
// order placed with the customer's email stays the guest's; orders come at most 100 a page; the
// account's download links count down and expire with their permissions.
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { emptyAddress } from '../../server/domain/session/request-session';
import { registerDownloadRoute } from '../../server/http/downloads';
import { makeCustomer, type TestCustomer } from './accounts-support';
import { berlin, checkoutMutation, FakeCardPayments, makeProduct, paidByCard } from './checkout-shoppers';
import { Device, idOfSlug, sessionKeyOf } from './customer-devices';
import { describeBackends, noRateLimits, type Backend } from './harness';

const accountQuery = `{ customer { databaseId date
  orders(first: 100) { nodes { databaseId orderKey customer { databaseId } } }
  downloadableItems(first: 100) { nodes { name url downloadsRemaining accessExpires product { ... on SimpleProduct { slug } } } }
  metaData { key value } } }`;

const ordersPageQuery = `query ($first: Int, $after: String) { customer { orders(first: $first, after: $after) {
  nodes { databaseId } pageInfo { hasNextPage hasPreviousPage endCursor } } } }`;

const orderByNumberQuery = `query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { databaseId downloadableItems { nodes { url } } } }`;

const orderCustomerQuery = `query ($key: ID!) { order(id: $key, idType: ORDER_KEY) { customer { databaseId email date
  orders { nodes { databaseId } } downloadableItems { nodes { url } } metaData { key } } } }`;

interface DownloadView {
  name: string;
  url: string | null;
  downloadsRemaining: number | null;
  accessExpires: string | null;
}

const cardPayments = new FakeCardPayments();

/** Buys the product (by slug; by default one of this test's own) as this device, signed in or not, and answers the order. */
async function buy(api: Backend, device: Device, slug?: string, email = berlin.email): Promise<{ id: number; orderKey: string }> {
  await device.add(slug ? await idOfSlug(api, slug) : (await makeProduct(api)).id);
  // Paid by card, so a download's order opens its files.
  const payment = await paidByCard((query) => device.send(query), cardPayments);
  const placed = await device.send(checkoutMutation, { input: { ...payment, billing: { ...berlin, email } } });
  expect(placed.errors).toBeUndefined();
  const [order] = await queryRows<{ id: number; orderKey: string }>(
    api.db,
    sql`select id, order_key as "orderKey" from orders where session_key = ${sessionKeyOf(device.sessionToken!)} order by id desc limit 1`,
  );
  return order!;
}

async function signedIn(api: Backend, customer: TestCustomer): Promise<Device> {
  const device = new Device(api);
  await device.signIn(customer);
  return device;
}

async function account(device: Device) {
  const answer = await device.send(accountQuery);
  expect(answer.errors).toBeUndefined();
  return answer.data.customer as {
    databaseId: number;
    date: string | null;
    orders: { nodes: { databaseId: number; orderKey: string; customer: { databaseId: number } | null }[] };
    downloadableItems: { nodes: DownloadView[] };
    metaData: { key: string; value: string }[];
  };
}

describeBackends(
  'the signed-in customer’s orders, downloads and meta data',
  (use) => {
    let downloads: FastifyInstance;
    let downloadOrigin = '';
    beforeAll(async () => {
      downloads = Fastify();
      registerDownloadRoute(downloads, use().db, { rateLimits: noRateLimits });
      downloadOrigin = await downloads.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => downloads.close());
    const fetchLink = (url: string) => fetch(`${downloadOrigin}${new URL(url, downloadOrigin).pathname}`);

    it('answers a customer only their own orders, newest first; a guest order with their email stays the guest’s', async () => {
      const api = use();
      const [ada, bob] = [await makeCustomer(api), await makeCustomer(api)];
      const guestOrder = await buy(api, new Device(api), undefined, ada.email);
      const adaDevice = await signedIn(api, ada);
      const first = await buy(api, adaDevice);
      const second = await buy(api, adaDevice);
      const bobDevice = await signedIn(api, bob);
      const bobs = await buy(api, bobDevice);

      const adas = await account(adaDevice);
      expect(adas.databaseId).toBe(ada.id);
      expect(adas.orders.nodes.map((order) => order.databaseId)).toEqual([second.id, first.id]);
      expect(adas.orders.nodes.every((order) => order.customer?.databaseId === ada.id)).toBe(true);
      expect((await account(bobDevice)).orders.nodes.map((order) => order.databaseId)).toEqual([bobs.id]);
      const [attached] = await queryRows<{ customerId: number | null }>(api.db, sql`select customer_id as "customerId" from orders where id = ${guestOrder.id}`);
      expect(attached!.customerId).toBeNull();

      // Not by number either: another's order answers as one that does not exist.
      expect((await bobDevice.send(orderByNumberQuery, { id: String(first.id) })).data.order).toBeNull();
      expect((await adaDevice.send(orderByNumberQuery, { id: String(first.id) })).data.order.databaseId).toBe(first.id);

      // An order's customer still shows to whoever holds the order's key, but not the customer's other orders.
      const byKey = await bobDevice.send(orderCustomerQuery, { key: first.orderKey });
      expect(byKey.errors).toBeUndefined();
      expect(byKey.data.order.customer).toEqual({
        databaseId: ada.id,
        email: ada.email,
        date: null,
        orders: { nodes: [] },
        downloadableItems: { nodes: [] },
        metaData: [],
      });
      const own = await adaDevice.send(orderCustomerQuery, { key: first.orderKey });
      expect(own.data.order.customer.orders.nodes.map((order: { databaseId: number }) => order.databaseId)).toEqual([second.id, first.id]);

      // A guest has no orders, downloads or meta data.
      const guest = await account(new Device(api));
      expect(guest).toMatchObject({ databaseId: 0, date: null, orders: { nodes: [] }, downloadableItems: { nodes: [] }, metaData: [] });
    });

    it('lists a customer’s downloads with working links that count down and expire; another customer gets none of them', async () => {
      const api = use();
      const [ada, bob] = [await makeCustomer(api), await makeCustomer(api)];
      const adaDevice = await signedIn(api, ada);
      const poster = await buy(api, adaDevice, 'digital-poster-pack');
      const book = await buy(api, adaDevice, 'the-slow-kitchen-e-book');

      const [bookItem, posterItem] = (await account(adaDevice)).downloadableItems.nodes;
      expect(posterItem).toMatchObject({ name: 'Poster pack (high resolution)', downloadsRemaining: 5, url: expect.stringMatching(/\/download\/\d+\.[\w-]{43}$/) });
      expect(bookItem!.url).toBeTruthy();
      const response = await fetchLink(posterItem!.url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const afterOne = (await account(adaDevice)).downloadableItems.nodes.find((item) => item.name === posterItem!.name);
      expect(afterOne).toMatchObject({ downloadsRemaining: 4, url: posterItem!.url });

      // Bob reaches none of Ada's links: not through his account, not by her order's number.
      const bobDevice = await signedIn(api, bob);
      expect((await account(bobDevice)).downloadableItems.nodes).toEqual([]);
      expect((await bobDevice.send(orderByNumberQuery, { id: String(poster.id) })).data.order).toBeNull();

      // Access that ran out: gone from the account's list, and the link already handed out is refused.
      await api.db.execute(sql`update download_permissions set access_expires = now() - interval '1 minute' where order_id = ${book.id}`);
      const left = (await account(adaDevice)).downloadableItems.nodes;
      expect(left.map((item) => item.name)).toEqual([posterItem!.name]);
      expect((await fetchLink(bookItem!.url!)).status).toBe(410);

      // The last download left: it works once, then the item leaves the list and the link is refused.
      await api.db.execute(sql`update download_permissions set downloads_remaining = 1 where order_id = ${poster.id}`);
      expect((await fetchLink(posterItem!.url!)).status).toBe(200);
      expect((await account(adaDevice)).downloadableItems.nodes).toEqual([]);
      expect((await fetchLink(posterItem!.url!)).status).toBe(410);
    });

    it('answers a customer their own meta data and registration date, and no one else', async () => {
      const api = use();
      const [ada, bob] = [await makeCustomer(api), await makeCustomer(api)];
      const wishlist = JSON.stringify(['mountain-line-graphic-tee', 'digital-poster-pack']);
      await api.db.execute(
        sql`update customers set meta = ${JSON.stringify({ storefront_wishlist: wishlist, favourite_colour: 'navy', _internal: 'hidden' })}::jsonb where id = ${ada.id}`,
      );
      const adaDevice = await signedIn(api, ada);
      const adas = await account(adaDevice);
      expect(adas.metaData).toEqual(
        expect.arrayContaining([
          { key: 'storefront_wishlist', value: wishlist },
          { key: 'favourite_colour', value: 'navy' },
        ]),
      );
      expect(adas.metaData).toHaveLength(2);
      expect(Math.abs(new Date(adas.date!).getTime() - Date.now())).toBeLessThan(5 * 60_000);
      const byKey = await adaDevice.send(`{ customer { one: metaData(key: "storefront_wishlist") { key value }
        listed: metaData(keysIn: ["favourite_colour", "_internal", "missing"]) { key value } } }`);
      expect(byKey.data.customer).toEqual({ one: [{ key: 'storefront_wishlist', value: wishlist }], listed: [{ key: 'favourite_colour', value: 'navy' }] });

      const bobs = await account(await signedIn(api, bob));
      expect(bobs.metaData).toEqual([]);
      // Ada's order, its key known to Bob: her customer shows, her meta data does not.
      const order = await buy(api, adaDevice);
      const seen = await (await signedIn(api, bob)).send(orderCustomerQuery, { key: order.orderKey });
      expect(seen.data.order.customer).toMatchObject({ databaseId: ada.id, metaData: [], date: null });
    });

    it('pages a customer’s orders, at most 100 at a time', async () => {
      const api = use();
      const [ada, bob] = [await makeCustomer(api), await makeCustomer(api)];
      const address = JSON.stringify({ ...emptyAddress('DE'), email: ada.email });
      await api.db.execute(sql`insert into orders (order_key, status, currency, customer_id, payment_method, payment_method_title, billing, shipping,
          subtotal, subtotal_tax, discount_total, discount_tax, shipping_total, shipping_tax, total_tax, total, created_at)
        select 'wc_order_paging' || md5(random()::text || n), 'completed', 'EUR', ${ada.id}, 'cod', 'Cash on delivery', ${address}::jsonb, ${address}::jsonb,
          1000, 0, 0, 0, 0, 0, 0, 1000, now() - n * interval '1 minute'
        from generate_series(1, 105) as n`);
      const made = await queryRows<{ id: number }>(api.db, sql`select id from orders where customer_id = ${ada.id} order by created_at desc, id desc`);
      const adaDevice = await signedIn(api, ada);
      const page = async (variables: Record<string, unknown>) => {
        const answer = await adaDevice.send(ordersPageQuery, variables);
        return answer.errors ? { error: answer.errors[0]!.message } : answer.data.customer.orders;
      };

      const firstPage = await page({ first: 500 });
      expect(firstPage.nodes.map((order: { databaseId: number }) => order.databaseId)).toEqual(made.slice(0, 100).map((order) => order.id));
      expect(firstPage.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
      const rest = await page({ first: 100, after: firstPage.pageInfo.endCursor });
      expect(rest.nodes.map((order: { databaseId: number }) => order.databaseId)).toEqual(made.slice(100).map((order) => order.id));
      expect(rest.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
      expect((await page({})).nodes).toHaveLength(10);
      expect(await page({ first: -1 })).toEqual({ error: '"first" must be an integer from 0 to 100, got -1.' });

      // A cursor naming someone else's order points nowhere in this list.
      const bobDevice = await signedIn(api, bob);
      const bobsOrder = await buy(api, bobDevice);
      const foreignCursor = Buffer.from(`arrayconnection:${bobsOrder.id}`).toString('base64');
      expect(await page({ first: 10, after: foreignCursor })).toEqual({ error: 'The "after" cursor does not point into this list.' });
    });
  },
  { writes: true, route: { cardPayments } },
);
