// The /graphql endpoint as HTTP: GET for queries only, clear errors for bad input, and never a
// stack trace, a parser's internals or a 500 for a mistake of the caller; CORS only for the shop's
// own origin and the listed ones.
import { describe, expect, it } from 'vitest';
import { maxBodyBytes } from '../../server/http/graphql-route';
import { describeBackends } from './harness';
import { holdBoundMs, whileProbing } from './loop-probe';

async function post(url: string, body: string | Blob, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(url, { method: 'POST', headers: { accept: 'application/graphql-response+json', ...headers }, body });
  return { status: response.status, body: (await response.json()) as { errors?: { message: string }[] } };
}

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

  it('answers a body that is JSON but no request (null, a list, a number, a string, {}) with a 400 and a code, naming no internals', async () => {
    const probe = await whileProbing(async () => {
      for (const body of ['null', '[]', '1', '"x"', 'true', '{}']) {
        const { status, body: answered } = await post(use().url, body);
        // The body sent rides along, so a failure names it.
        expect({ sent: body, status, answered }).toEqual({
          sent: body,
          status: 400,
          answered: { errors: [{ message: 'The request body must be a JSON object with a "query".', extensions: { code: 'INVALID_BODY' } }] },
        });
      }
    });
    expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
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
      // Found by tests/server/fuzz.test.ts: text PostgreSQL cannot keep, and lists nested past the parser's stack.
      ['a NUL character in a search', '{ products(where: { search: "a\\u0000b" }) { nodes { id } } }', /may not contain the NUL character/],
      ['a NUL character in a slug', '{ product(id: "\\u0000", idType: SLUG) { id } }', /may not contain the NUL character/],
      ['a NUL character in a coupon code', 'mutation { applyCoupon(input: { code: "a\\u0000" }) { cart { total } } }', /may not contain the NUL character/],
      ['a NUL character escaped in extra data', 'mutation { addToCart(input: { productId: 1, extraData: "{\\"a\\":\\"\\\\u0000\\"}" }) { cart { total } } }', /extra data may not contain the NUL character/],
      ['a list literal nested 2,000 deep', `{ products(where: { include: ${'['.repeat(2_000)}1${']'.repeat(2_000)} }) { nodes { id } } }`, /nested too deeply/],
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

  it('refuses half a surrogate pair sent in variables', async () => {
    const response = await fetch(use().url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: '{"query":"query($s: String) { products(where: { search: $s }) { nodes { id } } }","variables":{"s":"\\udfff"}}',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/half of a surrogate pair/);
  });

  it('takes price bounds beyond any price as no bound, and ignores a null sort', async () => {
    const huge = await use().query('{ products(where: { minPrice: -1e300, maxPrice: 1e300, orderby: [null] }) { nodes { id } } }');
    expect(huge.errors).toBeUndefined();
    expect(huge.data.products.nodes.length).toBeGreaterThan(0);
    const none = await use().query('{ products(where: { minPrice: 1e10 }) { nodes { id } } }');
    expect(none.errors).toBeUndefined();
    expect(none.data.products.nodes).toEqual([]);
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

  describe('malformed, oversized and absurdly nested bodies get a 4xx and a GraphQL error', () => {
    const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const cases: [string, () => Promise<{ status: number; body: { errors?: { message: string }[] } }>, number, RegExp][] = [
      ['variables nested 20,000 deep', () => post(url(), `{"query":"query($v:[Int]){__typename}","variables":{"v":${deep(20_000)}}}`), 400, /nested too deeply/],
      ['a body nested in objects', () => post(url(), '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000)), 400, /nested too deeply/],
      ['brackets inside strings do not count', () => post(url(), JSON.stringify({ query: '{ __typename }', variables: { v: deep(100) } })), 200, /^$/],
      ['a body over the limit', () => post(url(), JSON.stringify({ query: '{ __typename }', variables: { v: 'x'.repeat(maxBodyBytes) } })), 413, /too large/],
      ['a body that is not JSON', () => post(url(), 'query { __typename }'), 400, /not valid JSON/],
      ['a body that is not an object', () => post(url(), '[1, 2]'), 400, /./],
      ['a query that is not a string', () => post(url(), '{"query": 42}'), 400, /string/],
      ['another content type', () => post(url(), '{ __typename }', { 'content-type': 'text/plain' }), 415, /application\/json/],
      ['no content type', () => post(url(), '{"query":"{ __typename }"}', {}), 415, /application\/json/],
      ['bytes that are not UTF-8', () => post(url(), new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])])), 400, /./],
      [
        'GET variables that are not JSON',
        async () => {
          const response = await fetch(`${url()}?query=${encodeURIComponent('{ __typename }')}&variables=%7B`);
          return { status: response.status, body: await response.json() };
        },
        400,
        /not valid JSON/,
      ],
      [
        'GET variables nested deep',
        async () => {
          const response = await fetch(`${url()}?query=${encodeURIComponent('query($v:[Int]){__typename}')}&variables=${encodeURIComponent(`{"v":${deep(1_000)}}`)}`);
          return { status: response.status, body: await response.json() };
        },
        400,
        /nested too deeply/,
      ],
    ];
    const url = () => use().url;
    for (const [title, send, status, message] of cases) {
      it(title, async () => {
        const { status: answered, body } = await send();
        expect(answered).toBe(status);
        if (status !== 200) expect(body.errors?.[0]?.message).toMatch(message);
      });
    }
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      fetch(use().url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, woocommerce-session' },
      });

    it('lets the shop’s own pages call with credentials and read the session header', async () => {
      const origin = new URL(use().url).origin;
      const answer = await use().query('{ __typename }', undefined, { origin });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-expose-headers')).toBe('woocommerce-session');
      const asked = await preflight(origin);
      expect(asked.status).toBe(204);
      expect(asked.headers.get('access-control-allow-headers')).toContain('woocommerce-session');
    });

    it('lets a listed origin call too', async () => {
      const answer = await use().query('{ __typename }', undefined, { origin: 'https://partner.example' });
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('gives any other origin nothing to read by', async () => {
      const answer = await use().query('{ __typename }', undefined, { origin: 'https://evil.example' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      const asked = await preflight('https://evil.example');
      expect(asked.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
}, { route: { corsOrigins: ['https://partner.example'] } });
