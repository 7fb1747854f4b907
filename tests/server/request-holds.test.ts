// Issue 35: requests shaped to hold the whole shop, written as an attacker writes them, each with
// the longest time the server's event loop was held while it was answered (tests/server/loop-probe.ts).
// Before: 110 aliased searches sharing one 122,000-character variable held every other request
// for 46 s; `related` nested six levels deep answered 7.4 MB in 2-3 s.
import { describe, expect, it } from 'vitest';
import { describeBackends, type Backend } from './harness';
import { whileProbing } from './loop-probe';

/** The longest the event loop may be held while any request here is answered (README "Limits"). */
const holdBoundMs = 200;

/** `count` aliased product searches sharing one variable, in fewer tokens than the document limit. */
function aliasedSearches(count: number): string {
  const aliases = Array.from({ length: count }, (_, i) => `a${i}: products(where: { search: $s }) { ...F }`).join(' ');
  return `query($s: String) { ${aliases} } fragment F on RootQueryToProductConnection { nodes { id } }`;
}

/** `related` nested `levels` deep under one product's fields. */
function relatedNested(levels: number, fields = 'id name slug shortDescription'): string {
  let selection = fields;
  for (let level = 0; level < levels; level++) selection = `${fields} ... on Product { related { nodes { ${selection} } } }`;
  return selection;
}

async function probed(api: Backend, query: string, variables?: Record<string, unknown>) {
  const { value, longestHoldMs } = await whileProbing(() => api.query(query, variables));
  expect(longestHoldMs).toBeLessThan(holdBoundMs);
  return value;
}

describeBackends('requests shaped to hold the shop', (use) => {
  describe('searches', () => {
    it('110 aliased searches sharing one 122,000-character variable are refused before any runs', async () => {
      const answer = await probed(use(), aliasedSearches(110), { s: 'x'.repeat(122_000) });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_EXPENSIVE' } })]);
    });

    it('110 aliased searches of a short phrase are refused as well', async () => {
      const answer = await probed(use(), aliasedSearches(110), { s: 'cotton' });
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_EXPENSIVE' } })]);
    });

    it('a search longer than the shop takes is refused with a clear message, before it reaches the database', async () => {
      const answer = await probed(use(), aliasedSearches(3), { s: 'x'.repeat(122_000) });
      expect(answer.errors?.length).toBe(3);
      for (const error of answer.errors!) expect(error).toMatchObject({ message: 'Please search with at most 100 characters.', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('a few searches of a phrase are answered', async () => {
      const answer = await probed(use(), aliasedSearches(3), { s: 'hoodie' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.a0.nodes.length).toBeGreaterThan(0);
    });
  });

  describe('related products', () => {
    it('six levels of related products without `first` are refused while the document is checked', async () => {
      const answer = await probed(use(), `{ product(id: "classic-pullover-hoodie", idType: SLUG) { ${relatedNested(6)} } }`);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
    });

    it('a list of every product with four levels of related products is refused too', async () => {
      const answer = await probed(use(), `{ products(first: 67) { nodes { ${relatedNested(4)} } } }`);
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
    });

    it('related products of related products spelled with fragments inside fragments are refused', async () => {
      const fragments = `
        fragment Outer on Product { related { nodes { ...Middle } } }
        fragment Middle on Product { name ...Inner }
        fragment Inner on Product { related { nodes { id } } }`;
      const answer = await probed(use(), `{ product(id: "classic-pullover-hoodie", idType: SLUG) { ...Outer } } ${fragments}`);
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'QUERY_TOO_DEEP' } })]);
    });

    it('related products one level deep, as WooGraphQL storefronts ask them, are answered for every product', async () => {
      const answer = await probed(use(), `{ products(first: 67) { nodes { ${relatedNested(1)} } } }`);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.products.nodes.some((product: { related: { nodes: unknown[] } }) => product.related.nodes.length > 0)).toBe(true);
    });
  });
});
