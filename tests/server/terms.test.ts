// Categories and attribute terms over HTTP: the storefront's getProductCategories,
// getProductCategory and getAllTerms, counts, ordering and paging.
import { describe, expect, it } from 'vitest';
import { describeBackends } from './harness';

interface Term {
  databaseId: number;
  slug: string;
  name: string;
  count: number | null;
  taxonomyName?: string;
}

describeBackends('terms', (use) => {
  describe('getProductCategories', () => {
    it('lists non-empty categories by product count, most first, with images', async () => {
      const { data, errors } = await use().operation('getProductCategories');
      expect(errors).toBeUndefined();
      const categories = data.productCategories.nodes;
      expect(categories.length).toBeGreaterThanOrEqual(8);
      const counts = categories.map((c: Term) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      for (const category of categories) {
        expect(category.id).toBe(Buffer.from(`term:${category.databaseId}`).toString('base64'));
        expect(category.count).toBeGreaterThan(0);
        expect(category.image.sourceUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/category-[a-z-]+-[0-9a-f]{6}\.webp$/);
      }
    });

    it('counts the published products each category shows in the catalog, as its page lists them', async () => {
      const api = use();
      const { data } = await api.operation('getProductCategories', { first: 20 });
      for (const category of data.productCategories.nodes) {
        const listed = await api.query(`query c($slug: [String]) { products(first: 9999, where: { categoryIn: $slug, visibility: CATALOG }) { found } }`, {
          slug: [category.slug],
        });
        expect(listed.data.products.found, category.slug).toBe(category.count);
      }
    });

    it('takes first, order and orderby', async () => {
      const api = use();
      const { data } = await api.query(`{ productCategories(first: 3, where: { orderby: NAME, order: ASC }) {
        nodes { name } pageInfo { hasNextPage endCursor } } }`);
      expect(data.productCategories.nodes.map((c: Term) => c.name)).toEqual(['Accessories', 'Audio', 'Bags']);
      expect(data.productCategories.pageInfo.hasNextPage).toBe(true);
      const next = await api.query(`query n($after: String) { productCategories(first: 3, after: $after, where: { orderby: NAME, order: ASC }) {
        nodes { name } } }`, { after: data.productCategories.pageInfo.endCursor });
      expect(next.data.productCategories.nodes.map((c: Term) => c.name)).toEqual(['Books', 'Caps & Hats', 'Home & Living']);
    });
  });

  describe('getProductCategory', () => {
    it('finds a category by slug, with its description and image', async () => {
      const { data, errors } = await use().operation('getProductCategory', { slug: 'hoodies' });
      expect(errors).toBeUndefined();
      expect(data.productCategory).toMatchObject({
        name: 'Hoodies',
        slug: 'hoodies',
        count: 6,
        description: 'Warm, soft and built to last: hoodies for every season.',
        image: { altText: 'Hoodies', sourceUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/category-hoodies-[0-9a-f]{6}\.webp$/) },
      });
    });

    it('by database id and global id; unknown is null; a malformed id is an error', async () => {
      const api = use();
      const { data } = await api.operation('getProductCategory', { slug: 'books' });
      const { databaseId, id } = data.productCategory;
      const query = `query c($id: ID!, $idType: ProductCategoryIdType) { productCategory(id: $id, idType: $idType) { slug } }`;
      expect((await api.query(query, { id: String(databaseId), idType: 'DATABASE_ID' })).data.productCategory.slug).toBe('books');
      expect((await api.query(query, { id, idType: 'ID' })).data.productCategory.slug).toBe('books');
      expect((await api.query(query, { id })).data.productCategory.slug).toBe('books');
      expect((await api.query(query, { id: 'nothing', idType: 'SLUG' })).data.productCategory).toBeNull();
      const bad = await api.query(query, { id: 'x', idType: 'DATABASE_ID' });
      expect(bad.errors?.[0]?.message).toMatch(/not a valid database ID/);
    });
  });

  describe('getAllTerms', () => {
    it('lists the colour and size terms with their counts', async () => {
      const { data, errors } = await use().operation('getAllTerms', { taxonomies: ['PACOLOR', 'PASIZE'] });
      expect(errors).toBeUndefined();
      const terms: Term[] = data.terms.nodes;
      expect(terms.filter((t) => t.taxonomyName === 'pa_color').map((t) => t.slug).sort()).toEqual(
        ['black', 'green', 'grey', 'navy', 'red', 'white', 'yellow'],
      );
      expect(terms.filter((t) => t.taxonomyName === 'pa_size').map((t) => t.name).sort()).toEqual(['L', 'M', 'S', 'XL', 'XXL']);
      for (const term of terms) expect(term.count).toBeGreaterThan(0);
    });

    it('lists categories as terms too, and empty terms when asked', async () => {
      const api = use();
      const { data } = await api.operation('getAllTerms', { taxonomies: ['PRODUCTCATEGORY'], hideEmpty: false });
      expect(data.terms.nodes.length).toBe(10);
      expect(data.terms.nodes.every((t: Term) => t.taxonomyName === 'product_cat')).toBe(true);
    });

    it('caps first at 100 and pages on', async () => {
      const api = use();
      const all = await api.query(`{ terms(first: 1000) { nodes { databaseId } } }`);
      expect(all.errors).toBeUndefined();
      expect(all.data.terms.nodes.length).toBe(22);
      const page = await api.query(`{ terms(first: 10, where: { orderby: TERM_ID }) { nodes { databaseId } pageInfo { endCursor hasNextPage } } }`);
      const rest = await api.query(`query r($after: String) { terms(first: 100, after: $after, where: { orderby: TERM_ID }) { nodes { databaseId } } }`, {
        after: page.data.terms.pageInfo.endCursor,
      });
      const ids = [...page.data.terms.nodes, ...rest.data.terms.nodes].map((t: Term) => t.databaseId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(ids.length).toBe(22);
    });

    it('refuses an unknown taxonomy', async () => {
      const response = await use().operation('getAllTerms', { taxonomies: ['NOPE'] });
      expect(response.errors?.[0]?.message).toMatch(/"NOPE".*TaxonomyEnum/);
    });
  });
});
