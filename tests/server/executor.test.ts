// The in-process executor the server-side renderer uses gives the same answers as /graphql, but
// with site-relative links: the pages it renders are served from the same origin.
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
