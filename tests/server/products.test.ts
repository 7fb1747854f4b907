// The products list over HTTP: the storefront's getProducts, cursor paging, every filter and
// every sort order, against the seeded demo catalog.
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../common/settings';
import { parseFormattedPrices } from '../../src/graphql/reshape/formattedPrices';
import { describeBackends, type Backend, type GraphQLResponse } from './harness';

// Prices here are the ones entered (shown without tax): tax-display.test.ts shows them with it.
const pricesAsEntered = resolveSettings({ taxDisplayShop: 'excl' });

interface Listed {
  databaseId: number;
  name: string;
  slug: string;
  type: string;
  date: string;
  modified: string;
  onSale: boolean;
  averageRating: number;
  reviewCount: number;
  totalSales: number;
  menuOrder: number;
  description: string | null;
  shortDescription: string | null;
  price: string | null;
  stockStatus?: string;
  productCategories: { nodes: { slug: string }[] };
}

const listQuery = `
  query list($first: Int, $after: String, $where: RootQueryToProductConnectionWhereArgs) {
    products(first: $first, after: $after, where: $where) {
      found
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { databaseId } }
      nodes {
        databaseId name slug type date modified onSale averageRating reviewCount totalSales menuOrder
        description shortDescription
        productCategories(first: 20) { nodes { slug } }
        ... on ProductWithPricing { price(format: RAW) }
        ... on InventoriedProduct { stockStatus }
      }
    }
  }`;

const cursorOf = (id: number) => Buffer.from(`arrayconnection:${id}`).toString('base64');
const rawPrices = (product: Listed) => (product.price ?? '').split(',').map((part) => Number(part));
const minPrice = (product: Listed) => Math.min(...rawPrices(product));
const maxPrice = (product: Listed) => Math.max(...rawPrices(product));

async function list(api: Backend, where: Record<string, unknown>, first = 9999): Promise<Listed[]> {
  const response = await api.query(listQuery, { first, where });
  expect(response.errors).toBeUndefined();
  return response.data.products.nodes;
}

/** Pages through the whole list `pageSize` at a time, following endCursor. */
async function pageThrough(api: Backend, where: Record<string, unknown>, pageSize: number): Promise<Listed[]> {
  const all: Listed[] = [];
  let after: string | null = null;
  for (let page = 0; page < 100; page++) {
    const response: GraphQLResponse = await api.query(listQuery, { first: pageSize, after, where });
    expect(response.errors).toBeUndefined();
    const { nodes, pageInfo, edges } = response.data.products;
    expect(nodes.length).toBeLessThanOrEqual(pageSize);
    expect(pageInfo.hasPreviousPage).toBe(after !== null);
    expect(edges.map((edge: { cursor: string }) => edge.cursor)).toEqual(nodes.map((node: Listed) => cursorOf(node.databaseId)));
    all.push(...nodes);
    if (!pageInfo.hasNextPage) return all;
    expect(pageInfo.endCursor).toBe(cursorOf(nodes[nodes.length - 1].databaseId));
    after = pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

/** Checks the list is ordered by `key` in `direction`, ties by databaseId in the same direction. */
function expectOrdered(products: Listed[], key: (product: Listed) => number | string, direction: 'ASC' | 'DESC') {
  const sign = direction === 'ASC' ? 1 : -1;
  for (let i = 1; i < products.length; i++) {
    const a = key(products[i - 1]);
    const b = key(products[i]);
    const order = a < b ? -1 : a > b ? 1 : Math.sign(products[i - 1].databaseId - products[i].databaseId);
    expect(order * sign, `${products[i - 1].slug} before ${products[i].slug}`).toBe(-1);
  }
}

const sortKeys: Record<string, (product: Listed) => number | string> = {
  DATE: (p) => p.date,
  MODIFIED: (p) => p.modified,
  NAME: (p) => p.name.toLowerCase(),
  SLUG: (p) => p.slug,
  RATING: (p) => p.averageRating,
  REVIEW_COUNT: (p) => p.reviewCount,
  POPULARITY: (p) => p.totalSales,
  MENU_ORDER: (p) => p.menuOrder,
};

describeBackends('products', (use) => {
  describe('getProducts, as the storefront asks it', () => {
    it('lists every published, visible, priced product, newest first, in one page', async () => {
      const { data, errors } = await use().operation('getProducts');
      expect(errors).toBeUndefined();
      const { nodes, pageInfo } = data.products;
      expect(nodes.length).toBeGreaterThanOrEqual(60);
      expect(pageInfo).toEqual({ hasNextPage: false, endCursor: cursorOf(nodes[nodes.length - 1].databaseId) });
      expect(nodes.map((node: { slug: string }) => node.slug)).not.toContain('gift-wrapping');
      const dates = nodes.map((node: { date: string }) => node.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const node of nodes) {
        expect(node.id).toBe(Buffer.from(`post:${node.databaseId}`).toString('base64'));
        expect(node.price).toMatch(/^€\d+\.\d{2}( - €\d+\.\d{2})?$/);
        expect(node.image.sourceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/[a-z0-9-]+-[0-9a-f]{6}\.webp$/);
        expect(node.productCategories.nodes.length).toBeGreaterThan(0);
      }
    });

    it('lists a category by its slug and pages with after', async () => {
      const api = use();
      const { data } = await api.operation('getProducts', { slug: ['hoodies'], first: 4 });
      expect(data.products.nodes).toHaveLength(4);
      expect(data.products.pageInfo.hasNextPage).toBe(true);
      const next = await api.operation('getProducts', { slug: ['hoodies'], first: 4, after: data.products.pageInfo.endCursor });
      expect(next.data.products.nodes.length).toBe(2);
      expect(next.data.products.pageInfo.hasNextPage).toBe(false);
      const all = [...data.products.nodes, ...next.data.products.nodes];
      for (const node of all) expect(node.productCategories.nodes.map((c: { slug: string }) => c.slug)).toContain('hoodies');
    });

    it('sorts by any field the storefront offers', async () => {
      const { data } = await use().operation('getProducts', { orderby: 'PRICE' });
      const prices = data.products.nodes.map((node: { price: string }) => Math.max(...parseFormattedPrices(node.price)));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    });
  });

  describe('paging', () => {
    it('walks the whole list page by page with no product twice and none left out', async () => {
      const api = use();
      const where = { orderby: [{ field: 'DATE', order: 'DESC' }] };
      const whole = await list(api, where);
      const paged = await pageThrough(api, where, 7);
      expect(paged.map((p) => p.databaseId)).toEqual(whole.map((p) => p.databaseId));
      expect(new Set(paged.map((p) => p.databaseId)).size).toBe(paged.length);
    });

    it('pages a sort with many ties (price, rating) in a stable order', async () => {
      const api = use();
      for (const where of [
        { orderby: [{ field: 'PRICE', order: 'ASC' }] },
        { orderby: [{ field: 'RATING', order: 'DESC' }] },
        { orderby: [{ field: 'MENU_ORDER', order: 'ASC' }, { field: 'NAME', order: 'DESC' }] },
      ]) {
        const whole = await list(api, where);
        const paged = await pageThrough(api, where, 5);
        expect(paged.map((p) => p.databaseId)).toEqual(whole.map((p) => p.databaseId));
      }
    });

    it('pages a sort list of hundreds of repeats as its distinct sorts, and quickly', async () => {
      const api = use();
      const distinct = [{ field: 'PRICE', order: 'ASC' }, { field: 'NAME', order: 'DESC' }];
      const repeated = Array.from({ length: 200 }, (_, i) => distinct[i % 2]);
      const started = performance.now();
      const paged = await pageThrough(api, { orderby: repeated }, 9);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(paged.map((p) => p.databaseId)).toEqual((await list(api, { orderby: distinct })).map((p) => p.databaseId));
    });

    it('answers found, the number of matches regardless of paging', async () => {
      const api = use();
      const all = await list(api, { visibility: 'VISIBLE' });
      const { data } = await api.query(listQuery, { first: 3, where: { visibility: 'VISIBLE' } });
      expect(data.products.found).toBe(all.length);
      expect(data.products.nodes).toHaveLength(3);
    });

    it('answers an empty page for first: 0', async () => {
      const { data } = await use().query(listQuery, { first: 0 });
      expect(data.products.nodes).toEqual([]);
      expect(data.products.pageInfo.hasNextPage).toBe(true);
      expect(data.products.pageInfo.endCursor).toBeNull();
    });
  });

  describe('sort orders', () => {
    for (const [field, key] of Object.entries(sortKeys)) {
      for (const order of ['ASC', 'DESC'] as const) {
        it(`${field} ${order}`, async () => {
          expectOrdered(await list(use(), { orderby: [{ field, order }] }), key, order);
        });
      }
    }

    it('PRICE ascending by the lowest price, descending by the highest', async () => {
      const api = use();
      expectOrdered(await list(api, { orderby: [{ field: 'PRICE', order: 'ASC' }] }), minPrice, 'ASC');
      expectOrdered(await list(api, { orderby: [{ field: 'PRICE', order: 'DESC' }] }), maxPrice, 'DESC');
    });

    it('defaults to newest first', async () => {
      expectOrdered(await list(use(), {}), sortKeys.DATE!, 'DESC');
    });
  });

  describe('filters', () => {
    it('categoryIn: products in any of the categories', async () => {
      const products = await list(use(), { categoryIn: ['books', 'music'] });
      expect(products.length).toBeGreaterThan(5);
      for (const product of products) {
        expect(product.productCategories.nodes.some(({ slug }) => slug === 'books' || slug === 'music')).toBe(true);
      }
      expect(await list(use(), { categoryIn: ['no-such-category'] })).toEqual([]);
    });

    it('slugIn and include/exclude', async () => {
      const api = use();
      const products = await list(api, { slugIn: ['trail-runner', 'canvas-tote-bag', 'nothing-here'] });
      expect(products.map((p) => p.slug).sort()).toEqual(['canvas-tote-bag', 'trail-runner']);
      const ids = products.map((p) => p.databaseId);
      expect((await list(api, { include: ids })).map((p) => p.databaseId).sort()).toEqual([...ids].sort());
      const rest = await list(api, { exclude: ids });
      expect(rest.some((p) => ids.includes(p.databaseId))).toBe(false);
      expect(rest.length).toBe((await list(api, {})).length - 2);
    });

    it('search: case-insensitive substring of name, description and short description', async () => {
      const api = use();
      const byName = await list(api, { search: 'HOODIE' });
      expect(byName.length).toBeGreaterThanOrEqual(6);
      for (const product of byName) {
        const text = `${product.name} ${product.description} ${product.shortDescription}`.toLowerCase();
        expect(text).toContain('hoodie');
      }
      expect((await list(api, { search: 'dolomites' })).map((p) => p.slug)).toEqual(['mountain-line-graphic-tee']);
      expect((await list(api, { search: 'kangaroo' })).map((p) => p.slug)).toEqual(['classic-pullover-hoodie']);
      expect(await list(api, { search: '100%_' })).toEqual([]);
      expect((await list(api, { search: '100%' })).length).toBeGreaterThan(0);
    });

    it('visibility: VISIBLE leaves hidden products out, HIDDEN finds them', async () => {
      const api = use();
      expect((await list(api, { visibility: 'VISIBLE' })).map((p) => p.slug)).not.toContain('gift-wrapping');
      expect((await list(api, { visibility: 'HIDDEN' })).map((p) => p.slug)).toEqual(['gift-wrapping']);
      expect((await list(api, {})).map((p) => p.slug)).toContain('gift-wrapping');
    });

    it('minPrice and maxPrice: inclusive, in major units, any variation price counts', async () => {
      const api = use();
      const products = await list(api, { minPrice: 19, maxPrice: 25 });
      expect(products.length).toBeGreaterThan(3);
      for (const product of products) {
        expect(maxPrice(product)).toBeGreaterThanOrEqual(19);
        expect(minPrice(product)).toBeLessThanOrEqual(25);
      }
      const all = await list(api, {});
      const expected = all.filter((p) => maxPrice(p) >= 19 && minPrice(p) <= 25).map((p) => p.slug);
      expect(products.map((p) => p.slug)).toEqual(expected);
      expect(products.map((p) => p.slug)).toContain('essential-crew-tee');
      // Exactly on the bound: the Trail Runner sells for 99.00 on sale.
      expect((await list(api, { minPrice: 99, maxPrice: 99 })).map((p) => p.slug)).toContain('trail-runner');
    });

    it('status: "publish" lists published products; other statuses show nothing to visitors', async () => {
      const api = use();
      expect((await list(api, { status: 'publish' })).length).toBe((await list(api, {})).length);
      expect(await list(api, { status: 'draft' })).toEqual([]);
    });

    it('onSale: products on sale now, or not', async () => {
      const api = use();
      const onSale = await list(api, { onSale: true });
      const slugs = onSale.map((p) => p.slug);
      expect(slugs).toEqual(expect.arrayContaining(['trail-runner', 'zip-up-hoodie', 'long-sleeve-tee', 'studio-over-ear-headphones']));
      expect(slugs).not.toContain('kids-fleece-hoodie');
      expect(slugs).not.toContain('vintage-wash-tee');
      expect(onSale.every((p) => p.onSale)).toBe(true);
      const notOnSale = await list(api, { onSale: false });
      expect(notOnSale.every((p) => !p.onSale)).toBe(true);
      expect(onSale.length + notOnSale.length).toBe((await list(api, {})).length);
    });

    it('stockStatus', async () => {
      const products = await list(use(), { stockStatus: ['OUT_OF_STOCK'] });
      expect(products.map((p) => p.slug)).toEqual(expect.arrayContaining(['sherpa-lined-hoodie', 'dj-monitor-headphones']));
      expect(products.every((p) => p.stockStatus === 'OUT_OF_STOCK')).toBe(true);
    });

    it('combines filters with a sort', async () => {
      const products = await list(use(), {
        categoryIn: ['t-shirts'],
        onSale: true,
        orderby: [{ field: 'PRICE', order: 'ASC' }],
      });
      // The seaside set is a t-shirt too, on sale through its Breton shirt, and from €18 by its tote.
      expect(products.map((p) => p.slug)).toEqual(['seaside-weekend-set', 'long-sleeve-tee', 'striped-breton-shirt']);
    });
  });
}, { route: { storeSettings: pricesAsEntered } });
