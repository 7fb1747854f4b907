// Issue 35: requests shaped to hold the whole shop, written as an attacker writes them, each with
// the longest time the server's event loop was held while it was answered (tests/server/loop-probe.ts).
// Before: 110 aliased searches sharing one 122,000-character variable held every other request
// for 46 s; `related` nested six levels deep answered 7.4 MB in 2-3 s.
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../server/domain/rate-limits/rate-limit-rules';
import { describeBackends, noRateLimits, type Backend } from './harness';
import { holdBoundMs, whileProbing } from './loop-probe';

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

async function probed(api: Backend, query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
  const { value, longestHoldMs } = await whileProbing(() => api.query(query, variables, headers));
  expect(longestHoldMs).toBeLessThan(holdBoundMs);
  return value;
}

describeBackends('requests shaped to hold the shop', (use) => {
  // The first requests of a new server compile what every later one reuses, and the first one
  // over the caps reads the catalog's list maxima (once per catalog version): an attack meets a
  // warm server.
  beforeAll(async () => {
    expect((await use().query(aliasedSearches(2), { s: 'warm' })).errors).toBeUndefined();
    expect((await use().query(aliasedSearches(60), { s: 'warm' })).errors?.[0]?.extensions?.code).toBe('QUERY_TOO_EXPENSIVE');
  });

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

// Before: heavy reads sent one after another never met the heavy-read limit, which counted
// requests and refilled about as fast as each ran: robots.txt waited a median of 4.5 s meanwhile.
describeBackends(
  'heavy reads sent back to back',
  (use) => {
    it('are slowed once they have taken their share of the server, before they slow anyone else', async () => {
      const api = use();
      // Every product, ten times over, with a session header so that no shared answer serves it.
      const lists = `{ ${Array.from({ length: 10 }, (_, n) => `l${n}: products(first: 9999) { nodes { slug name description } }`).join(' ')} }`;
      const headers = { 'woocommerce-session': 'Session not-a-token' };
      const started = performance.now();
      let served = 0;
      for (;;) {
        const { status, headers: answerHeaders } = await probed(api, lists, undefined, headers);
        if (status === 429) {
          expect(Number(answerHeaders.get('retry-after'))).toBeGreaterThan(0);
          break;
        }
        served++;
        // The shop's whole allowance is two seconds of its time; a few more reads than it holds fail the test.
        expect(performance.now() - started).toBeLessThan(10_000);
      }
      // The refusal came without running the query, a second later (server/http/graphql-route.ts),
      // the server free meanwhile (probed, as every request here).
      expect(served).toBeGreaterThan(0);
    });
  },
  // On a database of its own: the time it charges must not reach other files' servers.
  { writes: true, route: { rateLimits: { ...noRateLimits, serverTime: defaultRateLimits.serverTime } } },
);
