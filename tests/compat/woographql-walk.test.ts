// The compatibility suite: a WooGraphQL client (woographql-client.ts, with documents written the way
// such clients write theirs) walks a guest and a customer through the catalog, the cart, checkout,
// the account and its orders, on PGlite and on PostgreSQL. It holds the session token only as such
// clients hold it: from `customer.sessionToken` in the answers.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { defaultSettings } from '../../common/settings';
import { queryRows } from '../../server/db/rows';
import { loadMediaOriginal } from '../../server/domain/catalog/store/media';
import { createLocalExecutor } from '../../server/graphql/execute';
import { registerImageRoutes } from '../../server/http/images';
import { pageHead } from '../../src/entry-server';
import { describeBackends, type Backend } from '../server/harness';
import { WooGraphQLClient } from './woographql-client';
import { californianAddress } from '../addresses';

type Card = {
  databaseId: number;
  slug: string;
  type: string;
  image: { sourceUrl: string; thumbnail: string; card: string } | null;
  stockStatus?: string;
  stockQuantity?: number | null;
  virtual?: boolean;
  price?: string;
  attributes?: { nodes: { name: string; label: string; terms?: { nodes: { slug: string }[] } }[] };
  variations?: { nodes: { databaseId: number; stockStatus: string; stockQuantity: number | null; attributes: { nodes: { name: string; value: string; label: string }[] } }[] };
  products?: { nodes: { databaseId: number }[] };
  productCategories: { nodes: { slug: string }[] };
};

// As its form sends it: no company, no second address line.
const { company: _company, address2: _address2, ...californian } = californianAddress;
const unique = () => randomBytes(4).toString('hex');

// fullYoastHead from the storefront's own server rendering, as `npm start` wires it, on the
// database of the backend under test.
let backendUnderTest: (() => Backend) | null = null;
const productHeads = async (slug: string, headOrigin: string) =>
  pageHead({
    url: `/product/${encodeURIComponent(slug)}`,
    origin: headOrigin,
    graphql: createLocalExecutor(backendUnderTest!().db),
    settings: defaultSettings,
    catalogCacheMs: 0,
  });

describeBackends(
  'a WooGraphQL client',
  (use) => {
    beforeAll(() => {
      backendUnderTest = use;
    });
    const client = () => new WooGraphQLClient(use().url);
    const origin = () => new URL(use().url).origin;

    async function catalog(): Promise<Card[]> {
      const { products } = await client().data<{ products: { found: number; nodes: Card[] } }>('CompatProducts');
      expect(products.found).toBe(products.nodes.length);
      return products.nodes;
    }

    // The demo's own products (pictured): on PostgreSQL, other test files that write add bare products of their own.
    const physicalSimple = (cards: Card[]) =>
      cards.find((card) => card.type === 'SIMPLE' && card.image && card.stockStatus === 'IN_STOCK' && !card.virtual && (card.stockQuantity ?? Infinity) > 10)!;
    const variableWithStock = (cards: Card[]) =>
      cards.find(
        (card) =>
          card.type === 'VARIABLE' &&
          card.image &&
          card.variations!.nodes.some((variation) => variation.stockStatus === 'IN_STOCK' && (variation.stockQuantity ?? Infinity) > 10),
      )!;

    it('reads the whole catalog with absolute image URLs, every product type and its fragments', async () => {
      const cards = await catalog();
      expect(new Set(cards.map((card) => card.type))).toEqual(new Set(['SIMPLE', 'VARIABLE', 'EXTERNAL', 'GROUPED']));
      const pictured = cards.filter((card) => card.image);
      expect(pictured.length).toBeGreaterThan(60);
      for (const card of pictured) {
        expect(card.image?.sourceUrl, card.slug).toMatch(new RegExp(`^${origin()}/uploads/`));
        expect(card.image?.thumbnail, card.slug).toMatch(new RegExp(`^${origin()}/_img/w_150/uploads/`));
      }
      const picture = await fetch(pictured[0]!.image!.card);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);

      const variable = variableWithStock(cards);
      const labels = new Map(variable.attributes!.nodes.map((attribute) => [attribute.name, attribute.label]));
      expect(labels.get('pa_color')).toBe('Color');
      for (const variation of variable.variations!.nodes) {
        for (const attribute of variation.attributes.nodes) expect(attribute.label).toBe(labels.get(attribute.name));
      }
      const group = cards.find((card) => card.type === 'GROUPED')!;
      expect(group.products!.nodes.length).toBeGreaterThan(1);
      expect(group.price).toMatch(/€/);
    });

    it('reads one product with its SEO head, a category with its products, and the attribute terms', async () => {
      const cards = await catalog();
      const variable = variableWithStock(cards);
      const { product } = await client().data('CompatProduct', { slug: variable.slug, frontendUrl: 'https://front.example/shop' });
      expect(product.databaseId).toBe(variable.databaseId);
      expect(product.fullYoastHead).toContain(`<link rel="canonical" href="https://front.example/product/${variable.slug}">`);
      expect(product.fullYoastHead).toContain('<script type="application/ld+json">');
      const own = await client().data('CompatProduct', { slug: variable.slug });
      expect(own.product.fullYoastHead).toContain(`href="${origin()}/product/${variable.slug}"`);
      const refused = await client().send('CompatProduct', { slug: variable.slug, frontendUrl: 'javascript:alert(1)' });
      expect(refused.errors?.[0]?.message).toBe('frontendUrl must be an http or https URL.');

      const categorySlug = variable.productCategories.nodes[0]!.slug;
      const { productCategory } = await client().data('CompatCategory', { slug: categorySlug });
      expect(productCategory.products.nodes.length).toBeGreaterThan(0);
      for (const card of productCategory.products.nodes as Card[]) expect(card.productCategories.nodes.map((category) => category.slug)).toContain(categorySlug);
      const { products } = await client().data('CompatProducts', { category: categorySlug });
      expect(products.nodes.map((card: Card) => card.slug).sort()).toEqual(
        cards.filter((card) => card.productCategories.nodes.some((category) => category.slug === categorySlug)).map((card) => card.slug).sort(),
      );

      const { terms } = await client().data('CompatTerms');
      expect(terms.nodes.map((term: { taxonomyName: string }) => term.taxonomyName)).toContain('pa_color');
    });

    it('walks a guest from the first cart read through checkout to the order, on the token from customer.sessionToken', async () => {
      const api: Backend = use();
      const sessionRows = async () => Number((await queryRows<{ n: number }>(api.db, sql`select count(*)::int as n from sessions`))[0]!.n);
      const cards = await catalog();
      const simple = physicalSimple(cards);
      const variable = variableWithStock(cards);
      const variation = variable.variations!.nodes.find((node) => node.stockStatus === 'IN_STOCK' && (node.stockQuantity ?? Infinity) > 10)!;

      const guest = client();
      const before = await sessionRows();
      const first = await guest.data('CompatGetCart');
      expect(first.customer.sessionToken).toEqual(expect.any(String));
      expect(first.cart.isEmpty).toBe(true);
      expect(first.viewer).toBeNull();
      expect(first.customer.downloadableItems.nodes).toEqual([]);
      expect(first.paymentGateways.nodes.map((gateway: { id: string }) => gateway.id)).toContain('bacs');
      expect(first.loginClients).toEqual([]);
      // The first read hands out a token without writing anything: the row comes with the first change.
      expect(await sessionRows()).toBe(before);
      const token = guest.sessionToken;

      await guest.data('CompatAddToCart', { input: { productId: simple.databaseId, quantity: 2 } });
      // Once a variation is chosen, clients send its id as the product.
      await guest.data('CompatAddToCart', { input: { productId: variation.databaseId, variationId: variation.databaseId, quantity: 1 } });
      expect(await sessionRows()).toBe(before + 1);
      const filled = await guest.data('CompatGetCart');
      expect(guest.sessionToken).toBe(token);
      expect(filled.cart.contents.itemCount).toBe(3);
      expect(filled.cart.contents.productCount).toBe(2);
      const variationLine = filled.cart.contents.nodes.find((line: { variation: unknown }) => line.variation);
      expect(variationLine.variation.node.databaseId).toBe(variation.databaseId);
      expect(variationLine.variation.attributes.map((attribute: { label: string }) => attribute.label)).toContain('Color');
      const simpleLine = filled.cart.contents.nodes.find((line: { variation: unknown }) => !line.variation);

      await guest.data('CompatUpdateQuantities', { items: [{ key: simpleLine.key, quantity: 1 }] });
      const coupon = await guest.data('CompatApplyCoupon', { code: 'welcome10' });
      expect(coupon.applyCoupon.cart.appliedCoupons.map((applied: { code: string }) => applied.code)).toEqual(['welcome10']);
      const moved = await guest.data('CompatChangeLocation', { shipping: californian, billing: californian });
      expect(moved.updateCustomer.customer.shipping.state).toBe('CA');
      const { cart } = await guest.data('CompatGetCart');
      const rates = cart.availableShippingMethods[0].rates as { id: string }[];
      expect(rates.length).toBeGreaterThan(1);
      const chosen = await guest.data('CompatChangeShippingMethod', { shippingMethods: [rates[1]!.id] });
      expect(chosen.updateShippingMethod.cart.chosenShippingMethods).toEqual([rates[1]!.id]);

      const { checkout } = await guest.data('CompatCheckout', { billing: californian, account: null });
      expect(checkout.result).toBe('success');
      expect(checkout.redirect).toMatch(new RegExp(`^${origin()}/checkout/order-received/${checkout.order.databaseId}\\?key=`));
      expect(checkout.order).toMatchObject({ status: 'ON_HOLD', paymentMethod: 'bacs', createdVia: 'compat-suite' });
      expect(checkout.order.lineItems.nodes).toHaveLength(2);
      expect((await guest.data('CompatGetCart')).cart.isEmpty).toBe(true);

      // The guest reads the order just placed by its number, as clients do; nobody else can.
      const byNumber = await guest.data('CompatOrderByNumber', { id: String(checkout.order.databaseId) });
      expect(byNumber.order.orderKey).toBe(checkout.order.orderKey);
      const searched = await guest.data('CompatCustomerOrder', { search: checkout.order.orderNumber });
      expect(searched.customer.orders.nodes.map((order: { databaseId: number }) => order.databaseId)).toEqual([checkout.order.databaseId]);
      const stranger = client();
      await stranger.data('CompatGetCart');
      expect((await stranger.data('CompatOrderByNumber', { id: String(checkout.order.databaseId) })).order).toBeNull();
      expect((await stranger.data('CompatCustomerOrder', { search: checkout.order.orderNumber })).customer.orders.nodes).toEqual([]);
      expect((await stranger.data('CompatOrderByKey', { key: checkout.order.orderKey })).order.databaseId).toBe(checkout.order.databaseId);
    });

    it('walks a customer: register, sign in, the account cart, orders, a new password, sign out', async () => {
      const cards = await catalog();
      const simple = physicalSimple(cards);
      const name = `compat${unique()}`;
      const password = `first-${unique()}-secret`;
      const customer = client();
      await customer.data('CompatGetCart');
      const registered = await customer.data('CompatRegister', { input: { username: name, email: `${name}@example.com`, password } });
      expect(registered.registerCustomer.customer.username).toBe(name);

      const { login } = await customer.data('CompatLogin', { username: name, password });
      expect(login.authToken).toEqual(expect.any(String));
      expect(login.user.wooSessionToken).toBe(login.sessionToken);
      customer.authToken = login.authToken;

      const signedIn = await customer.data('CompatGetCart');
      expect(signedIn.viewer).toMatchObject({ username: name, stripeCustomerId: null, savedPaymentMethods: [] });
      expect(signedIn.viewer.avatar.url).toMatch(new RegExp(`^${origin()}/`));
      expect(signedIn.customer).toMatchObject({ databaseId: registered.registerCustomer.customer.databaseId, email: `${name}@example.com` });
      expect(signedIn.customer.date).toEqual(expect.any(String));

      await customer.data('CompatAddToCart', { input: { productId: simple.databaseId, quantity: 1 } });
      const { checkout } = await customer.data('CompatCheckout', { billing: { ...californian, email: `${name}@example.com` } });
      expect(checkout.result).toBe('success');
      const { customer: withOrders } = await customer.data('CompatOrders');
      expect(withOrders.orders.nodes.map((order: { databaseId: number }) => order.databaseId)).toEqual([checkout.order.databaseId]);
      const searched = await customer.data('CompatCustomerOrder', { search: checkout.order.orderNumber });
      expect(searched.customer.orders.nodes[0].orderKey).toBe(checkout.order.orderKey);
      expect((await customer.data('CompatDownloads')).customer.downloadableItems.nodes).toEqual([]);

      const newPassword = `second-${unique()}-secret`;
      const changed = await customer.data('CompatUpdatePassword', { id: signedIn.viewer.id, password: newPassword });
      expect(changed.updateUser.user.databaseId).toBe(signedIn.viewer.databaseId);
      const stale = await client().send('CompatLogin', { username: name, password });
      expect(stale.errors?.[0]?.message).toBeTruthy();
      const again = await client().data('CompatLogin', { username: name, password: newPassword });
      customer.authToken = again.login.authToken;
      expect((await customer.data('CompatLogout')).logout.success).toBe(true);
    });
  },
  {
    writes: true,
    route: { productHeads },
    // A client on another origin loads the pictures from the URLs the API answers.
    routes: (app, db) => registerImageRoutes(app, { loadOriginal: (fileName) => loadMediaOriginal(db, fileName) }),
  },
);
