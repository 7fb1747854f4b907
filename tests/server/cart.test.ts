// The session-backed cart over HTTP with the storefront's own documents: sessions (new, reused,
// renewed, expired, tampered, foreign), every cart mutation's happy path and the bad inputs a
// shopper can produce, coupons, shipping and tax by address, and 50 concurrent adds to one cart
// for a product with 3 in stock.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  ApplyCouponDocument,
  ChangeShippingCountyDocument,
  ChangeShippingMethodDocument,
  EmptyCartDocument,
  GetCartDocument,
  GetStatesDocument,
  RemoveCouponsDocument,
  UpDateCartQuantityDocument,
  type CartFragment,
} from '../../src/graphql/generated/graphql';
import { queryRows } from '../../server/db/rows';
import { sessionSecretOf } from '../../server/domain/session/session-secret';
import { issueSessionToken } from '../../server/domain/session/session-token';
import { defaultSessionSettings } from '../../server/graphql/context';
import { describeBackends, type Backend, type GraphQLResponse } from './harness';

const day = 24 * 60 * 60;

async function idOf(api: Backend, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(api.db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

/** A shopper: keeps the session token the store hands out, as the storefront's client does. */
class Shopper {
  token: string | null = null;
  constructor(private readonly api: Backend) {}

  async send<Data = any>(document: { toString(): string }, variables?: Record<string, unknown>): Promise<GraphQLResponse<Data>> {
    const answer = await this.api.query<Data>(document.toString(), variables, this.token ? { 'woocommerce-session': `Session ${this.token}` } : {});
    const issued = answer.headers.get('woocommerce-session');
    if (issued) this.token = issued;
    return answer;
  }

  async cart(): Promise<CartFragment> {
    const { data, errors } = await this.send(GetCartDocument);
    expect(errors).toBeUndefined();
    return data.cart;
  }

  async add(productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
    return this.send(AddToCartDocument, { input: { productId, quantity, ...extra } });
  }
}

const firstError = (answer: GraphQLResponse) => answer.errors?.[0]?.message;
const lines = (cart: CartFragment) => cart.contents!.nodes.map((node) => ({ name: node.product!.node.name, quantity: node.quantity }));

describeBackends(
  'cart',
  (use) => {
    describe('sessions', () => {
      it('a visitor without a session reads an empty cart and gets no session for it', async () => {
        const shopper = new Shopper(use());
        const cart = await shopper.cart();
        expect(cart.isEmpty).toBe(true);
        expect(cart.contents!.itemCount).toBe(0);
        expect(shopper.token).toBeNull();
      });

      it('the first change creates a session, answered in the woocommerce-session header, and later calls reuse it', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const added = await shopper.add(await idOf(api, 'mountain-line-graphic-tee'), 2);
        expect(added.errors).toBeUndefined();
        expect(shopper.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
        const token = shopper.token;
        const cart = await shopper.cart();
        expect(lines(cart)).toEqual([{ name: 'Mountain Line Graphic Tee', quantity: 2 }]);
        // A fresh token is not renewed at once.
        expect(shopper.token).toBe(token);
        // Another visitor does not see it.
        expect((await new Shopper(api).cart()).isEmpty).toBe(true);
      });

      it('a storefront on another origin may read the session header', async () => {
        const api = use();
        const answer = await api.query(AddToCartDocument.toString(), { input: { productId: await idOf(api, 'mountain-line-graphic-tee'), quantity: 1 } }, {
          origin: 'https://shop.example',
        });
        expect(answer.headers.get('access-control-allow-origin')).toBe('https://shop.example');
        expect(answer.headers.get('access-control-expose-headers')).toBe('woocommerce-session');
        expect(answer.headers.get('woocommerce-session')).toBeTruthy();
      });

      it('a token an hour old is renewed, and the session ends later than before', async () => {
        const api = use();
        const shopper = new Shopper(api);
        await shopper.add(await idOf(api, 'mountain-line-graphic-tee'));
        const [key] = await queryRows<{ key: string; expiresAt: string }>(api.db, sql`select key from sessions order by created_at desc limit 1`);
        const secret = await sessionSecretOf(api.db);
        const keys = { secret, issuer: defaultSessionSettings.issuer };
        await api.db.execute(sql`update sessions set expires_at = now() + interval '1 day' where key = ${key!.key}`);
        shopper.token = issueSessionToken(key!.key, keys, Date.now() - 2 * 60 * 60 * 1000, 30 * day);
        const old = shopper.token;
        expect((await shopper.cart()).contents!.itemCount).toBe(1);
        expect(shopper.token).not.toBe(old);
        const [row] = await queryRows<{ days: number }>(
          api.db,
          sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where key = ${key!.key}`,
        );
        expect(Number(row!.days)).toBeGreaterThan(29);
      });

      it('expired, tampered and malformed tokens answer "Invalid session token"; another shop\'s answers the issuer message', async () => {
        const api = use();
        const secret = await sessionSecretOf(api.db);
        const keys = { secret, issuer: defaultSessionSettings.issuer };
        const expired = issueSessionToken('someone', keys, Date.now() - 31 * day * 1000, 30 * day);
        const valid = issueSessionToken('someone', keys, Date.now(), 30 * day);
        const tampered = `${valid.slice(0, -3)}${valid.endsWith('AAA') ? 'BBB' : 'AAA'}`;
        const foreign = issueSessionToken('someone', { ...keys, issuer: 'https://another-shop.example' }, Date.now(), 30 * day);
        for (const [token, message] of [
          [expired, 'Invalid session token'],
          [tampered, 'Invalid session token'],
          ['not-a-token', 'Invalid session token'],
          [foreign, 'The iss do not match with this server'],
        ]) {
          const shopper = new Shopper(api);
          shopper.token = token!;
          expect(firstError(await shopper.send(GetCartDocument))).toBe(message);
          expect(firstError(await shopper.add(await idOf(api, 'mountain-line-graphic-tee')))).toBe(message);
        }
      });
    });

    describe('adding', () => {
      it('adds a variable product by its chosen attributes and merges a repeated add into one line', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const hoodie = await idOf(api, 'classic-pullover-hoodie');
        const variation = [
          { attributeName: 'pa_color', attributeValue: 'navy' },
          { attributeName: 'pa_size', attributeValue: 'm' },
        ];
        expect((await shopper.add(hoodie, 1, { variation })).errors).toBeUndefined();
        const again = await shopper.add(hoodie, 2, { variation });
        expect(again.errors).toBeUndefined();
        const [line] = again.data.addToCart.cart.contents.nodes;
        expect(again.data.addToCart.cart.contents.nodes).toHaveLength(1);
        expect(line.quantity).toBe(3);
        expect(line.variation.attributes).toEqual(
          expect.arrayContaining([
            { name: 'pa_color', value: 'navy' },
            { name: 'pa_size', value: 'm' },
          ]),
        );
      });

      it('refuses what a shopper can get wrong, each with its own message, and changes nothing', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const tee = await idOf(api, 'mountain-line-graphic-tee');
        await shopper.add(tee);
        const hoodie = await idOf(api, 'classic-pullover-hoodie');
        const [[external], [soldOut]] = await Promise.all([
          queryRows<{ id: number }>(api.db, sql`select id from products where type = 'external' limit 1`),
          queryRows<{ id: number }>(api.db, sql`select id from products where slug = 'sherpa-lined-hoodie'`),
        ]);
        const [otherVariation] = await queryRows<{ id: number }>(
          api.db,
          sql`select id from product_variations where product_id <> ${hoodie} limit 1`,
        );
        const cases: [string, Promise<GraphQLResponse>][] = [
          ['The quantity must be a whole number from 1 to 9,999.', shopper.add(tee, 0)],
          ['The quantity must be a whole number from 1 to 9,999.', shopper.add(tee, -2)],
          ['No product found matching the ID provided.', shopper.add(99_999_999)],
          ['Please choose product options…', shopper.add(hoodie, 1)],
          ['Please choose product options…', shopper.add(hoodie, 1, { variation: [{ attributeName: 'pa_color', attributeValue: 'navy' }] })],
          ['The chosen product variation does not exist.', shopper.add(hoodie, 1, { variationId: otherVariation!.id })],
          ['Sorry, this product cannot be purchased.', shopper.add(external!.id)],
          ['You cannot add "Sherpa-Lined Hoodie" to the cart because the product is out of stock.', shopper.add(soldOut!.id)],
          ['You cannot add that amount to the cart — we have 23 in stock and you already have 1 in your cart.', shopper.add(tee, 23)],
          ['The extra data must be a JSON object.', shopper.add(tee, 1, { extraData: '[1,2' })],
        ];
        for (const [message, answer] of cases) {
          const { errors, status } = await answer;
          expect(status).toBe(200);
          expect(errors?.[0]?.message).toBe(message);
          expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        }
        expect(lines(await shopper.cart())).toEqual([{ name: 'Mountain Line Graphic Tee', quantity: 1 }]);
      });

      it('50 concurrent adds of one unit to one cart, for a product with 3 in stock, leave exactly 3 and 47 clear refusals', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const limited = await idOf(api, 'organic-v-neck-tee');
        await api.db.execute(sql`update products set manage_stock = true, stock_quantity = 3, stock_status = 'instock', backorders = 'no' where id = ${limited}`);
        // The session exists first, so all 50 carry the same token.
        await shopper.add(await idOf(api, 'mountain-line-graphic-tee'));
        const answers = await Promise.all(Array.from({ length: 50 }, () => shopper.add(limited, 1)));
        const refused = answers.filter((answer) => answer.errors);
        expect(answers.length - refused.length).toBe(3);
        expect(refused).toHaveLength(47);
        for (const answer of refused) {
          expect(firstError(answer)).toBe('You cannot add that amount to the cart — we have 3 in stock and you already have 3 in your cart.');
        }
        const cart = await shopper.cart();
        expect(cart.contents!.nodes.find((node) => node.product!.node.databaseId === limited)?.quantity).toBe(3);
      });
    });

    describe('quantities and emptying', () => {
      it('changes a quantity, removes a line at 0, refuses more than the stock and unknown lines, and empties the cart', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const tee = await idOf(api, 'mountain-line-graphic-tee');
        const kids = await idOf(api, 'kids-fleece-hoodie');
        await shopper.add(tee);
        const added = await shopper.add(kids);
        const [teeLine, kidsLine] = added.data.addToCart.cart.contents.nodes;
        const changed = await shopper.send(UpDateCartQuantityDocument, { key: teeLine.key, quantity: 4 });
        expect(changed.errors).toBeUndefined();
        expect(changed.data.updateItemQuantities.cart.contents.itemCount).toBe(5);
        // 4 × €24.00 and the kids' hoodie at €29.00.
        expect(changed.data.updateItemQuantities.cart.subtotal).toBe('125.00');

        expect(firstError(await shopper.send(UpDateCartQuantityDocument, { key: teeLine.key, quantity: 24 }))).toBe(
          'Sorry, we do not have enough "Mountain Line Graphic Tee" in stock to fulfill your order (23 available). We apologize for any inconvenience caused.',
        );
        expect(firstError(await shopper.send(UpDateCartQuantityDocument, { key: 'no-such-line', quantity: 1 }))).toBe(
          'No cart item found with the key "no-such-line".',
        );
        expect(firstError(await shopper.send(UpDateCartQuantityDocument, { key: teeLine.key, quantity: -1 }))).toBe(
          'The quantity must be a whole number from 0 to 9,999.',
        );

        const removed = await shopper.send(UpDateCartQuantityDocument, { key: kidsLine.key, quantity: 0 });
        expect(removed.data.updateItemQuantities.cart.contents.nodes.map((node: { key: string }) => node.key)).toEqual([teeLine.key]);

        const emptied = await shopper.send(EmptyCartDocument);
        expect(emptied.errors).toBeUndefined();
        expect(emptied.data.emptyCart.cart.isEmpty).toBe(true);
        expect((await shopper.cart()).isEmpty).toBe(true);
      });
    });

    describe('coupons, shipping and tax', () => {
      it('prices a German cart with 19% tax and its shipping, then follows a move to New York', async () => {
        const api = use();
        const shopper = new Shopper(api);
        // €24.00 × 1 in Germany: standard shipping €4.90 (taxed), 19% tax.
        await shopper.add(await idOf(api, 'mountain-line-graphic-tee'));
        let cart = await shopper.cart();
        expect(cart.availableShippingMethods![0]!.rates!.map((rate) => rate!.label)).toEqual(['Standard shipping', 'Pick up at our Berlin store']);
        expect([cart.subtotal, cart.shippingTotal, cart.totalTax, cart.total]).toEqual(['24.00', '4.90', '5.49', '34.39']);

        const pickup = cart.availableShippingMethods![0]!.rates![1]!.id;
        expect((await shopper.send(ChangeShippingMethodDocument, { shippingMethods: [pickup] })).errors).toBeUndefined();
        cart = await shopper.cart();
        expect(cart.chosenShippingMethods).toEqual([pickup]);
        expect([cart.shippingTotal, cart.totalTax, cart.total]).toEqual(['0.00', '4.56', '28.56']);
        expect(firstError(await shopper.send(ChangeShippingMethodDocument, { shippingMethods: ['flat_rate:999'] }))).toBe(
          'That shipping method is not available for your cart and address.',
        );

        const moved = await shopper.send(ChangeShippingCountyDocument, { country: 'US', state: 'NY' });
        expect(moved.errors).toBeUndefined();
        expect(moved.data.updateCustomer.customer.shipping).toMatchObject({ country: 'US', state: 'NY' });
        cart = await shopper.cart();
        // New York: 8.875% on the goods, shipping untaxed; the Berlin pickup is gone, so the first rate is used.
        expect([cart.shippingTotal, cart.totalTax, cart.total]).toEqual(['9.90', '2.13', '36.03']);

        expect(firstError(await shopper.send(ChangeShippingCountyDocument, { country: 'US', state: 'ZZ' }))).toBe(
          '"ZZ" is not a state of the chosen country.',
        );
        const states = await shopper.send(GetStatesDocument, { country: 'BR' });
        expect(states.data.countryStates).toContainEqual({ code: 'SP', name: 'São Paulo' });
      });

      it('applies and removes coupons, with a clear refusal for each kind of wrong code', async () => {
        const api = use();
        const shopper = new Shopper(api);
        expect(firstError(await shopper.send(ApplyCouponDocument, { code: 'welcome10' }))).toBe('Sorry, this coupon is not applicable to selected products.');
        await shopper.add(await idOf(api, 'mountain-line-graphic-tee'));

        const applied = await shopper.send(ApplyCouponDocument, { code: ' WELCOME10 ' });
        expect(applied.errors).toBeUndefined();
        const cart = applied.data.applyCoupon.cart;
        expect(cart.appliedCoupons).toEqual([{ code: 'welcome10', description: '10% off your order', discountAmount: '2.40', discountTax: '0.46' }]);
        expect(cart.discountTotal).toBe('2.40');

        for (const [code, message] of [
          ['welcome10', 'Coupon code already applied!'],
          ['', 'Please enter a coupon code.'],
          ['nonsense', 'Coupon "nonsense" does not exist!'],
          ['summer24', 'This coupon has expired.'],
          ['save5', 'The minimum spend for this coupon is €30.00.'],
          ['vip20', 'Sorry, coupon "vip20" is for individual use only and cannot be used in conjunction with other coupons.'],
        ]) {
          expect(firstError(await shopper.send(ApplyCouponDocument, { code }))).toBe(message);
        }

        expect(firstError(await shopper.send(RemoveCouponsDocument, { codes: ['save5'] }))).toBe('Coupon "save5" is not applied to your cart.');
        const removed = await shopper.send(RemoveCouponsDocument, { codes: ['WELCOME10'] });
        expect(removed.errors).toBeUndefined();
        expect(removed.data.removeCoupons.cart.appliedCoupons).toEqual([]);
        expect(removed.data.removeCoupons.cart.discountTotal).toBe('0.00');
      });

      describe('free shipping is chosen when it comes, unless the shopper then chooses otherwise', () => {
        const chosenLabel = (cart: CartFragment) =>
          cart.availableShippingMethods![0]!.rates!.find((rate) => rate!.id === cart.chosenShippingMethods![0])!.label;
        const rateId = (cart: CartFragment, label: string) =>
          cart.availableShippingMethods![0]!.rates!.find((rate) => rate!.label === label)!.id;

        it('a free-shipping coupon: free shipping is used, and standard again once the coupon is removed', async () => {
          const api = use();
          const shopper = new Shopper(api);
          await shopper.add(await idOf(api, 'mountain-line-graphic-tee'));
          expect(chosenLabel(await shopper.cart())).toBe('Standard shipping');

          const applied = await shopper.send(ApplyCouponDocument, { code: 'freeship' });
          let cart = applied.data.applyCoupon.cart as CartFragment;
          expect([chosenLabel(cart), cart.shippingTotal, cart.total]).toEqual(['Free shipping', '0.00', '28.56']);
          expect((await shopper.cart()).chosenShippingMethods).toEqual(cart.chosenShippingMethods);

          cart = (await shopper.send(RemoveCouponsDocument, { codes: ['freeship'] })).data.removeCoupons.cart;
          expect([chosenLabel(cart), cart.shippingTotal, cart.total]).toEqual(['Standard shipping', '4.90', '34.39']);
        });

        it('the free-shipping amount: reached, free shipping is used; fallen below, the shopper’s earlier choice is back', async () => {
          const api = use();
          const shopper = new Shopper(api);
          const key = (await shopper.add(await idOf(api, 'mountain-line-graphic-tee'))).data.addToCart.cart.contents.nodes[0].key;
          await shopper.send(ChangeShippingMethodDocument, { shippingMethods: [rateId(await shopper.cart(), 'Pick up at our Berlin store')] });

          // 3 × €24.00 passes Germany's €50.00.
          let cart = (await shopper.send(UpDateCartQuantityDocument, { key, quantity: 3 })).data.updateItemQuantities.cart as CartFragment;
          expect([chosenLabel(cart), cart.shippingTotal]).toEqual(['Free shipping', '0.00']);

          cart = (await shopper.send(UpDateCartQuantityDocument, { key, quantity: 1 })).data.updateItemQuantities.cart;
          expect([chosenLabel(cart), cart.shippingTotal]).toEqual(['Pick up at our Berlin store', '0.00']);
        });

        it('a paid method the shopper chooses after free shipping came is kept, through later changes', async () => {
          const api = use();
          const shopper = new Shopper(api);
          const key = (await shopper.add(await idOf(api, 'mountain-line-graphic-tee'))).data.addToCart.cart.contents.nodes[0].key;
          await shopper.send(ApplyCouponDocument, { code: 'freeship' });
          const standard = rateId(await shopper.cart(), 'Standard shipping');

          const chosen = await shopper.send(ChangeShippingMethodDocument, { shippingMethods: [standard] });
          expect(chosen.errors).toBeUndefined();
          expect(chosen.data.updateShippingMethod.cart.shippingTotal).toBe('4.90');
          const cart = (await shopper.send(UpDateCartQuantityDocument, { key, quantity: 3 })).data.updateItemQuantities.cart as CartFragment;
          expect([chosenLabel(cart), cart.shippingTotal]).toEqual(['Standard shipping', '4.90']);
        });

        it('free shipping the shopper chose goes with its coupon: the first rate is used, and free again when the coupon is back', async () => {
          const api = use();
          const shopper = new Shopper(api);
          await shopper.add(await idOf(api, 'mountain-line-graphic-tee'));
          await shopper.send(ApplyCouponDocument, { code: 'freeship' });
          await shopper.send(ChangeShippingMethodDocument, { shippingMethods: [rateId(await shopper.cart(), 'Free shipping')] });

          let cart = (await shopper.send(RemoveCouponsDocument, { codes: ['freeship'] })).data.removeCoupons.cart as CartFragment;
          expect([chosenLabel(cart), cart.shippingTotal]).toEqual(['Standard shipping', '4.90']);
          cart = (await shopper.send(ApplyCouponDocument, { code: 'freeship' })).data.applyCoupon.cart;
          expect([chosenLabel(cart), cart.shippingTotal]).toEqual(['Free shipping', '0.00']);
        });
      });

      it('a free-shipping coupon unlocks free shipping, and a coupon that no longer applies comes off when the cart changes', async () => {
        const api = use();
        const shopper = new Shopper(api);
        const added = await shopper.add(await idOf(api, 'mountain-line-graphic-tee'), 2);
        const key = added.data.addToCart.cart.contents.nodes[0].key;
        await shopper.send(ApplyCouponDocument, { code: 'freeship' });
        let cart = await shopper.cart();
        expect(cart.availableShippingMethods![0]!.rates!.map((rate) => [rate!.label, rate!.cost])).toContainEqual(['Free shipping', '0.00']);
        // Nothing off the items: the storefront names it a free-shipping coupon.
        expect(cart.appliedCoupons).toContainEqual(expect.objectContaining({ code: 'freeship', discountAmount: '0.00' }));

        await shopper.send(ApplyCouponDocument, { code: 'save5' });
        expect((await shopper.cart()).appliedCoupons!.map((coupon) => coupon!.code)).toEqual(['freeship', 'save5']);
        // €24 is below save5's €30 minimum.
        await shopper.send(UpDateCartQuantityDocument, { key, quantity: 1 });
        cart = await shopper.cart();
        expect(cart.appliedCoupons!.map((coupon) => coupon!.code)).toEqual(['freeship']);
        expect(cart.discountTotal).toBe('0.00');
      });
    });
  },
  { writes: true, route: { corsOrigins: ['https://shop.example'] } },
);
