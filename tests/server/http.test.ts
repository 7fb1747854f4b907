// The /graphql endpoint as HTTP: GET for queries only, clear errors for bad input, and never a
// stack trace or a 500 for a mistake of the caller.
import { describe, expect, it } from 'vitest';
import { describeBackends } from './harness';

describeBackends('/graphql over HTTP', (use) => {
  it('answers a query sent by GET', async () => {
    const query = encodeURIComponent('{ product(id: "trail-runner", idType: SLUG) { name } }');
    const response = await fetch(`${use().url}?query=${query}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { product: { name: 'Trail Runner' } } });
  });

  it('refuses a mutation sent by GET', async () => {
    const query = encodeURIComponent('mutation { __typename }');
    const response = await fetch(`${use().url}?query=${query}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(405);
    const body = await response.json();
    expect(body.errors[0].message).toMatch(/POST/);
  });

  it('answers malformed JSON with a 400 and a readable error', async () => {
    const response = await fetch(use().url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toMatch(/at \w+ \(/);
  });

  describe('bad arguments get a clear GraphQL error, not a 500', () => {
    const cases: [string, string, RegExp][] = [
      ['negative first', '{ products(first: -1) { nodes { id } } }', /"first" must be an integer from 0 to 9999, got -1/],
      ['first over 9999', '{ products(first: 10000) { nodes { id } } }', /"first" must be an integer from 0 to 9999, got 10000/],
      ['malformed cursor', '{ products(first: 5, after: "bm9wZQ==") { nodes { id } } }', /not a valid cursor/],
      ['cursor of nothing', `{ products(first: 5, after: "${Buffer.from('arrayconnection:999999').toString('base64')}") { nodes { id } } }`, /does not point to a product/],
      ['malformed id', '{ product(id: "%%%", idType: ID) { id } }', /not a valid post ID/],
      ['unknown enum', '{ products(where: { orderby: [{ field: SIZE }] }) { nodes { id } } }', /Value "SIZE" does not exist in "ProductsOrderByEnum" enum/],
      ['wrong type', '{ products(first: "ten") { nodes { id } } }', /Int cannot represent non-integer value/],
      ['unknown field', '{ products { nodes { colour } } }', /Cannot query field "colour"/],
      ['negative nested first', '{ product(id: "trail-runner", idType: SLUG) { reviews(first: -2) { nodes { id } } } }', /"first" must be an integer/],
      ['id beyond any database id', '{ product(id: "99999999999", idType: DATABASE_ID) { id } }', /not a valid database ID/],
      ['cursor beyond any database id', `{ products(after: "${Buffer.from('arrayconnection:99999999999').toString('base64')}") { nodes { id } } }`, /not a valid cursor/],
    ];
    for (const [title, query, message] of cases) {
      it(title, async () => {
        const response = await use().query(query);
        expect(response.status).toBeLessThan(500);
        expect(response.errors?.[0]?.message).toMatch(message);
        expect(JSON.stringify(response)).not.toMatch(/\.ts:\d+|at \w+ \(/);
      });
    }
  });

  it('ignores nulls in list arguments', async () => {
    const response = await use().query('{ products(where: { categoryIn: [null, "books"], include: [null] }) { nodes { slug } } }');
    expect(response.errors).toBeUndefined();
    expect(response.data.products.nodes.length).toBeGreaterThan(0);
  });

  it('suggests no field names to strangers', async () => {
    const response = await use().query('{ products { nodes { nam } } }');
    expect(response.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});
