// The signed-in customer's cart (issue 14): signing in merges the visitor's guest cart into the
// customer's saved cart (every line kept, the same item's quantities added and capped by stock as
// adding to the cart caps them, coupons kept while they apply, the guest session gone); from then on
// every device the customer signs in on answers the same cart, and a guest holding only its session
// token does not. Sign-ins at once neither lose nor double a line.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { customers } from '../../server/db/schema/customers';
import { emptyAddress } from '../../server/domain/session/request-session';
import { makeCustomer } from './accounts-support';
import { makeCoupon, makeProduct } from './checkout-shoppers';
import { Device, idOfSlug, sessionKeyOf } from './customer-devices';
import { describeBackends, type Backend } from './harness';

async function sessionRows(api: Backend, key: string): Promise<{ sessions: number; lines: number; coupons: number }> {
  const [row] = await queryRows<{ sessions: number; lines: number; coupons: number }>(
    api.db,
    sql`select (select count(*)::int from sessions where key = ${key}) as sessions,
        (select count(*)::int from cart_items where session_key = ${key}) as lines,
        (select count(*)::int from cart_coupons where session_key = ${key}) as coupons`,
  );
  return row!;
}

describeBackends(
  'the signed-in customer’s cart',
  (use) => {
    it('merges the guest cart into the saved cart: every line kept, the same item added together, the guest session gone', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const [tee, mug, poster] = [await makeProduct(api), await makeProduct(api), await makeProduct(api)];
      const hoodie = await idOfSlug(api, 'classic-pullover-hoodie');
      const navy = [
        { attributeName: 'pa_color', attributeValue: 'navy' },
        { attributeName: 'pa_size', attributeValue: 'm' },
      ];
      const laptop = new Device(api);
      await laptop.signIn(customer);
      await laptop.add(tee.id, 2);
      await laptop.add(mug.id);
      const savedKey = sessionKeyOf(laptop.sessionToken!);

      const phone = new Device(api);
      await phone.add(tee.id);
      await phone.add(poster.id, 3);
      await phone.add(hoodie, 1, { variation: navy });
      await phone.add(tee.id, 1, { extraData: JSON.stringify({ engraving: 'A' }) });
      const guestKey = sessionKeyOf(phone.sessionToken!);
      expect(await sessionRows(api, guestKey)).toMatchObject({ sessions: 1, lines: 4 });

      const answer = await phone.signIn(customer);
      expect(sessionKeyOf(answer.data.login.sessionToken)).toBe(savedKey);
      expect(answer.headers.get('woocommerce-session')).toBe(answer.data.login.sessionToken);
      expect(answer.data.login.customer.sessionToken).toBe(answer.data.login.sessionToken);
      expect(answer.data.login.user.wooSessionToken).toBe(answer.data.login.sessionToken);

      const merged = await phone.cart();
      expect(merged.customerId).toBe(customer.id);
      expect(merged.lines.map((line) => [line.product.node.databaseId, line.quantity])).toEqual([
        [tee.id, 3],
        [mug.id, 1],
        [poster.id, 3],
        [hoodie, 1],
        [tee.id, 1],
      ]);
      expect((await laptop.cart()).lines).toEqual(merged.lines);
      expect(await sessionRows(api, guestKey)).toEqual({ sessions: 0, lines: 0, coupons: 0 });
    });

    it('caps merged quantities by stock as adding to the cart does; backorders are not capped', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const limited = await makeProduct(api, { stock: 5 });
      const scarce = await makeProduct(api, { stock: 3 });
      const soldOut = await makeProduct(api, { stock: 2 });
      const backordered = await makeProduct(api, { stock: 1, backorders: 'yes' });
      const laptop = new Device(api);
      await laptop.signIn(customer);
      await laptop.add(limited.id, 3);
      await laptop.add(backordered.id, 2);

      const phone = new Device(api);
      await phone.add(limited.id, 4);
      await phone.add(scarce.id, 3);
      await phone.add(soldOut.id, 2);
      await phone.add(backordered.id, 2);
      // While the guest was away, others bought: one scarce unit is left, none of the sold-out one.
      await api.db.execute(sql`update products set stock_quantity = 1 where id = ${scarce.id}`);
      await api.db.execute(sql`update products set stock_quantity = 0, stock_status = 'outofstock' where id = ${soldOut.id}`);

      await phone.signIn(customer);
      expect(await phone.quantities()).toEqual({ [limited.id]: 5, [scarce.id]: 1, [backordered.id]: 4 });
      // Adding to the merged cart meets the same cap.
      const more = await phone.send(`mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }`, { id: limited.id });
      expect(more.errors?.[0]?.message).toBe('You cannot add that amount to the cart — we have 5 in stock and you already have 5 in your cart.');
    });

    it('keeps the guest’s coupons that still apply to the merged cart and drops those that do not', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const [tee, mug] = [await makeProduct(api), await makeProduct(api)];
      const saved = await makeCoupon(api, { amount: 5 });
      const kept = await makeCoupon(api, { amount: 10 });
      const onceEach = await makeCoupon(api, { amount: 15, usageLimitPerUser: 1 });
      // The customer used it before: as a guest (no email yet) the visitor could apply it, as the customer not.
      await api.db.execute(sql`insert into coupon_uses (coupon_id, email) select id, ${customer.email} from coupons where code = ${onceEach}`);
      const laptop = new Device(api);
      await laptop.signIn(customer);
      await laptop.add(tee.id);
      await laptop.applyCoupon(saved);

      const phone = new Device(api);
      await phone.add(mug.id);
      await phone.applyCoupon(kept);
      await phone.applyCoupon(onceEach);
      await phone.signIn(customer);
      const merged = await phone.cart();
      expect(merged.coupons).toEqual([saved, kept]);
      expect(merged.lines).toHaveLength(2);
    });

    it('answers the same cart on every device the customer signs in on, and not to a guest holding its token', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const [tee, mug] = [await makeProduct(api), await makeProduct(api)];
      const laptop = new Device(api);
      const phone = new Device(api);
      await laptop.signIn(customer);
      await phone.signIn(customer);
      expect(sessionKeyOf(phone.sessionToken!)).toBe(sessionKeyOf(laptop.sessionToken!));
      await laptop.add(tee.id, 2);
      expect(await phone.quantities()).toEqual({ [tee.id]: 2 });
      await phone.add(mug.id);
      expect(await laptop.quantities()).toEqual({ [tee.id]: 2, [mug.id]: 1 });
      const { sessionToken } = await laptop.cart();
      expect(sessionKeyOf(sessionToken!)).toBe(sessionKeyOf(laptop.sessionToken!));

      // The session token alone is not the customer: without the auth token it opens a guest cart.
      const stranger = new Device(api);
      stranger.sessionToken = laptop.sessionToken;
      expect(await stranger.cart()).toMatchObject({ lines: [], customerId: 0 });
      await stranger.add(mug.id, 5);
      expect(sessionKeyOf(stranger.sessionToken!)).not.toBe(sessionKeyOf(laptop.sessionToken!));
      expect(await laptop.quantities()).toEqual({ [tee.id]: 2, [mug.id]: 1 });

      // Signing out leaves the cart with the customer; signing in again brings it back.
      laptop.signOut();
      expect((await laptop.cart()).lines).toEqual([]);
      await laptop.signIn(customer);
      expect(await laptop.quantities()).toEqual({ [tee.id]: 2, [mug.id]: 1 });
    });

    it('starts a customer’s saved cart with the addresses saved on their account', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const billing = { ...emptyAddress('DE'), firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', postcode: '10117', email: customer.email };
      const shipping = { ...emptyAddress('FR'), firstName: 'Ada', lastName: 'Lovelace', address1: '1 Rue de Rivoli', city: 'Paris', postcode: '75001' };
      await api.db.update(customers).set({ billing, shipping }).where(eq(customers.id, customer.id));
      const device = new Device(api);
      await device.add((await makeProduct(api)).id);
      // The guest's own choice stays with the guest session, which the sign-in deletes.
      await api.db.execute(sql`update sessions set shipping = ${JSON.stringify({ ...emptyAddress('IT'), city: 'Roma' })}::jsonb where key = ${sessionKeyOf(device.sessionToken!)}`);
      await device.signIn(customer);
      const { data } = await device.send(`{ customer { billing { address1 city email } shipping { address1 city country } } }`);
      expect(data.customer).toEqual({
        billing: { address1: 'Unter den Linden 1', city: 'Berlin', email: customer.email },
        shipping: { address1: '1 Rue de Rivoli', city: 'Paris', country: 'FR' },
      });
    });

    it('merges two guest carts signing in at once, and one guest cart signing in twice only once', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const [tee, mug, poster] = [await makeProduct(api), await makeProduct(api), await makeProduct(api)];
      const phone = new Device(api);
      const tablet = new Device(api);
      await phone.add(tee.id);
      await tablet.add(mug.id, 2);
      await Promise.all([phone.signIn(customer), tablet.signIn(customer)]);
      expect(await phone.quantities()).toEqual({ [tee.id]: 1, [mug.id]: 2 });
      expect(sessionKeyOf(tablet.sessionToken!)).toBe(sessionKeyOf(phone.sessionToken!));

      const other = await makeCustomer(api);
      const guest = new Device(api);
      await guest.add(poster.id, 2);
      const twin = new Device(api);
      twin.sessionToken = guest.sessionToken;
      await Promise.all([guest.signIn(other), twin.signIn(other)]);
      expect(await guest.quantities()).toEqual({ [poster.id]: 2 });
      expect(await twin.quantities()).toEqual({ [poster.id]: 2 });
    });
  },
  { writes: true },
);
