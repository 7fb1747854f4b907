// One product over HTTP: the storefront's getProduct and getStockStatus for simple, variable and
// external products, prices in both formats and every sale state, stock, reviews, and lookups
// by every kind of id.
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../common/settings';
import { describeBackends, type Backend, type GraphQLResponse } from './harness';

// Prices here are the ones entered (shown without tax): tax-display.test.ts shows them with it.
const pricesAsEntered = resolveSettings({ taxDisplayShop: 'excl' });

const base64 = (text: string) => Buffer.from(text).toString('base64');

async function product(api: Backend, slug: string) {
  const response = await api.operation('getProduct', { slug });
  expect(response.errors).toBeUndefined();
  return response.data.product;
}

describeBackends('product', (use) => {
  describe('a simple product', () => {
    it('answers every field the product page shows', async () => {
      const p = await product(use(), 'trail-runner');
      expect(p).toMatchObject({
        id: base64(`post:${p.databaseId}`),
        name: 'Trail Runner',
        slug: 'trail-runner',
        type: 'SIMPLE',
        sku: 'SH-023',
        onSale: true,
        price: '€99.00',
        regularPrice: '€119.00',
        salePrice: '€99.00',
        stockStatus: 'IN_STOCK',
        virtual: false,
        weight: '1.1',
        length: '34',
        width: '22',
        height: '13',
      });
      expect(p.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(p.description).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul><p>.+<\/p>$/);
      expect(p.shortDescription).toMatch(/^<p>.+<\/p>$/);
      expect(p.stockQuantity).toBeGreaterThan(0);
      expect(p.totalSales).toBeGreaterThanOrEqual(0);
      expect(p.productCategories.nodes).toEqual([{ databaseId: expect.any(Number), slug: 'shoes', name: 'Shoes', count: 5 }]);
      expect(p.galleryImages.nodes.length).toBeGreaterThanOrEqual(1);
      expect(p.galleryImages.nodes.length).toBeLessThanOrEqual(3);
      expect(p.image).toEqual({ databaseId: expect.any(Number), sourceUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/trail-runner-[0-9a-f]{6}\.webp$/), altText: 'Trail Runner', title: 'Trail Runner' });
    });

    it('leaves out internal custom fields and filters by key', async () => {
      const api = use();
      const p = await product(api, 'classic-pullover-hoodie');
      expect(p.metaData.map((m: { key: string }) => m.key)).toEqual(['fabric_weight', 'country_of_origin']);
      const { data } = await api.query(`{ product(id: "classic-pullover-hoodie", idType: SLUG) {
        one: metaData(key: "country_of_origin") { key value }
        some: metaData(keysIn: ["fabric_weight", "nothing"]) { key }
        hidden: metaData(key: "_seed_source") { key } } }`);
      expect(data.product).toEqual({ one: [{ key: 'country_of_origin', value: 'Portugal' }], some: [{ key: 'fabric_weight' }], hidden: [] });
    });

    it('gives the description as written, script and all, for the storefront to sanitise', async () => {
      const p = await product(use(), 'performance-running-tee');
      expect(p.description).toContain('<script>');
      expect(p.description).toContain('onclick=');
    });

    it('shows related products from the same category, never itself', async () => {
      const p = await product(use(), 'essential-crew-tee');
      const related = p.related.nodes;
      expect(related.length).toBe(5);
      for (const other of related) {
        expect(other.slug).not.toBe('essential-crew-tee');
        expect(other.productCategories.nodes.map((c: { slug: string }) => c.slug)).toContain('t-shirts');
      }
    });
  });

  describe('sale states', () => {
    it('a running sale: on sale, sale price set, price is the sale price', async () => {
      const p = await product(use(), 'striped-breton-shirt');
      expect(p).toMatchObject({ onSale: true, price: '€28.00', regularPrice: '€35.00', salePrice: '€28.00' });
    });

    it('a scheduled sale that has not started: not on sale, no sale price', async () => {
      const p = await product(use(), 'kids-fleece-hoodie');
      expect(p).toMatchObject({ onSale: false, price: '€29.00', regularPrice: '€29.00', salePrice: null });
    });

    it('a sale that has ended: not on sale, no sale price', async () => {
      const p = await product(use(), 'vintage-wash-tee');
      expect(p).toMatchObject({ onSale: false, price: '€27.00', salePrice: null });
    });

    it('a sale without dates runs until removed', async () => {
      const p = await product(use(), 'crossbody-sling-bag');
      expect(p).toMatchObject({ onSale: true, price: '€39.00', salePrice: '€39.00' });
    });

    it('formats prices for people, or raw with format: RAW', async () => {
      const { data } = await use().query(`{ product(id: "leather-weekender", idType: SLUG) {
        ... on SimpleProduct { a: price b: price(format: FORMATTED) c: price(format: RAW) d: regularPrice e: salePrice } } }`);
      expect(data.product).toEqual({ a: '€189.00', b: '€189.00', c: '189.00', d: '€189.00', e: null });
    });
  });

  describe('stock', () => {
    it('out of stock, on backorder and low stock', async () => {
      const api = use();
      expect(await product(api, 'sherpa-lined-hoodie')).toMatchObject({ stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 });
      expect(await product(api, 'suede-skate-shoe')).toMatchObject({ stockStatus: 'ON_BACKORDER', stockQuantity: null });
      const low = await product(api, 'roll-top-messenger');
      expect(low).toMatchObject({ stockStatus: 'IN_STOCK', stockQuantity: 2, lowStockAmount: 5 });
    });

    it('getStockStatus answers a product and its variations', async () => {
      const { data, errors } = await use().operation('getStockStatus', { slug: 'classic-pullover-hoodie' });
      expect(errors).toBeUndefined();
      expect(data.product.stockStatus).toBe('IN_STOCK');
      const statuses = data.product.variations.nodes.map((v: { stockStatus: string }) => v.stockStatus);
      expect(statuses).toContain('OUT_OF_STOCK');
      expect(statuses.filter((s: string) => s === 'IN_STOCK').length).toBeGreaterThan(20);
      const simple = await use().operation('getStockStatus', { slug: 'roll-top-messenger' });
      expect(simple.data.product).toEqual({ databaseId: expect.any(Number), stockStatus: 'IN_STOCK', stockQuantity: 2 });
    });
  });

  describe('a variable product', () => {
    it('answers its variations, attributes and default choice', async () => {
      const p = await product(use(), 'classic-pullover-hoodie');
      expect(p).toMatchObject({
        type: 'VARIABLE',
        price: '€49.00 - €52.00',
        regularPrice: '€49.00 - €52.00',
        salePrice: null,
        onSale: false,
        stockStatus: 'IN_STOCK',
        stockQuantity: null,
      });
      const variations = p.variations.nodes;
      // 5 colours × 5 sizes, less the red XXL the shop does not make.
      expect(variations).toHaveLength(24);
      expect(variations.map((v: { slug: string }) => v.slug)).not.toContain('classic-pullover-hoodie-red-xxl');
      const navyM = variations.find((v: { slug: string }) => v.slug === 'classic-pullover-hoodie-navy-m');
      expect(navyM).toMatchObject({
        name: 'Classic Pullover Hoodie - Navy, M',
        price: '€49.00',
        regularPrice: '€49.00',
        salePrice: null,
        onSale: false,
        stockQuantity: 12,
        stockStatus: 'IN_STOCK',
        hasAttributes: true,
      });
      expect(navyM.attributes.nodes).toEqual([
        { name: 'pa_color', attributeId: expect.any(Number), value: 'navy', label: 'Color' },
        { name: 'pa_size', attributeId: expect.any(Number), value: 'm', label: 'Size' },
      ]);
      expect(navyM.image.sourceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/classic-pullover-hoodie-[0-9a-f]{6}\.webp$/);
      const redS = variations.find((v: { slug: string }) => v.slug === 'classic-pullover-hoodie-red-s');
      expect(redS.image.sourceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/classic-pullover-hoodie-red-[0-9a-f]{6}\.webp$/);
      const greenS = variations.find((v: { slug: string }) => v.slug === 'classic-pullover-hoodie-green-s');
      expect(greenS).toMatchObject({ stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 });
      const blackXl = variations.find((v: { slug: string }) => v.slug === 'classic-pullover-hoodie-black-xl');
      expect(blackXl.price).toBe('€52.00');

      expect(p.defaultAttributes.nodes).toEqual([
        { name: 'pa_color', attributeId: expect.any(Number), value: 'navy', label: 'Color' },
        { name: 'pa_size', attributeId: expect.any(Number), value: 'm', label: 'Size' },
      ]);
      const [color, size, material] = p.attributes.nodes;
      expect(color).toMatchObject({ name: 'pa_color', slug: 'pa_color', label: 'Color', scope: 'GLOBAL', variation: true });
      expect([...color.options].sort()).toEqual(['black', 'green', 'grey', 'navy', 'red']);
      expect(color.terms.nodes.map((t: { slug: string }) => t.slug)).toEqual(color.options);
      expect(color.terms.nodes[0]).toEqual({ name: 'Black', slug: 'black', taxonomyName: 'pa_color', databaseId: expect.any(Number) });
      expect(size).toMatchObject({ name: 'pa_size', options: ['s', 'm', 'l', 'xl', 'xxl'], scope: 'GLOBAL' });
      expect(material).toEqual({
        variation: false,
        name: 'Material',
        id: expect.any(String),
        options: ['80% organic cotton', '20% recycled polyester'],
        label: 'Material',
        scope: 'LOCAL',
      });
      expect(new Set(p.attributes.nodes.map((a: { id: string }) => a.id)).size).toBe(3);
    });

    it('is on sale when some variations are, with the sale prices as a range', async () => {
      const p = await product(use(), 'long-sleeve-tee');
      expect(p).toMatchObject({ onSale: true, regularPrice: '€29.00', salePrice: '€23.00', price: '€23.00 - €29.00' });
      const navy = p.variations.nodes.find((v: { slug: string }) => v.slug === 'long-sleeve-tee-navy-m');
      expect(navy).toMatchObject({ onSale: true, price: '€23.00', salePrice: '€23.00', regularPrice: '€29.00' });
      const grey = p.variations.nodes.find((v: { slug: string }) => v.slug === 'long-sleeve-tee-grey-m');
      expect(grey).toMatchObject({ onSale: false, salePrice: null });
    });

    it('is out of stock only when every variation is', async () => {
      const p = await product(use(), 'wool-beanie');
      expect(p.stockStatus).toBe('IN_STOCK');
      expect(p.variations.nodes.find((v: { slug: string }) => v.slug === 'wool-beanie-red').stockStatus).toBe('OUT_OF_STOCK');
    });

    it('answers null for attributes it does not have', async () => {
      const p = await product(use(), 'leather-weekender');
      expect(p.attributes).toBeNull();
    });
  });

  describe('an external product', () => {
    it('links to where it is sold', async () => {
      const p = await product(use(), 'limited-edition-collab-sneaker');
      expect(p).toMatchObject({
        type: 'EXTERNAL',
        externalUrl: 'https://example.com/collab-sneaker',
        buttonText: 'Buy at the partner store',
        price: '€180.00',
      });
    });
  });

  describe('virtual and downloadable products', () => {
    it('says so', async () => {
      const { data } = await use().query(`{ product(id: "digital-poster-pack", idType: SLUG) {
        virtual ... on SimpleProduct { downloadable downloadLimit downloadExpiry weight } } }`);
      expect(data.product).toEqual({ virtual: true, downloadable: true, downloadLimit: 5, downloadExpiry: 30, weight: null });
    });
  });

  describe('reviews', () => {
    it('lists approved reviews with the average, ratings, authors and avatars', async () => {
      const p = await product(use(), 'classic-pullover-hoodie');
      const edges = p.reviews.edges;
      expect(edges.length).toBe(p.reviewCount);
      expect(edges.length).toBeGreaterThanOrEqual(6);
      const average = edges.reduce((sum: number, edge: { rating: number }) => sum + edge.rating, 0) / edges.length;
      expect(p.reviews.averageRating).toBeCloseTo(average, 2);
      expect(p.averageRating).toBe(p.reviews.averageRating);
      const dates = edges.map((edge: { node: { date: string } }) => edge.node.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const { rating, node } of edges) {
        expect(rating).toBeGreaterThanOrEqual(1);
        expect(rating).toBeLessThanOrEqual(5);
        expect(node.id).toMatch(/^[A-Za-z0-9+/]+=*$/);
        expect(Buffer.from(node.id, 'base64').toString()).toMatch(/^comment:\d+$/);
        expect(node.content).toMatch(/^<p>.+<\/p>$/s);
        expect(node.author.node.name).toBeTruthy();
        expect(node.author.node.avatar.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/avatar\/[A-Z]{1,2}-(0|[1-9]\d{0,2})\.svg$/);
      }
    });

    it('pages reviews with first and after', async () => {
      const api = use();
      const query = `query r($after: String) { product(id: "classic-pullover-hoodie", idType: SLUG) {
        reviews(first: 2, after: $after) { pageInfo { hasNextPage endCursor } nodes { databaseId } } } }`;
      const all = await product(api, 'classic-pullover-hoodie');
      const seen: number[] = [];
      let after: string | null = null;
      for (;;) {
        const { data }: GraphQLResponse = await api.query(query, { after });
        seen.push(...data.product.reviews.nodes.map((n: { databaseId: number }) => n.databaseId));
        if (!data.product.reviews.pageInfo.hasNextPage) break;
        after = data.product.reviews.pageInfo.endCursor;
      }
      expect(seen.length).toBe(all.reviews.edges.length);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('answers an empty list for a product nobody reviewed', async () => {
      const p = await product(use(), 'gift-wrapping');
      expect(p.reviews.edges).toEqual([]);
      expect(p.reviewCount).toBe(0);
      expect(p.averageRating).toBe(0);
    });
  });

  describe('lookups', () => {
    const query = `query find($id: ID!, $idType: ProductIdTypeEnum) { product(id: $id, idType: $idType) { databaseId slug } }`;

    it('by slug, database id, global id and SKU', async () => {
      const api = use();
      const bySlug = (await api.query(query, { id: 'essential-crew-tee', idType: 'SLUG' })).data.product;
      const id = bySlug.databaseId;
      expect((await api.query(query, { id: String(id), idType: 'DATABASE_ID' })).data.product.slug).toBe('essential-crew-tee');
      expect((await api.query(query, { id: base64(`post:${id}`), idType: 'ID' })).data.product.slug).toBe('essential-crew-tee');
      expect((await api.query(query, { id: base64(`post:${id}`) })).data.product.slug).toBe('essential-crew-tee');
      expect((await api.query(query, { id: 'TS-007', idType: 'SKU' })).data.product.slug).toBe('essential-crew-tee');
    });

    it('answers null for a product that does not exist', async () => {
      const api = use();
      for (const [id, idType] of [
        ['no-such-product', 'SLUG'],
        ['999999', 'DATABASE_ID'],
        [base64('post:999999'), 'ID'],
        ['NOPE-1', 'SKU'],
      ]) {
        const response = await api.query(query, { id, idType });
        expect(response.errors).toBeUndefined();
        expect(response.data.product).toBeNull();
      }
    });

    it('refuses malformed ids with a clear error', async () => {
      const api = use();
      for (const [id, idType, message] of [
        ['abc', 'DATABASE_ID', /not a valid database ID/],
        ['12.5', 'DATABASE_ID', /not a valid database ID/],
        ['not base64!', 'ID', /not a valid post ID/],
        [base64('term:3'), 'ID', /not a valid post ID/],
      ] as const) {
        const response = await api.query(query, { id, idType });
        expect(response.data?.product ?? null).toBeNull();
        expect(response.errors?.[0]?.message).toMatch(message);
        expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });
}, { route: { storeSettings: pricesAsEntered } });
