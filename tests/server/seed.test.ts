// The demo catalog: the same on every run, and a believable shop with every case the storefront
// must show.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { seededRandom } from '../../server/seed/art/random';
import { groups as demoGroups, products as demoProducts } from '../../server/seed/demo-catalog';
import { planDemoCatalog } from '../../server/seed/demo-plan';
import { planEditions } from '../../server/seed/large-catalog';
import { describeBackends } from './harness';

const plannedRows = () => {
  const plan = planDemoCatalog(seededRandom(7), demoProducts, demoGroups);
  return JSON.stringify(plan.products.map(({ downloads, ...product }) => ({ ...product, downloads: downloads.length })));
};

describe('seed plan', () => {
  it('is the same on every run', () => {
    expect(plannedRows()).toBe(plannedRows());
  });

  it('varies the reviews: each product’s speak of its kind and never repeat, and texts seldom recur across products', () => {
    const { products } = planDemoCatalog(seededRandom(7), demoProducts, demoGroups);
    const texts = products.flatMap((product) => product.reviews.map((review) => review.content));
    for (const product of products) expect(new Set(product.reviews.map((review) => review.content)).size, product.row.slug).toBe(product.reviews.length);
    expect(new Set(texts).size / texts.length).toBeGreaterThan(0.85);
    const reviewsOf = (slug: string) => products.find((product) => product.row.slug === slug)!.reviews.map((review) => review.content).join(' ');
    expect(reviewsOf('classic-pullover-hoodie')).toMatch(/hood|fleece|cuffs|pilled/);
    expect(reviewsOf('studio-over-ear-headphones')).toMatch(/sound|bass|battery|connection|crackle/i);
  });

  it('keeps the ratings, counts and dates the storefront’s tests rely on', () => {
    const { products } = planDemoCatalog(seededRandom(7), demoProducts, demoGroups);
    const ratings = products.map((product) => `${product.row.slug}:${product.reviews.map((review) => review.rating).join('')}:${product.reviews.map((review) => review.createdAt.toISOString()).join(',')}`);
    expect(createHash('sha256').update(JSON.stringify(ratings)).digest('hex')).toBe('a3dff2fdbb0358bc3fdc67ea81c5480d9ec11dd8b5676f5699c95d2044d0aa2f');
  });

  it('plans large catalogs with unique slugs and SKUs', () => {
    const demo = planDemoCatalog(seededRandom(7), demoProducts, demoGroups).products;
    const editions = planEditions(demo, 10_000, seededRandom(8));
    const slugs = new Set([...demo, ...editions].map((p) => p.row.slug));
    const skus = new Set([...demo, ...editions].flatMap((p) => [p.row.sku, ...p.variations.map((v) => v.row.sku)]));
    expect(slugs.size).toBe(demo.length + 10_000);
    expect(skus.size).toBe([...demo, ...editions].reduce((n, p) => n + 1 + p.variations.length, 0));
  });
});

interface Seeded {
  slug: string;
  type: string;
  onSale: boolean;
  virtual: boolean;
  downloadable?: boolean;
  stockStatus?: string;
  stockQuantity?: number | null;
  lowStockAmount?: number | null;
  dateOnSaleTo?: string | null;
  reviewCount: number;
  productCategories: { nodes: { slug: string }[] };
  products?: { nodes: { slug: string }[] };
}

describeBackends('seeded catalog', (use) => {
  it('has every kind of product the storefront must show', async () => {
    const { data, errors } = await use().query(`query all($first: Int) { products(first: $first) { nodes {
      slug type onSale virtual
      ... on SimpleProduct { downloadable stockStatus stockQuantity lowStockAmount dateOnSaleFrom dateOnSaleTo }
      ... on VariableProduct { stockStatus }
      ... on GroupProduct { products { nodes { slug } } }
      reviewCount
      productCategories { nodes { slug } }
    } } }`, { first: 9999 });
    expect(errors).toBeUndefined();
    const products: Seeded[] = data.products.nodes;
    const count = (test: (p: Seeded) => boolean) => products.filter(test).length;
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(products.flatMap((p) => p.productCategories.nodes.map((c) => c.slug))).size).toBeGreaterThanOrEqual(8);
    expect(count((p) => p.type === 'SIMPLE')).toBeGreaterThan(30);
    expect(count((p) => p.type === 'VARIABLE')).toBeGreaterThanOrEqual(10);
    expect(count((p) => p.type === 'EXTERNAL')).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.type === 'GROUPED' && (p.products?.nodes.length ?? 0) >= 2)).toBeGreaterThanOrEqual(2);
    expect(count((p) => p.onSale)).toBeGreaterThanOrEqual(8);
    expect(count((p) => p.dateOnSaleTo !== null && p.dateOnSaleTo !== undefined)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.stockStatus === 'OUT_OF_STOCK')).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.stockStatus === 'ON_BACKORDER')).toBeGreaterThanOrEqual(2);
    const lowStock = (p: Seeded) => !!p.lowStockAmount && !!p.stockQuantity && p.stockQuantity <= p.lowStockAmount;
    expect(count(lowStock)).toBeGreaterThanOrEqual(2);
    expect(count((p) => p.virtual)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.downloadable === true)).toBeGreaterThanOrEqual(3);
    expect(count((p) => p.reviewCount > 0)).toBeGreaterThan(products.length / 2);
  });

  it('keeps each product average rating and review count in step with its reviews', async () => {
    const rows = await queryRows<{ slug: string; stored: number; computed: number; count: number; reviews: number }>(
      use().db,
      sql`select p.slug, p.average_rating::float8 as stored, coalesce(round(avg(r.rating), 2), 0)::float8 as computed,
          p.review_count as count, count(r.id)::int as reviews
        from products p left join reviews r on r.product_id = p.id and r.status = 'approved'
        group by p.id`,
    );
    for (const row of rows) {
      expect(row.stored, row.slug).toBe(row.computed);
      expect(row.count, row.slug).toBe(row.reviews);
    }
  });
});
