// Reading orders (issue 13): every field of an order as checkout stores it, in both money formats;
// lines with their product, variation and chosen attributes, a line whose product is gone,
// coupons, shipping, downloads once paid; who may read it (the key; a signed-in owner by number;
// nobody else, with the same null as an order that does not exist); and the cost of reading one:
// a fixed number of queries however many lines it has, and far inside the request bounds.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { execute, getOperationAST, parse } from 'graphql';
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { grantDownloads } from '../../server/domain/downloads/store/download-grants';
import type { StoredAddress } from '../../server/db/schema/cart';
import { products } from '../../server/db/schema/catalog';
import { customers } from '../../server/db/schema/customers';
import { orderCoupons, orderLines, orders, type OrderStatus } from '../../server/db/schema/orders';
import { requestCost } from '../../server/graphql/bounds/cost';
import { defaultRequestBounds } from '../../server/graphql/bounds/request-bounds';
import { createContext } from '../../server/graphql/context';
import { schema } from '../../server/graphql/schema';
import { berlinAddress } from '../addresses';
import { describeBackends, operationText, type Backend } from './harness';

const address = (overrides: Partial<StoredAddress> = {}): StoredAddress => ({ ...berlinAddress, ...overrides });

interface LineSpec {
  productId: number | null;
  variationId?: number | null;
  variation?: { name: string; value: string }[];
  name: string;
  quantity: number;
  total: number;
}

interface OrderSpec {
  status?: OrderStatus;
  customerId?: number | null;
  lines: LineSpec[];
  coupons?: { code: string; discount: number; discountTax: number }[];
  paidAt?: Date | null;
}

/** An order as checkout writes it: the row, its lines and coupons, amounts in cents. */
async function insertOrder(db: Database, spec: OrderSpec) {
  const subtotal = spec.lines.reduce((sum, line) => sum + line.total, 0);
  const discount = (spec.coupons ?? []).reduce((sum, coupon) => sum + coupon.discount, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderKey: `wc_order_${randomBytes(9).toString('base64url')}`,
      status: spec.status ?? 'processing',
      currency: 'EUR',
      customerId: spec.customerId ?? null,
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      billing: address(),
      shipping: address({ firstName: 'Charles', lastName: 'Babbage', address1: '5 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR', email: '', phone: '' }),
      shipToDifferentAddress: true,
      customerNote: 'Please ring twice.',
      shippingMethodId: 'flat_rate:3',
      shippingMethodTitle: 'Flat rate',
      subtotal,
      subtotalTax: 0,
      discountTotal: discount,
      discountTax: 0,
      shippingTotal: 790,
      shippingTax: 150,
      totalTax: 1234,
      total: subtotal - discount + 790 + 1234,
      createdAt: new Date('2026-03-05T14:07:09.512Z'),
      paidAt: spec.paidAt === undefined ? new Date('2026-03-05T14:07:10Z') : spec.paidAt,
    })
    .returning();
  await db.insert(orderLines).values(
    spec.lines.map((line, position) => ({
      orderId: order!.id,
      position,
      productId: line.productId,
      variationId: line.variationId ?? null,
      variation: line.variation ?? [],
      name: line.name,
      quantity: line.quantity,
      subtotal: line.total,
      subtotalTax: 0,
      total: line.total,
      totalTax: 0,
    })),
  );
  if (spec.coupons?.length) await db.insert(orderCoupons).values(spec.coupons.map((coupon) => ({ orderId: order!.id, couponId: null, ...coupon })));
  return order!;
}

async function productId(db: Database, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

async function variationOf(db: Database, slug: string, color: string, size: string) {
  const [row] = await queryRows<{ id: number; productId: number; name: string }>(
    db,
    sql`select pv.id, pv.product_id as "productId", pv.name from product_variations pv join products p on p.id = pv.product_id
      where p.slug = ${slug} and pv.attributes @> ${JSON.stringify([{ name: 'pa_color', value: color }, { name: 'pa_size', value: size }])}::jsonb`,
  );
  return row!;
}

const getOrder = operationText('getOrder');

const byKey = (api: Backend, key: string) => api.query(getOrder, { id: key, idType: 'ORDER_KEY' });

/** Runs a query in-process as a given signed-in customer (the accounts work puts the viewer on the context). */
async function asViewer(db: Database, customerId: number | null, query: string, variables: Record<string, unknown>) {
  const contextValue = { ...createContext(db), viewer: customerId === null ? undefined : { customerId } };
  return execute({ schema, document: parse(query), variableValues: variables, contextValue });
}

async function insertCustomer(db: Database, name: string): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      username: `${name}-${randomBytes(4).toString('hex')}`,
      email: `${name}-${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'scrypt$16384$8$1$c2FsdA==$aGFzaA==',
      firstName: name,
      lastName: 'Tester',
      billing: address(),
      shipping: address(),
    })
    .returning({ id: customers.id });
  return row!.id;
}

describeBackends(
  'orders',
  (use) => {
    it('reads every field of an order by its key, amounts formatted and raw', async () => {
      const api = use();
      const navyL = await variationOf(api.db, 'classic-pullover-hoodie', 'navy', 'l');
      const poster = await productId(api.db, 'digital-poster-pack');
      const order = await insertOrder(api.db, {
        status: 'on-hold',
        lines: [
          {
            productId: navyL.productId,
            variationId: navyL.id,
            variation: [{ name: 'pa_color', value: 'navy' }, { name: 'pa_size', value: 'l' }],
            name: navyL.name,
            quantity: 2,
            total: 9800,
          },
          { productId: poster, name: 'Digital Poster Pack', quantity: 1, total: 1200 },
        ],
        coupons: [{ code: 'welcome10', discount: 1100, discountTax: 0 }],
        paidAt: null,
      });

      const answer = await byKey(api, order.orderKey);
      expect(answer.errors).toBeUndefined();
      const read = answer.data.order;
      expect(read).toMatchObject({
        databaseId: order.id,
        orderKey: order.orderKey,
        orderNumber: String(order.id),
        date: '2026-03-05T14:07:09+00:00',
        status: 'ON_HOLD',
        needsPayment: false,
        paymentMethod: 'cod',
        paymentMethodTitle: 'Cash on delivery',
        customerNote: 'Please ring twice.',
        subtotal: '110.00',
        discountTotal: '11.00',
        shippingTotal: '7.90',
        totalTax: '12.34',
        total: '119.24',
        billing: { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', country: 'DE', email: 'ada@example.com', company: null, state: null },
        shipping: { firstName: 'Charles', city: 'Paris', country: 'FR', email: null },
        couponLines: { nodes: [{ code: 'welcome10', discount: '11.00' }] },
        shippingLines: { nodes: [{ methodTitle: 'Flat rate', total: '7.90' }] },
        downloadableItems: { nodes: [] },
      });
      const [hoodie, posterLine] = read.lineItems.nodes;
      expect(hoodie).toMatchObject({
        quantity: 2,
        subtotal: '98.00',
        metaData: [{ key: 'pa_color', value: 'navy' }, { key: 'pa_size', value: 'l' }],
        product: { node: { databaseId: navyL.productId, name: 'Classic Pullover Hoodie', slug: 'classic-pullover-hoodie' } },
        variation: { node: { databaseId: navyL.id, name: navyL.name } },
      });
      expect(hoodie.product.node.image.sourceUrl).toMatch(/^\/?.+/);
      expect(hoodie.product.node.attributes.nodes.map((attribute: { label: string }) => attribute.label)).toEqual(expect.arrayContaining(['Color', 'Size']));
      expect(posterLine).toMatchObject({ quantity: 1, subtotal: '12.00', metaData: [], variation: null, product: { node: { name: 'Digital Poster Pack', slug: 'digital-poster-pack' } } });

      // The storefront asks the amounts raw (above); formatted, as other clients ask them.
      const formatted = await api.query(
        `query ($id: ID!) { order(id: $id, idType: ORDER_KEY) {
          id datePaid currency transactionId needsProcessing needsShippingAddress hasDownloadableItem customer { id }
          subtotal discountTax shippingTax totalTax total
          lineItems { nodes { id orderId productId variationId subtotal totalTax } }
          couponLines { nodes { id databaseId orderId discountTax } }
          shippingLines { nodes { id orderId totalTax } }
        } }`,
        { id: order.orderKey },
      );
      expect(formatted.errors).toBeUndefined();
      expect(formatted.data.order).toMatchObject({
        id: Buffer.from(`order:${order.id}`).toString('base64'),
        datePaid: null,
        currency: 'EUR',
        transactionId: null,
        // The hoodie ships; the poster pack alone would not.
        needsProcessing: true,
        needsShippingAddress: true,
        hasDownloadableItem: true,
        customer: null,
        subtotal: '€110.00',
        discountTax: '€0.00',
        shippingTax: '€1.50',
        totalTax: '€12.34',
        total: '€119.24',
        lineItems: { nodes: [{ orderId: order.id, productId: navyL.productId, variationId: navyL.id, subtotal: '€98.00', totalTax: '€0.00' }, { variationId: null }] },
        couponLines: { nodes: [{ orderId: order.id, discountTax: '0.00' }] },
        shippingLines: { nodes: [{ orderId: order.id, totalTax: '1.50' }] },
      });
    });

    it('gives each status its WooGraphQL name, and asks for payment only while pending or failed', async () => {
      const api = use();
      const tee = await productId(api.db, 'essential-crew-tee');
      const expected: [OrderStatus, string, boolean][] = [
        ['pending', 'PENDING', true],
        ['failed', 'FAILED', true],
        ['processing', 'PROCESSING', false],
        ['on-hold', 'ON_HOLD', false],
        ['completed', 'COMPLETED', false],
        ['cancelled', 'CANCELLED', false],
        ['refunded', 'REFUNDED', false],
        ['checkout-draft', 'CHECKOUT_DRAFT', false],
      ];
      for (const [status, name, needsPayment] of expected) {
        const order = await insertOrder(api.db, { status, lines: [{ productId: tee, name: 'Essential Crew Tee', quantity: 1, total: 2500 }] });
        const answer = await byKey(api, order.orderKey);
        expect(answer.data.order, status).toMatchObject({ status: name, needsPayment });
      }
    });

    it('opens a paid order’s downloads, and none before it is paid', async () => {
      const api = use();
      const poster = await productId(api.db, 'digital-poster-pack');
      const line = { productId: poster, name: 'Digital Poster Pack', quantity: 1, total: 1200 };
      const fields = `query ($id: ID!) { order(id: $id, idType: ORDER_KEY) { needsProcessing hasDownloadableItem
        downloadableItems { nodes { id downloadId name url accessExpires downloadsRemaining product { ... on SimpleProduct { slug } } } } } }`;

      const paid = await insertOrder(api.db, { status: 'completed', lines: [line], paidAt: new Date('2026-03-05T14:07:10Z') });
      // Checkout grants a paid order's downloads (tests/server/downloads.test.ts); this order was written directly.
      await grantDownloads(api.db, paid.id);
      await api.db.execute(sql`update download_permissions set access_expires = '2026-04-04T14:07:10Z' where order_id = ${paid.id}`);
      const answer = await api.query(fields, { id: paid.orderKey });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.order).toMatchObject({ needsProcessing: false, hasDownloadableItem: true });
      const [download] = answer.data.order.downloadableItems.nodes;
      // The permission's expiry and count, and no link once access has expired.
      expect(download).toMatchObject({
        name: 'Poster pack (high resolution)',
        url: null,
        accessExpires: '2026-04-04T14:07:10+00:00',
        downloadsRemaining: 5,
        product: { slug: 'digital-poster-pack' },
      });
      expect(download.downloadId).toEqual(expect.any(String));
      await api.db.execute(sql`update download_permissions set access_expires = now() + interval '30 days' where order_id = ${paid.id}`);
      const open = await api.query(fields, { id: paid.orderKey });
      expect(open.data.order.downloadableItems.nodes[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/download\/\d+\.[\w-]{43}$/);

      for (const status of ['pending', 'on-hold', 'failed', 'cancelled'] as const) {
        const unpaid = await insertOrder(api.db, { status, lines: [line], paidAt: null });
        await grantDownloads(api.db, unpaid.id);
        const early = await api.query(fields, { id: unpaid.orderKey });
        expect(early.data.order, status).toMatchObject({ hasDownloadableItem: true, downloadableItems: { nodes: [] } });
      }
    });

    it('shows a line whose product is gone under the name it was sold with', async () => {
      const api = use();
      const order = await insertOrder(api.db, { lines: [{ productId: null, name: 'Retired Hoodie - Navy, L', quantity: 1, total: 4900 }] });
      const answer = await byKey(api, order.orderKey);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.order.lineItems.nodes[0]).toMatchObject({
        quantity: 1,
        subtotal: '49.00',
        variation: null,
        product: { node: { name: 'Retired Hoodie - Navy, L', slug: '', image: null } },
      });
    });

    it('shows a product taken out of the catalog the same way, without reading it from the catalog', async () => {
      const api = use();
      const [draft] = await api.db
        .insert(products)
        .values({ type: 'simple', status: 'draft', name: 'Unreleased Lamp', slug: `unreleased-lamp-${randomBytes(4).toString('hex')}`, description: 'Not for sale yet.' })
        .returning({ id: products.id });
      const order = await insertOrder(api.db, { lines: [{ productId: draft!.id, name: 'Lamp (as sold)', quantity: 1, total: 3000 }] });
      const answer = await api.query(
        `query ($id: ID!) { order(id: $id, idType: ORDER_KEY) { lineItems { nodes { productId product { node { databaseId name slug description } } } } } }`,
        { id: order.orderKey },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.order.lineItems.nodes[0]).toEqual({
        productId: draft!.id,
        product: { node: { databaseId: 0, name: 'Lamp (as sold)', slug: '', description: null } },
      });
    });

    it('answers null, as for no order at all, to anyone without the key', async () => {
      const api = use();
      const tee = await productId(api.db, 'essential-crew-tee');
      const order = await insertOrder(api.db, { lines: [{ productId: tee, name: 'Essential Crew Tee', quantity: 1, total: 2500 }] });
      const globalId = Buffer.from(`order:${order.id}`).toString('base64');
      const attempts = [
        { id: String(order.id), idType: 'DATABASE_ID' },
        { id: globalId, idType: 'ID' },
        { id: globalId },
        { id: 'not even a number', idType: 'DATABASE_ID' },
        { id: 'wc_order_doesnotexist', idType: 'ORDER_KEY' },
        { id: order.orderKey.slice(0, -1), idType: 'ORDER_KEY' },
        { id: String(order.id), idType: 'ORDER_KEY' },
      ];
      for (const variables of attempts) {
        const answer = await api.query(getOrder, variables);
        expect(answer.errors, JSON.stringify(variables)).toBeUndefined();
        expect(answer.data.order, JSON.stringify(variables)).toBeNull();
      }
    });

    it('lets a signed-in customer read their own orders by number, and nobody else’s', async () => {
      const { db } = use();
      const tee = await productId(db, 'essential-crew-tee');
      const owner = await insertCustomer(db, 'owner');
      const stranger = await insertCustomer(db, 'stranger');
      const order = await insertOrder(db, { customerId: owner, lines: [{ productId: tee, name: 'Essential Crew Tee', quantity: 1, total: 2500 }] });
      const guestOrder = await insertOrder(db, { lines: [{ productId: tee, name: 'Essential Crew Tee', quantity: 1, total: 2500 }] });
      const query = 'query ($id: ID, $idType: OrderIdTypeEnum) { order(id: $id, idType: $idType) { databaseId customer { databaseId username email } } }';
      const globalId = Buffer.from(`order:${order.id}`).toString('base64');

      const own = await asViewer(db, owner, query, { id: String(order.id), idType: 'DATABASE_ID' });
      expect(own.errors).toBeUndefined();
      expect(own.data?.order).toMatchObject({ databaseId: order.id, customer: { databaseId: owner, username: expect.stringMatching(/^owner-/) } });
      expect((await asViewer(db, owner, query, { id: globalId, idType: 'ID' })).data?.order).toMatchObject({ databaseId: order.id });

      for (const [viewer, id] of [
        [stranger, String(order.id)],
        [owner, String(guestOrder.id)],
        [null, String(order.id)],
      ] as const) {
        const answer = await asViewer(db, viewer, query, { id, idType: 'DATABASE_ID' });
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.order).toBeNull();
      }
      // The key still opens it, with its customer.
      const byItsKey = await asViewer(db, null, query, { id: order.orderKey, idType: 'ORDER_KEY' });
      expect(byItsKey.data?.order).toMatchObject({ customer: { databaseId: owner } });
      expect((await asViewer(db, null, query, { id: guestOrder.orderKey, idType: 'ORDER_KEY' })).data?.order).toMatchObject({ customer: null });
    });

    it('reads an order of many lines in as many queries as one of few', async () => {
      const { db } = use();
      const navy = await Promise.all(['s', 'm', 'l', 'xl'].map((size) => variationOf(db, 'classic-pullover-hoodie', 'navy', size)));
      const tee = await productId(db, 'essential-crew-tee');
      const poster = await productId(db, 'digital-poster-pack');
      const hoodieLine = (variation: (typeof navy)[number]) => ({
        productId: variation.productId,
        variationId: variation.id,
        variation: [],
        name: variation.name,
        quantity: 1,
        total: 4900,
      });
      const others = [
        { productId: tee, name: 'Essential Crew Tee', quantity: 3, total: 7500 },
        { productId: poster, name: 'Digital Poster Pack', quantity: 1, total: 1200 },
        { productId: null, name: 'Retired Hoodie', quantity: 1, total: 4900 },
      ];
      // The same kinds of line, once and many times over.
      const small = await insertOrder(db, { status: 'completed', lines: [hoodieLine(navy[0]!), ...others] });
      const large = await insertOrder(db, { status: 'completed', lines: [...navy.map(hoodieLine), ...others] });

      const countQueries = async (orderKey: string) => {
        let queries = 0;
        const counting = new Proxy(db, {
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver);
            if (property === 'execute' || property === 'select') return (...args: unknown[]) => (queries++, value.apply(target, args));
            return value;
          },
        });
        const answer = await asViewer(counting as Database, null, getOrder, { id: orderKey, idType: 'ORDER_KEY' });
        expect(answer.errors).toBeUndefined();
        return { queries, lines: (answer.data?.order as { lineItems: { nodes: unknown[] } }).lineItems.nodes.length };
      };
      const few = await countQueries(small.orderKey);
      const many = await countQueries(large.orderKey);
      expect([few.lines, many.lines]).toEqual([4, 7]);
      // Three more lines cost no more queries; one either way is batch timing (one relation's loads
      // may land in one batch or two, as the database answers).
      expect(Math.abs(many.queries - few.queries)).toBeLessThanOrEqual(1);
      expect(many.queries).toBeLessThanOrEqual(12);
    });

    it('keeps getOrder far inside the request bounds', () => {
      const document = parse(getOrder);
      const cost = requestCost(schema, document, { id: 'wc_order_x', idType: 'ORDER_KEY' }, getOperationAST(document)?.name?.value);
      expect(cost).toBeLessThanOrEqual(defaultRequestBounds.maxCost / 100);
    });
  },
  { writes: true },
);
