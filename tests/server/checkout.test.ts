// Checkout over HTTP: the happy path (order, lines, totals equal to the cart's, stock and sales,
// coupon usage, emptied cart, the mail), every validation failure writing nothing, stock that ran
// out, accounts, an all-virtual cart, repeated transaction ids, card payments through a fake
// provider (paid, declined, wrong amount), the payment gateways offered, and a virtual cart when
// the shop shows the billing address anyway.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CheckoutDocument } from '../../src/graphql/generated/graphql';
import { queryRows } from '../../server/db/rows';
import { passwordMatches } from '../../server/domain/checkout/password-hash';
import { describeBackends, type Backend } from './harness';
import { berlin, codCheckout, FakeCardPayments, KeptMail, makeCoupon, makeProduct, ordersPlaced, productState, Shopper } from './checkout-shoppers';

const cardPayments = new FakeCardPayments();
const mail = new KeptMail();

interface OrderRow {
  id: number;
  orderKey: string;
  status: string;
  sessionKey: string;
  customerId: number | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string | null;
  total: number;
  subtotal: number;
  discountTotal: number;
  totalTax: number;
  shippingTotal: number;
  shippingMethodId: string | null;
  stockReduced: boolean;
  paidAt: Date | null;
  billing: typeof berlin;
  shipping: typeof berlin;
  customerNote: string;
}

async function ordersOf(api: Backend, sessionKey: string): Promise<OrderRow[]> {
  return queryRows<OrderRow>(
    api.db,
    sql`select id, order_key as "orderKey", status, session_key as "sessionKey", customer_id as "customerId",
      payment_method as "paymentMethod", payment_method_title as "paymentMethodTitle", transaction_id as "transactionId",
      total, subtotal, discount_total as "discountTotal", total_tax as "totalTax", shipping_total as "shippingTotal",
      shipping_method_id as "shippingMethodId", stock_reduced as "stockReduced", paid_at as "paidAt", billing, shipping,
      customer_note as "customerNote"
    from orders where session_key = ${sessionKey} order by id`,
  );
}

const cents = (raw: string) => Math.round(Number(raw) * 100);

/**
 * Everything a refused checkout must leave as it was: the session's orders, the product's order
 * lines and stock, accounts and coupon uses by the input's username and email, and the cart.
 */
async function footprint(api: Backend, shopper: Shopper, productId: number, input: Record<string, unknown>) {
  const email = (input.billing as { email?: string | null } | undefined)?.email ?? '';
  const username = (input.account as { username?: string } | undefined)?.username ?? '';
  const [counts] = await queryRows<{ lines: number; customers: number; couponUses: number }>(
    api.db,
    sql`select (select count(*)::int from order_lines where product_id = ${productId}) as lines,
        (select count(*)::int from customers where lower(email) = lower(${email}) or lower(username) = lower(${username})) as customers,
        (select count(*)::int from coupon_uses where lower(email) = lower(${email})) as "couponUses"`,
  );
  return { orders: await ordersPlaced(api, shopper), ...counts, product: await productState(api, productId), cart: await shopper.cart() };
}

describeBackends(
  'checkout',
  (use) => {
    describe('placing an order', () => {
      it('turns the cart into an order with the cart’s totals, takes stock, counts the coupon, empties the cart and mails the buyer', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { price: 2500, stock: 10 });
        const coupon = await makeCoupon(api, { amount: 10, usageLimit: 100 });
        await shopper.add(product.id, 3);
        await shopper.applyCoupon(coupon);
        const cart = await shopper.cart();

        const answer = await shopper.checkout(codCheckout({ customerNote: 'Please ring twice.', metaData: [{ key: 'gift', value: 'yes' }] }));
        expect(answer.errors).toBeUndefined();
        expect(answer.data.checkout.result).toBe('success');
        expect(answer.data.checkout.customer.email).toBe(berlin.email);

        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(answer.data.checkout.redirect).toBe(`${new URL(api.url).origin}/checkout/order-received/${order!.id}?key=${order!.orderKey}`);
        expect(order!.orderKey).toMatch(/^wc_order_[A-Za-z0-9]{20}$/);
        expect(order).toMatchObject({ status: 'processing', paymentMethod: 'cod', paymentMethodTitle: 'Cash on delivery', stockReduced: true, paidAt: null });
        expect(order!.customerNote).toBe('Please ring twice.');
        expect(order!.total).toBe(cents(cart.total));
        expect(order!.subtotal).toBe(7500);
        expect(order!.discountTotal).toBe(750);
        expect(order!.shippingMethodId).not.toBeNull();
        expect(order!.billing).toMatchObject(berlin);

        const lines = await queryRows<{ name: string; quantity: number; subtotal: number; total: number; productId: number }>(
          api.db,
          sql`select name, quantity, subtotal, total, product_id as "productId" from order_lines where order_id = ${order!.id}`,
        );
        expect(lines).toEqual([{ name: product.name, quantity: 3, subtotal: 7500, total: 6750, productId: product.id }]);
        const [couponLine] = await queryRows<{ code: string; discount: number }>(api.db, sql`select code, discount from order_coupons where order_id = ${order!.id}`);
        expect(couponLine).toEqual({ code: coupon, discount: 750 });

        expect(await productState(api, product.id)).toEqual({ stock: 7, status: 'instock', sales: 3 });
        const [usage] = await queryRows<{ usageCount: number; uses: number }>(
          api.db,
          sql`select usage_count as "usageCount", (select count(*)::int from coupon_uses u where u.coupon_id = c.id) as uses from coupons c where code = ${coupon}`,
        );
        expect(usage).toEqual({ usageCount: 1, uses: 1 });

        const after = await shopper.cart();
        expect(after.isEmpty).toBe(true);
        expect(after.appliedCoupons ?? []).toEqual([]);

        const sent = mail.sent.find((message) => message.orderNumber === String(order!.id));
        // No locale in the order's meta data: the mail is English.
        expect(sent).toMatchObject({ locale: 'en_US', to: berlin.email, customerName: 'Ada Lovelace', status: 'processing', paymentMethodTitle: 'Cash on delivery' });
        expect(sent!.orderUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/checkout/order-received/${order!.id}\\?key=wc_order_`));
        // The mail shows amounts as the shop shows prices: with Germany's 19% VAT (€75.00 + €14.25, the coupon's €7.50 + €1.42: the tax on €75.00 less the tax on €67.50).
        expect(sent!.lines).toEqual([{ name: product.name, quantity: 3, total: 8925 }]);
        expect(sent).toMatchObject({ currency: 'EUR', pricesIncludeTax: true, subtotal: 8925, discountTotal: 892, total: order!.total });
      });

      it('sells a variation from its own stock and records its attributes', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const [variation] = await queryRows<{ id: number; productId: number; attributes: { name: string; value: string }[] }>(
          api.db,
          sql`select pv.id, pv.product_id as "productId", pv.attributes from product_variations pv join products p on p.id = pv.product_id
            where pv.status = 'publish' and p.status = 'publish' and pv.regular_price is not null
              and not exists (select 1 from jsonb_array_elements(pv.attributes) a where a->>'value' = '')
            order by pv.id limit 1`,
        );
        await api.db.execute(sql`update product_variations set manage_stock = true, stock_quantity = 4, stock_status = 'instock', backorders = 'no' where id = ${variation!.id}`);
        const salesBefore = (await productState(api, variation!.productId)).sales;
        const chosen = variation!.attributes.map((attribute) => ({ attributeName: attribute.name, attributeValue: attribute.value }));
        await shopper.add(variation!.productId, 4, { variationId: variation!.id, variation: chosen });
        const answer = await shopper.checkout(codCheckout());
        expect(answer.errors).toBeUndefined();
        const [order] = await ordersOf(api, await shopper.sessionKey());
        const [line] = await queryRows<{ variationId: number; variation: unknown; quantity: number }>(
          api.db,
          sql`select variation_id as "variationId", variation, quantity from order_lines where order_id = ${order!.id}`,
        );
        expect(line).toEqual({ variationId: variation!.id, variation: variation!.attributes, quantity: 4 });
        const [left] = await queryRows<{ stock: number; status: string }>(
          api.db,
          sql`select stock_quantity as stock, stock_status as status from product_variations where id = ${variation!.id}`,
        );
        expect(left).toEqual({ stock: 0, status: 'outofstock' });
        expect((await productState(api, variation!.productId)).sales).toBe(salesBefore + 4);
      });

      it('ships to a different address, priced for that address', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { price: 1000 });
        await shopper.add(product.id, 1);
        const paris = { firstName: 'Marie', lastName: 'Curie', address1: '1 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' };
        const answer = await shopper.checkout(codCheckout({ shipToDifferentAddress: true, shipping: paris }));
        expect(answer.errors).toBeUndefined();
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(order!.shipping).toMatchObject(paris);
        // FR: 20% tax on the line; €7.90 shipping to the rest of Europe.
        expect(order!.totalTax).toBe(200 + Math.round(790 * 0.2));
        expect(order!.shippingTotal).toBe(790);
      });

      it('takes a shipping method given with the order', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { price: 1000 });
        await shopper.add(product.id, 1);
        const { data } = await shopper.send(`{ cart { availableShippingMethods { rates { id cost } } } }`);
        const rates: { id: string; cost: string }[] = data.cart.availableShippingMethods[0].rates;
        const last = rates.at(-1)!;
        expect(rates.length).toBeGreaterThan(1);
        const answer = await shopper.checkout(codCheckout({ shippingMethod: [last.id] }));
        expect(answer.errors).toBeUndefined();
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(order!.shippingMethodId).toBe(last.id);
      });

      it('answers the storefront’s Checkout operation with the order', async () => {
        const api = use();
        const shopper = new Shopper(api);
        await shopper.add((await makeProduct(api)).id);
        const answer = await shopper.send(CheckoutDocument.toString(), { input: codCheckout() });
        expect(answer.errors).toBeUndefined();
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(answer.data.checkout).toEqual({
          result: 'success',
          redirect: `${new URL(api.url).origin}/checkout/order-received/${order!.id}?key=${order!.orderKey}`,
          order: { databaseId: order!.id, orderKey: order!.orderKey, orderNumber: String(order!.id), status: 'PROCESSING' },
        });
      });

      it('puts orders paid by bank transfer or cheque on hold', async () => {
        const api = use();
        for (const paymentMethod of ['bacs', 'cheque']) {
          const shopper = new Shopper(api);
          await shopper.add((await makeProduct(api)).id);
          expect((await shopper.checkout(codCheckout({ paymentMethod }))).errors).toBeUndefined();
          const [order] = await ordersOf(api, await shopper.sessionKey());
          expect(order!.status).toBe('on-hold');
        }
      });

      it('needs only a name and email for an all-virtual cart (hideBillingAddressForVirtualProducts)', async () => {
        const api = use();
        const shopper = new Shopper(api);
        await shopper.add((await makeProduct(api, { virtual: true })).id);
        const answer = await shopper.checkout({ paymentMethod: 'bacs', billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } });
        expect(answer.errors).toBeUndefined();
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(order!.shippingMethodId).toBeNull();
        expect(order!.shippingTotal).toBe(0);
      });
    });

    describe('refusals write nothing', () => {
      const refusals: [string, Record<string, unknown>, string, string][] = [
        ['no first name', codCheckout({ billing: { ...berlin, firstName: ' ' } }), 'billing.firstName', 'Billing First name is a required field.'],
        ['no last name', codCheckout({ billing: { ...berlin, lastName: '' } }), 'billing.lastName', 'Billing Last name is a required field.'],
        ['no street', codCheckout({ billing: { ...berlin, address1: '' } }), 'billing.address1', 'Billing Street address is a required field.'],
        ['no city', codCheckout({ billing: { ...berlin, city: '' } }), 'billing.city', 'Billing Town / City is a required field.'],
        ['no postcode', codCheckout({ billing: { ...berlin, postcode: '' } }), 'billing.postcode', 'Billing Postcode / ZIP is a required field.'],
        ['no email', codCheckout({ billing: { ...berlin, email: '' } }), 'billing.email', 'Billing Email address is a required field.'],
        ['a bad email', codCheckout({ billing: { ...berlin, email: 'ada@' } }), 'billing.email', 'Billing Email address is not a valid email address.'],
        ['a bad phone', codCheckout({ billing: { ...berlin, phone: 'call me' } }), 'billing.phone', 'Billing Phone is not a valid phone number.'],
        ['no state in the US', codCheckout({ billing: { ...berlin, country: 'US', state: '' } }), 'billing.state', 'Billing State / County is a required field.'],
        [
          'a state of another country',
          codCheckout({ billing: { ...berlin, country: 'US', state: 'SP' } }),
          'billing.state',
          'Billing State / County is not valid. Please choose one of the states of the chosen country.',
        ],
        [
          'a shipping address without a street',
          codCheckout({ shipToDifferentAddress: true, shipping: { ...berlin, address1: '' } }),
          'shipping.address1',
          'Shipping Street address is a required field.',
        ],
        ['no payment method', { billing: berlin }, 'paymentMethod', 'Please choose a payment method.'],
        ['an unknown payment method', codCheckout({ paymentMethod: 'paypal' }), 'paymentMethod', 'Invalid payment method. Please choose another payment method.'],
        [
          'a shipping method not offered',
          codCheckout({ shippingMethod: ['flat_rate:999'] }),
          'shippingMethod',
          'The chosen shipping method is not available for your address. Please choose another one.',
        ],
        [
          'a short account password',
          codCheckout({ account: { username: 'ada', password: 'short' } }),
          'account.password',
          'Please choose a stronger password: at least 8 characters, and not your username or email.',
        ],
        [
          'an account password that is the username',
          codCheckout({ account: { username: 'ada-lovelace', password: 'ADA-LOVELACE' } }),
          'account.password',
          'Please choose a stronger password: at least 8 characters, and not your username or email.',
        ],
        [
          'a short account password without a username',
          codCheckout({ account: { username: ' ', password: 'short' } }),
          'account.password',
          'Please choose a stronger password: at least 8 characters, and not your username or email.',
        ],
      ];

      it.each(refusals)('refuses %s, naming the field', async (_, input, field, message) => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 5 });
        await shopper.add(product.id, 2);
        const before = await footprint(api, shopper, product.id, input);
        const answer = await shopper.checkout(input);
        expect(answer.errors?.[0]?.message).toBe(message);
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
        expect(await footprint(api, shopper, product.id, input)).toEqual(before);
      });

      it('refuses an empty cart, and a visitor without a session', async () => {
        const api = use();
        const message = 'Your cart is empty. Please add products to your cart before placing an order.';
        expect((await new Shopper(api).checkout(codCheckout())).errors?.[0]?.message).toBe(message);
        const shopper = new Shopper(api);
        const product = await makeProduct(api);
        await shopper.add(product.id);
        await shopper.send(`mutation { emptyCart(input: {}) { cart { isEmpty } } }`);
        expect((await shopper.checkout(codCheckout())).errors?.[0]?.message).toBe(message);
        expect(await ordersPlaced(api, shopper)).toBe(0);
      });

      it('refuses items that sold out or ran short since they were put in the cart, naming them', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 5 });
        await shopper.add(product.id, 4);
        await api.db.execute(sql`update products set stock_quantity = 2 where id = ${product.id}`);
        let before = await footprint(api, shopper, product.id, codCheckout());
        let answer = await shopper.checkout(codCheckout());
        expect(answer.errors?.[0]?.message).toBe(`Only 2 of "${product.name}" are left. Please change your cart and try again.`);
        expect(await footprint(api, shopper, product.id, codCheckout())).toEqual(before);

        await api.db.execute(sql`update products set stock_quantity = 1 where id = ${product.id}`);
        answer = await shopper.checkout(codCheckout());
        expect(answer.errors?.[0]?.message).toBe(`Only 1 of "${product.name}" is left. Please change your cart and try again.`);

        await api.db.execute(sql`update products set stock_quantity = 0, stock_status = 'outofstock' where id = ${product.id}`);
        before = await footprint(api, shopper, product.id, codCheckout());
        answer = await shopper.checkout(codCheckout());
        expect(answer.errors?.[0]?.message).toBe(`"${product.name}" is out of stock.`);
        expect(await footprint(api, shopper, product.id, codCheckout())).toEqual(before);
      });

      it('sells below zero when the shop takes backorders, and marks the stock as on backorder', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 1, backorders: 'yes' });
        await shopper.add(product.id, 3);
        expect((await shopper.checkout(codCheckout())).errors).toBeUndefined();
        expect(await productState(api, product.id)).toEqual({ stock: -2, status: 'onbackorder', sales: 3 });
      });

      it('refuses a coupon used up since it was applied, and takes it off the cart', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api);
        const coupon = await makeCoupon(api, { usageLimit: 1 });
        await shopper.add(product.id);
        await shopper.applyCoupon(coupon);
        await api.db.execute(sql`update coupons set usage_count = 1 where code = ${coupon}`);
        const answer = await shopper.checkout(codCheckout());
        expect(answer.errors?.[0]?.message).toBe(
          `Coupon "${coupon}" cannot be used: Coupon usage limit has been reached. It has been removed from your cart; please check your order total and place your order again.`,
        );
        expect(await ordersPlaced(api, shopper)).toBe(0);
        expect((await shopper.cart()).appliedCoupons ?? []).toEqual([]);
        expect((await shopper.checkout(codCheckout())).errors).toBeUndefined();
      });

      it('holds a coupon’s per-customer limit by billing email', async () => {
        const api = use();
        const coupon = await makeCoupon(api, { usageLimitPerUser: 1 });
        const email = `once-${coupon}@example.com`;
        for (const expected of ['placed', 'refused']) {
          const shopper = new Shopper(api);
          await shopper.add((await makeProduct(api)).id);
          await shopper.applyCoupon(coupon);
          const answer = await shopper.checkout(codCheckout({ billing: { ...berlin, email } }));
          if (expected === 'placed') expect(answer.errors).toBeUndefined();
          else {
            expect(answer.errors?.[0]?.message).toContain('You have already used this coupon as often as it allows.');
            expect((await shopper.cart()).appliedCoupons ?? []).toEqual([]);
          }
        }
      });
    });

    describe('accounts', () => {
      it('makes the username from the email when none is given, as registering does', async () => {
        const api = use();
        const local = `grace${Date.now()}`;
        const email = `${local}@example.com`;
        for (const expected of [local, `${local}2`]) {
          const shopper = new Shopper(api);
          await shopper.add((await makeProduct(api)).id);
          const billing = { ...berlin, email: expected === local ? email : `${local}@example.org` };
          const answer = await shopper.checkout(codCheckout({ billing, account: { username: '', password: 'correct horse battery' } }));
          expect(answer.errors).toBeUndefined();
          const [customer] = await queryRows<{ id: number; username: string }>(api.db, sql`select id, username from customers where email = ${billing.email}`);
          expect(customer!.username).toBe(expected);
          const [order] = await ordersOf(api, await shopper.sessionKey());
          expect(order!.customerId).toBe(customer!.id);
        }
      });

      it('creates the customer with a scrypt hash and links the order; a taken username or email is refused', async () => {
        const api = use();
        const username = `ada-${Date.now()}`;
        const email = `${username}@example.com`;
        const shopper = new Shopper(api);
        await shopper.add((await makeProduct(api)).id);
        const answer = await shopper.checkout(codCheckout({ billing: { ...berlin, email }, account: { username, password: 'correct horse battery' } }));
        expect(answer.errors).toBeUndefined();
        const [customer] = await queryRows<{ id: number; passwordHash: string; firstName: string }>(
          api.db,
          sql`select id, password_hash as "passwordHash", first_name as "firstName" from customers where username = ${username}`,
        );
        expect(customer!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
        expect(await passwordMatches('correct horse battery', customer!.passwordHash)).toBe(true);
        expect(await passwordMatches('wrong horse battery', customer!.passwordHash)).toBe(false);
        expect(customer!.firstName).toBe('Ada');
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(order!.customerId).toBe(customer!.id);

        for (const [input, field, message] of [
          [{ billing: { ...berlin, email: `other-${email}` }, account: { username: username.toUpperCase(), password: 'long enough' } }, 'account.username', 'An account is already registered with that username. Please choose another.'],
          [{ billing: { ...berlin, email: email.toUpperCase() }, account: { username: `other-${username}`, password: 'long enough' } }, 'billing.email', 'An account is already registered with your email address. Please log in or use another email address.'],
        ] as const) {
          const other = new Shopper(api);
          const product = await makeProduct(api, { stock: 3 });
          await other.add(product.id);
          const before = await footprint(api, other, product.id, input);
          const refused = await other.checkout(codCheckout(input));
          expect(refused.errors?.[0]).toMatchObject({ message, extensions: { field } });
          expect(await footprint(api, other, product.id, input)).toEqual(before);
        }
      });
    });

    describe('transaction ids', () => {
      it('answers a repeated transaction id with the first order, and refuses it from another session without naming the order', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 10 });
        await shopper.add(product.id, 2);
        const transactionId = `retry-${Date.now()}`;
        const first = await shopper.checkout(codCheckout({ transactionId }));
        expect(first.errors).toBeUndefined();
        // The answer was lost; the storefront sends the same order again (with a new cart, even).
        await shopper.add(product.id, 1);
        const again = await shopper.checkout(codCheckout({ transactionId }));
        expect(again.errors).toBeUndefined();
        expect(again.data.checkout.redirect).toBe(first.data.checkout.redirect);
        expect(await ordersOf(api, await shopper.sessionKey())).toHaveLength(1);
        expect((await productState(api, product.id)).stock).toBe(8);

        const stranger = new Shopper(api);
        await stranger.add(product.id, 1);
        const refused = await stranger.checkout(codCheckout({ transactionId }));
        expect(refused.errors?.[0]?.message).toBe('This payment has already been used. Please try another payment method.');
        expect(JSON.stringify(refused)).not.toContain('order-received');
        expect(await ordersOf(api, await stranger.sessionKey())).toHaveLength(0);
      });

      it('places one order when the same transaction id arrives many times at once', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 10 });
        await shopper.add(product.id, 1);
        const transactionId = `burst-${Date.now()}`;
        const answers = await Promise.all(Array.from({ length: 10 }, () => shopper.checkout(codCheckout({ transactionId }))));
        expect(answers.filter((answer) => answer.errors)).toEqual([]);
        expect(new Set(answers.map((answer) => answer.data.checkout.redirect)).size).toBe(1);
        expect(await ordersOf(api, await shopper.sessionKey())).toHaveLength(1);
        expect((await productState(api, product.id)).stock).toBe(9);
      });
    });

    describe('card payments', () => {
      it('marks an order paid when the provider confirms the intent for its total', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { price: 4200, stock: 3 });
        await shopper.add(product.id, 1);
        const total = cents((await shopper.cart()).total);
        const intentId = `pi_paid_${Date.now()}`;
        cardPayments.paid.set(intentId, { amountCents: total, currency: 'eur' });
        const answer = await shopper.checkout(codCheckout({ paymentMethod: 'stripe', transactionId: intentId, isPaid: true }));
        expect(answer.errors).toBeUndefined();
        expect(cardPayments.checks.find((check) => check.intentId === intentId)).toEqual({ intentId, amountCents: total, currency: 'eur', sessionKey: await shopper.sessionKey() });
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(order).toMatchObject({ status: 'processing', paymentMethod: 'stripe', transactionId: intentId, total, stockReduced: true });
        expect(order!.paidAt).not.toBeNull();
        expect((await productState(api, product.id)).stock).toBe(2);
      });

      it('records a declined payment as a failed order that took no stock, keeps the cart and says why', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 3 });
        await shopper.add(product.id, 2);
        const answer = await shopper.checkout(codCheckout({ paymentMethod: 'stripe', transactionId: `pi_declined_${Date.now()}`, isPaid: true }));
        expect(answer.errors?.[0]?.message).toBe('Payment failed. Please try another payment method. Your card was declined.');
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_FAILED', reason: 'Your card was declined.' });
        const [order] = await ordersOf(api, await shopper.sessionKey());
        expect(order).toMatchObject({ status: 'failed', stockReduced: false, transactionId: null, paidAt: null });
        expect(await productState(api, product.id)).toEqual({ stock: 3, status: 'instock', sales: 0 });
        expect((await shopper.cart()).contents.itemCount).toBe(2);
        // The shop hears of it ("Failed order"); the shopper, told at once, gets no mail.
        expect(mail.toShop.filter((sent) => sent.orderNumber === String(order!.id)).map((sent) => [sent.kind, sent.status])).toEqual([['failed', 'failed']]);
        expect(mail.sent.filter((sent) => sent.orderNumber === String(order!.id))).toEqual([]);
      });

      it('refuses an intent paid for another amount', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 3 });
        await shopper.add(product.id, 1);
        const intentId = `pi_short_${Date.now()}`;
        cardPayments.paid.set(intentId, { amountCents: 100, currency: 'eur' });
        const answer = await shopper.checkout(codCheckout({ paymentMethod: 'stripe', transactionId: intentId }));
        expect(answer.errors?.[0]?.message).toBe('Payment failed. Please try another payment method. The payment does not match the order total.');
        expect((await productState(api, product.id)).stock).toBe(3);
        expect((await ordersOf(api, await shopper.sessionKey())).map((order) => order.status)).toEqual(['failed']);
      });

      it('keeps nothing when the provider cannot be reached, so the shopper can try again', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const product = await makeProduct(api, { stock: 3 });
        await shopper.add(product.id, 1);
        const input = codCheckout({ paymentMethod: 'stripe', transactionId: `pi_unreachable_${Date.now()}` });
        const before = await footprint(api, shopper, product.id, input);
        const answer = await shopper.checkout(input);
        expect(answer.errors?.[0]).toMatchObject({
          message: 'Card payments are not available right now. Please try again later.',
          extensions: { code: 'BAD_USER_INPUT', field: 'paymentMethod' },
        });
        expect(await footprint(api, shopper, product.id, input)).toEqual(before);
      });

      it('refuses a card order without a payment', async () => {
        const api = use();
        const shopper = new Shopper(api);
        await shopper.add((await makeProduct(api)).id);
        const answer = await shopper.checkout(codCheckout({ paymentMethod: 'stripe', isPaid: true }));
        expect(answer.errors?.[0]?.message).toBe('Payment failed. Please try another payment method. No card payment was made.');
        expect(await ordersOf(api, await shopper.sessionKey())).toHaveLength(0);
      });
    });

    describe('payment gateways', () => {
      it('lists the card gateway and the offline ones, pages them, and describes each', async () => {
        const api = use();
        // A cart with something to deliver: cash on delivery is offered too.
        const shopper = new Shopper(api);
        await shopper.add((await makeProduct(api)).id);
        const { data, errors } = await shopper.send(`{ paymentGateways(first: 100) { nodes { id title description } } }`);
        expect(errors).toBeUndefined();
        expect(data.paymentGateways.nodes.map((gateway: { id: string }) => gateway.id)).toEqual(['stripe', 'bacs', 'cheque', 'cod']);
        expect(data.paymentGateways.nodes.every((gateway: { title: string; description: string }) => gateway.title && gateway.description)).toBe(true);
        const page = await shopper.send(`{ paymentGateways(first: 2, after: "YXJyYXljb25uZWN0aW9uOjE=") { nodes { id } pageInfo { hasNextPage hasPreviousPage } } }`);
        expect(page.data.paymentGateways).toEqual({ nodes: [{ id: 'bacs' }, { id: 'cheque' }], pageInfo: { hasNextPage: true, hasPreviousPage: true } });
      });
    });
  },
  { writes: true, route: { cardPayments, orderMailer: mail, hideBillingAddressForVirtualProducts: true } },
);

describeBackends(
  'checkout of a virtual cart with the billing address shown',
  (use) => {
    it('asks for the whole billing address, and ships nothing', async () => {
      const api = use();
      const shopper = new Shopper(api);
      await shopper.add((await makeProduct(api, { virtual: true })).id);
      const nameOnly = await shopper.checkout({ paymentMethod: 'bacs', billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } });
      expect(nameOnly.errors?.[0]).toMatchObject({ message: 'Billing Street address is a required field.', extensions: { field: 'billing.address1' } });
      expect((await shopper.checkout(codCheckout({ paymentMethod: 'bacs' }))).errors).toBeUndefined();
      const [order] = await ordersOf(api, await shopper.sessionKey());
      expect(order).toMatchObject({ shippingMethodId: null, shippingTotal: 0 });
    });
  },
  { writes: true },
);
