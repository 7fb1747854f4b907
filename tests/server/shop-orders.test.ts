// Issue 39: the shop's managers run its orders through WooGraphQL's own admin operations. A visitor's
// and a customer's requests are refused with WooGraphQL's words (or, for lists, answered empty, as
// WooGraphQL answers them); a manager, signed in through the same `login` as customers, reads every
// customer's orders and moves them by WooCommerce's rules: a bank transfer marked paid grants its
// downloads and tells the customer in their language; cancelling or refunding puts stock back once
// and no more; each move leaves a private note; moves that make no sense, unknown orders and bad
// addresses are refused and change nothing; the storefront's caches see the stock at once.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { readCatalogVersions } from '../../server/domain/catalog/store/catalog-clock';
import { toGlobalId } from '../../server/graphql/relay';
import { createMailTransport } from '../../server/mail/create-mail-transport';
import { MailOutbox } from '../../server/mail/mail-outbox';
import { createOrderMailer } from '../../server/mail/order-mailer';
import { makeProduct } from './checkout-shoppers';
import { describeBackends } from './harness';
import {
  filedMail,
  hasMail,
  moveOrder,
  orderByKey,
  orderFields,
  placeOrder,
  plain,
  productIdOf,
  refusalOf,
  signedInAs,
  stockOf,
  updateOrder,
} from './shop-orders-support';

const outbox = join(tmpdir(), `shop-orders-${randomBytes(4).toString('hex')}`);
const mailOutbox = new MailOutbox(createMailTransport({ smtpUrl: undefined, from: undefined, outbox }, 'Woven & Co.'));
const orderMailer = createOrderMailer(mailOutbox, 'Woven & Co.', 'orders@shop.example');
// A mail still being filed would race the folder's removal (ENOTEMPTY).
afterAll(async () => {
  await mailOutbox.stop();
  await rm(outbox, { recursive: true, force: true });
});

const updateRefusal = 'User does not have the capabilities necessary to update an order.';
const ordersQuery = `query ($where: RootQueryToOrderConnectionWhereArgs) { orders(first: 20, where: $where) { nodes { databaseId status } } }`;
const orderQuery = `query ($id: ID) { order(id: $id) { ${orderFields} } }`;
const deleteOrderMutation = `mutation ($input: DeleteOrderInput!) { deleteOrder(input: $input) { order { databaseId status } } }`;
const createNoteMutation = `mutation ($input: CreateOrderNoteInput!) { createOrderNote(input: $input) { orderNote { databaseId note isCustomerNote dateCreated } order { databaseId } } }`;
const deleteNoteMutation = `mutation ($input: DeleteOrderNoteInput!) { deleteOrderNote(input: $input) { orderNote { databaseId } } }`;
const viewerRolesQuery = `{ viewer { roles { nodes { name displayName capabilities } } } customer { role } }`;

describeBackends(
  'shop orders',
  (use) => {
    it('refuses a visitor and a customer with WooGraphQL’s words, and lets a manager signed in through login read and change any order', async () => {
      const api = use();
      const order = await placeOrder(api, (await makeProduct(api)).id, { paymentMethod: 'bacs' });
      const customer = await signedInAs(api, 'customer');
      for (const headers of [{}, customer]) {
        expect(refusalOf(await updateOrder(api, headers, { id: String(order.id), status: 'CANCELLED' }))).toEqual({ message: updateRefusal, code: 'FORBIDDEN' });
        expect(refusalOf(await api.query(deleteOrderMutation, { input: { id: String(order.id), forceDelete: true } }, headers)).message).toBe(
          'User does not have the capabilities necessary to delete an order.',
        );
        expect(refusalOf(await api.query(createNoteMutation, { input: { orderId: String(order.id), note: 'mine now' } }, headers)).message).toBe(
          'User does not have the capabilities necessary to create an order note.',
        );
        // Lists answer empty and another's order answers null, as WooGraphQL answers them.
        expect((await api.query(ordersQuery, {}, headers)).data.orders.nodes).toEqual([]);
        expect((await api.query(orderQuery, { id: toGlobalId('order', order.id) }, headers)).data.order).toBeNull();
      }
      // Worded, as every refusal of the shop, in the language of the request.
      const inGerman = await updateOrder(api, { ...customer, 'accept-language': 'de-DE' }, { id: String(order.id), status: 'CANCELLED' });
      expect(refusalOf(inGerman)).toEqual({ message: 'Sie haben nicht die nötigen Berechtigungen, um eine Bestellung zu ändern.', code: 'FORBIDDEN' });
      expect((await api.query(viewerRolesQuery, {}, customer)).data).toEqual({
        viewer: { roles: { nodes: [{ name: 'customer', displayName: 'Customer', capabilities: ['read'] }] } },
        customer: { role: 'customer' },
      });
      expect((await orderByKey(api, order.key)).status).toBe('ON_HOLD');

      const manager = await signedInAs(api, 'shop_manager');
      const roles = (await api.query(viewerRolesQuery, {}, manager)).data;
      expect(roles.customer.role).toBe('shop_manager');
      expect(roles.viewer.roles.nodes[0].capabilities).toEqual(expect.arrayContaining(['edit_shop_orders', 'moderate_comments', 'manage_woocommerce']));
      expect(roles.viewer.roles.nodes[0].capabilities).not.toContain('promote_users');
      expect((await api.query(orderQuery, { id: toGlobalId('order', order.id) }, manager)).data.order).toMatchObject({ databaseId: order.id, status: 'ON_HOLD' });
      const found = await api.query(ordersQuery, { where: { search: String(order.id) } }, manager);
      expect(found.data.orders.nodes).toEqual([{ databaseId: order.id, status: 'ON_HOLD' }]);
      const answer = await updateOrder(api, manager, { id: toGlobalId('order', order.id), status: 'CANCELLED', clientMutationId: 'm1' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateOrder).toMatchObject({ clientMutationId: 'm1', order: { status: 'CANCELLED' } });
    });

    it('marks a bank-transfer order paid: processing grants its downloads, dates the payment, leaves a note and mails the customer in German', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const order = await placeOrder(api, await productIdOf(api, 'digital-poster-pack'), { paymentMethod: 'bacs', locale: 'de_DE' });
      expect(await orderByKey(api, order.key)).toMatchObject({ status: 'ON_HOLD', downloadableItems: { nodes: [] } });

      const paid = await moveOrder(api, manager, order.id, 'PROCESSING');
      expect(paid.status).toBe('PROCESSING');
      expect(paid.datePaid).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(paid.orderNotes.nodes).toEqual([{ databaseId: expect.any(Number), note: 'Order status changed from On hold to Processing.', isCustomerNote: false }]);
      const seen = await orderByKey(api, order.key);
      expect(seen.downloadableItems.nodes).toEqual([expect.objectContaining({ url: expect.stringContaining('/download/') })]);
      // The shop's private note is not the customer's to read.
      expect(seen.orderNotes.nodes).toEqual([]);

      const mail = await filedMail(outbox, `order-${order.id}-processing`);
      expect(mail.subject).toBe(`Ihre Bestellung Nr. ${order.id} bei Woven & Co. ist eingegangen`);
      const text = plain(mail.text);
      expect(text).toContain(`Wir haben die Bestellung Nr. ${order.id} erhalten und bearbeiten sie jetzt.`);
      expect(text).toContain('Status: In Bearbeitung');
      expect(text).not.toContain('So bezahlen Sie');
    });

    it('cancelling puts the stock back once, even twice at once, and tells the shop; a cancelled order stays cancelled', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const product = await makeProduct(api, { stock: 5 });
      const order = await placeOrder(api, product.id, { quantity: 2 });
      expect(await stockOf(api, product.id)).toBe(3);

      const versions = await readCatalogVersions(api.db);
      // Two managers cancelling at once: the order's row is locked, so the second sees it cancelled.
      const both = await Promise.all([1, 2].map(() => updateOrder(api, manager, { id: String(order.id), status: 'CANCELLED' })));
      expect(both.map((answer) => answer.errors)).toEqual([undefined, undefined]);
      expect(await stockOf(api, product.id)).toBe(5);
      const cancelled = (await api.query(orderQuery, { id: toGlobalId('order', order.id) }, manager)).data.order;
      // Stock that came back: every process's caches move to a new generation within the stock cache time.
      expect(await readCatalogVersions(api.db)).toEqual({ version: versions.version, stock: versions.stock + 1 });
      expect(cancelled.orderNotes.nodes.map((note: { note: string }) => note.note)).toEqual(['Order status changed from Processing to Cancelled.']);
      const mail = await filedMail(outbox, `cancelled-order-${order.id}`);
      expect(mail.subject).toBe(`[Woven & Co.] Order #${order.id} has been cancelled`);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('orders@shop.example');
      expect(plain(mail.text)).toContain(`Order #${order.id} from Ada Lovelace has been cancelled.`);

      const again = await updateOrder(api, manager, { id: String(order.id), status: 'PROCESSING' });
      expect(refusalOf(again)).toEqual({ message: 'An order that is Cancelled cannot become Processing.', code: 'BAD_USER_INPUT' });
      expect((await updateOrder(api, manager, { id: String(order.id), status: 'CANCELLED' })).errors).toBeUndefined();
      expect(await stockOf(api, product.id)).toBe(5);
      expect((await orderByKey(api, order.key)).status).toBe('CANCELLED');
    });

    it('completing and refunding mail the customer; refunding puts stock back and closes the downloads', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const product = await makeProduct(api, { stock: 4 });
      const order = await placeOrder(api, product.id);
      await moveOrder(api, manager, order.id, 'COMPLETED');
      expect((await filedMail(outbox, `order-${order.id}-completed`)).subject).toBe(`Your order #${order.id} at Woven & Co. is now complete`);
      expect(await stockOf(api, product.id)).toBe(3);
      const refunded = await moveOrder(api, manager, order.id, 'REFUNDED');
      expect(refunded.orderNotes.nodes.map((note: { note: string }) => note.note)).toEqual([
        'Order status changed from Completed to Refunded.',
        'Order status changed from Processing to Completed.',
      ]);
      const mail = await filedMail(outbox, `order-${order.id}-refunded`);
      expect(mail.subject).toBe(`Your order #${order.id} at Woven & Co. has been refunded`);
      expect(plain(mail.text)).toContain('Status: Refunded');
      expect(await stockOf(api, product.id)).toBe(4);
      expect(refusalOf(await updateOrder(api, manager, { id: String(order.id), status: 'COMPLETED' })).message).toBe('An order that is Refunded cannot become Completed.');
      expect(await stockOf(api, product.id)).toBe(4);

      const poster = await placeOrder(api, await productIdOf(api, 'digital-poster-pack'), { paymentMethod: 'bacs' });
      await moveOrder(api, manager, poster.id, 'PROCESSING');
      expect((await orderByKey(api, poster.key)).downloadableItems.nodes).toHaveLength(1);
      await moveOrder(api, manager, poster.id, 'REFUNDED');
      expect((await orderByKey(api, poster.key)).downloadableItems.nodes).toEqual([]);
    });

    it('a failed order puts its stock back and tells the shop; taken up again it takes the stock again, or is refused when there is none', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const product = await makeProduct(api, { stock: 3 });
      const order = await placeOrder(api, product.id, { quantity: 2, paymentMethod: 'bacs' });
      await moveOrder(api, manager, order.id, 'FAILED');
      expect(await stockOf(api, product.id)).toBe(3);
      expect((await filedMail(outbox, `failed-order-${order.id}`)).subject).toBe(`[Woven & Co.] Order #${order.id} has failed`);

      await api.db.execute(sql`update products set stock_quantity = 1 where id = ${product.id}`);
      const refused = await updateOrder(api, manager, { id: String(order.id), status: 'PROCESSING' });
      expect(refusalOf(refused).message).toBe(`The order needs 2 of "${product.name}", and only 1 are in stock.`);
      expect((await orderByKey(api, order.key)).status).toBe('FAILED');

      await api.db.execute(sql`update products set stock_quantity = 3 where id = ${product.id}`);
      await moveOrder(api, manager, order.id, 'PROCESSING');
      expect(await stockOf(api, product.id)).toBe(1);
      expect((await filedMail(outbox, `new-order-${order.id}`)).subject).toBe(`[Woven & Co.] New order #${order.id}`);
      expect((await filedMail(outbox, `order-${order.id}-processing`)).subject).toBe(`Your order #${order.id} at Woven & Co. has been received`);
    });

    it('changes the customer’s note and the addresses, and refuses bad input without changing anything', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const order = await placeOrder(api, (await makeProduct(api)).id, { paymentMethod: 'bacs' });
      const changed = await updateOrder(api, manager, { id: String(order.id), customerNote: '  Leave it at the door.  ', shipping: { city: 'Potsdam' }, billing: { postcode: '14467' } });
      expect(changed.errors).toBeUndefined();
      expect(changed.data.updateOrder.order).toMatchObject({ customerNote: 'Leave it at the door.', shipping: { city: 'Potsdam' }, billing: { city: 'Berlin', postcode: '14467' } });
      expect(changed.data.updateOrder.order.orderNotes.nodes).toEqual([]);

      const refusals = [
        [{ id: String(order.id), billing: { postcode: 'ABC' } }, 'Billing Postcode / ZIP is not a valid postcode / ZIP.'],
        [{ id: String(order.id), billing: { email: 'not an email' } }, 'Please enter a valid email address.'],
        [{ id: String(order.id), shipping: { city: 'x'.repeat(201) } }, expect.stringContaining('at most 200')],
        [{ id: String(order.id), customerNote: 'x'.repeat(2001) }, 'The order note may have at most 2,000 characters.'],
        [{ id: String(order.id), status: 'CHECKOUT_DRAFT' }, 'An order that is On hold cannot become Draft.'],
        [{ id: toGlobalId('order', 2_000_000_000) }, 'Invalid order ID.'],
        [{ id: 'not-an-id' }, '"not-an-id" is not a valid order ID.'],
        [{ status: 'PROCESSING' }, 'No order ID provided.'],
      ] as const;
      for (const [input, message] of refusals) expect(refusalOf(await updateOrder(api, manager, input)).message).toEqual(message);
      const germanRefusal = await updateOrder(api, { ...manager, 'accept-language': 'de-DE' }, { id: String(order.id), status: 'CHECKOUT_DRAFT' });
      expect(refusalOf(germanRefusal).message).toBe('Eine Bestellung mit dem Status Wartend kann nicht den Status Entwurf erhalten.');
      const unknownStatus = await updateOrder(api, manager, { id: String(order.id), status: 'SHIPPED' });
      expect(unknownStatus.errors?.[0]?.message).toContain('"SHIPPED"');

      const [row] = await queryRows<{ status: string; postcode: string; note: string }>(
        api.db,
        sql`select status, billing->>'postcode' as postcode, customer_note as note from orders where id = ${order.id}`,
      );
      expect(row).toEqual({ status: 'on-hold', postcode: '14467', note: 'Leave it at the door.' });
    });

    it('lists every customer’s orders by status, customer and search', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const email = `list-${randomBytes(4).toString('hex')}@example.com`;
      const product = (await makeProduct(api)).id;
      const onHold = await placeOrder(api, product, { paymentMethod: 'bacs', email });
      const processing = await placeOrder(api, product, { email });
      const list = async (where: Record<string, unknown>) => (await api.query(ordersQuery, { where }, manager)).data.orders.nodes;
      expect(await list({ search: email })).toEqual([
        { databaseId: processing.id, status: 'PROCESSING' },
        { databaseId: onHold.id, status: 'ON_HOLD' },
      ]);
      expect(await list({ search: email, statuses: ['ON_HOLD'] })).toEqual([{ databaseId: onHold.id, status: 'ON_HOLD' }]);
      expect(await list({ search: `#${processing.id}` })).toEqual([{ databaseId: processing.id, status: 'PROCESSING' }]);
      expect(await list({ search: email, customerId: 2_000_000_000 })).toEqual([]);
    });

    it('keeps order notes: the customer reads the notes meant for them, a manager every one; a note can be deleted', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const order = await placeOrder(api, (await makeProduct(api)).id);
      const add = (note: string, isCustomerNote: boolean) => api.query(createNoteMutation, { input: { orderId: toGlobalId('order', order.id), note, isCustomerNote } }, manager);
      const shared = await add('Your parcel left today.', true);
      expect(shared.data.createOrderNote).toMatchObject({ orderNote: { note: 'Your parcel left today.', isCustomerNote: true, dateCreated: expect.stringMatching(/\+00:00$/) }, order: { databaseId: order.id } });
      await add('Customer phoned about the colour.', false);
      // WooCommerce's "Customer note" mail tells the customer of the note meant for them, and of no other.
      const noteMail = await filedMail(outbox, `order-${order.id}-note`);
      expect(noteMail.subject).toBe(`A note was added to your order #${order.id} at Woven & Co.`);
      expect(plain(noteMail.text)).toContain(`The following note has been added to your order #${order.id}:\n\nYour parcel left today.\n`);
      expect(plain(noteMail.text)).not.toContain('phoned');
      expect((await orderByKey(api, order.key)).orderNotes.nodes).toEqual([{ note: 'Your parcel left today.', isCustomerNote: true }]);
      const all = (await api.query(orderQuery, { id: toGlobalId('order', order.id) }, manager)).data.order.orderNotes;
      expect(all.nodes.map((note: { note: string }) => note.note)).toEqual(['Customer phoned about the colour.', 'Your parcel left today.']);
      expect(all.edges.map((edge: { isCustomerNote: boolean }) => edge.isCustomerNote)).toEqual([false, true]);

      expect(refusalOf(await add('   ', false)).message).toBe('Order note content is required.');
      const noteId = shared.data.createOrderNote.orderNote.databaseId;
      expect(refusalOf(await api.query(deleteNoteMutation, { input: { orderId: String(order.id), id: String(noteId) } }, await signedInAs(api, 'customer'))).code).toBe('FORBIDDEN');
      expect((await api.query(deleteNoteMutation, { input: { orderId: String(order.id), id: String(noteId) } }, manager)).data.deleteOrderNote.orderNote).toEqual({ databaseId: noteId });
      expect((await orderByKey(api, order.key)).orderNotes.nodes).toEqual([]);
      expect(refusalOf(await api.query(deleteNoteMutation, { input: { orderId: String(order.id), id: String(noteId) } }, manager)).message).toBe('Invalid resource ID.');
    });

    it('deletes an order to the trash (its stock back, no reader finds it) and then for good', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const product = await makeProduct(api, { stock: 2 });
      const order = await placeOrder(api, product.id);
      const trashed = await api.query(deleteOrderMutation, { input: { id: String(order.id) } }, manager);
      expect(trashed.data.deleteOrder.order).toEqual({ databaseId: order.id, status: 'PROCESSING' });
      expect(await stockOf(api, product.id)).toBe(2);
      expect((await api.query(`query ($key: ID!) { order(id: $key, idType: ORDER_KEY) { status } }`, { key: order.key })).data.order).toBeNull();
      const byManager = await api.query(orderQuery, { id: toGlobalId('order', order.id) }, manager);
      expect([byManager.data.order, byManager.errors]).toEqual([null, undefined]);
      expect(refusalOf(await updateOrder(api, manager, { id: String(order.id), status: 'COMPLETED' })).message).toBe('Invalid order ID.');

      expect((await api.query(deleteOrderMutation, { input: { id: String(order.id), forceDelete: true } }, manager)).errors).toBeUndefined();
      expect(await queryRows(api.db, sql`select id from orders where id = ${order.id}`)).toEqual([]);
      expect(await stockOf(api, product.id)).toBe(2);
      expect(refusalOf(await api.query(deleteOrderMutation, { input: { id: String(order.id), forceDelete: true } }, manager)).message).toBe('Invalid order ID.');
    });

    it('shows the stock an order gave back on the next anonymous read of the product', async () => {
      const api = use();
      const manager = await signedInAs(api, 'shop_manager');
      const product = await makeProduct(api, { stock: 6 });
      const stockQuery = `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity } } }`;
      const read = async () => (await api.query(stockQuery, { id: String(product.id) })).data.product.stockQuantity;
      const order = await placeOrder(api, product.id, { quantity: 4 });
      expect(await read()).toBe(2);
      expect(await read()).toBe(2);
      await moveOrder(api, manager, order.id, 'CANCELLED');
      expect(await read()).toBe(6);
      expect(await hasMail(outbox, `order-${order.id}-cancelled`)).toBe(false);
    });
  },
  { writes: true, route: { orderMailer } },
);
