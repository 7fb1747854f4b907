// The in-process executor the server-side renderer uses gives the same answers as /graphql, but
// with site-relative links: the pages it renders are served from the same origin. Its answers to
// public catalog queries are shared between requests for as long as the catalog is unchanged.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createLocalExecutor } from '../../server/graphql/execute';
import { describeBackends, operationText } from './harness';

describeBackends('local executor', (use) => {
  it('answers the storefront operations as /graphql does', async () => {
    const api = use();
    const execute = createLocalExecutor(api.db);
    for (const [name, variables] of [
      ['getProduct', { slug: 'classic-pullover-hoodie' }],
      ['getProducts', { slug: ['books'] }],
      ['getProductCategories', {}],
      ['getAllTerms', { taxonomies: ['PACOLOR'] }],
    ] as const) {
      const local = await execute(operationText(name), variables);
      const remote = await api.operation(name, variables);
      expect(local.errors).toBeUndefined();
      expect(local.data).toEqual(JSON.parse(JSON.stringify(remote.data).replaceAll(`"${new URL(api.url).origin}/`, '"/')));
    }
  });

  it('reports invalid queries and bad input by message, and nothing more', async () => {
    const execute = createLocalExecutor(use().db);
    const invalid = await execute('{ products { nodes { colour } } }');
    expect(invalid.data).toBeUndefined();
    expect(invalid.errors?.[0]?.message).toMatch(/Cannot query field "colour"/);
    const unparsable = await execute('{ products');
    expect(unparsable.errors?.[0]?.message).toMatch(/Syntax Error/);
    const bad = await execute('query p($first: Int) { products(first: $first) { nodes { id } } }', { first: -3 });
    expect(bad.errors).toEqual([{ message: '"first" must be an integer from 0 to 9999, got -3.' }]);
    const again = await execute('query p($first: Int) { products(first: $first) { nodes { id } } }', { first: 2 });
    expect(again.data.products.nodes).toHaveLength(2);
  });
});

describeBackends(
  'local executor, shared answers',
  (use) => {
    const getProduct = operationText('getProduct');

    it('gives every request the same answer to a public catalog query until the catalog changes', async () => {
      const { db } = use();
      const execute = createLocalExecutor(db);
      const [first, ...together] = await Promise.all([1, 2, 3].map(() => execute(getProduct, { slug: 'essential-crew-tee' })));
      for (const answer of together) expect(answer).toBe(first);
      expect(await execute(getProduct, { slug: 'essential-crew-tee' })).toBe(first);
      expect(await execute(getProduct, { slug: 'classic-pullover-hoodie' })).not.toBe(first);
      // No reader can change it for the others.
      expect(Object.isFrozen(first!.data.product.variations.nodes[0])).toBe(true);

      const name = first!.data.product.name as string;
      await db.execute(sql`update products set name = ${`${name} II`} where slug = 'essential-crew-tee'`);
      try {
        expect((await execute(getProduct, { slug: 'essential-crew-tee' })).data.product.name).toBe(`${name} II`);
      } finally {
        await db.execute(sql`update products set name = ${name} where slug = 'essential-crew-tee'`);
      }
      expect((await execute(getProduct, { slug: 'essential-crew-tee' })).data.product.name).toBe(name);
    });

    it('shares no answer about a visitor, and no answer with errors', async () => {
      const execute = createLocalExecutor(use().db);
      const cart = '{ cart { isEmpty } }';
      const firstCart = await execute(cart);
      expect(firstCart.errors).toBeUndefined();
      expect(await execute(cart)).not.toBe(firstCart);
      const bad = 'query p($first: Int) { products(first: $first) { nodes { id } } }';
      const refused = await execute(bad, { first: -3 });
      expect(refused.errors).toHaveLength(1);
      expect(await execute(bad, { first: -3 })).not.toBe(refused);
    });

    it('answers every request afresh when told not to share', async () => {
      const execute = createLocalExecutor(use().db, { shareAnswers: false });
      const first = await execute(getProduct, { slug: 'essential-crew-tee' });
      const second = await execute(getProduct, { slug: 'essential-crew-tee' });
      expect(second).not.toBe(first);
      expect(second).toEqual(first);
    });
  },
  { writes: true },
);
