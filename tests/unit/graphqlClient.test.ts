import { describe, expect, it, vi } from 'vitest';
import { createClient, errorMessage } from '../../src/graphql/client';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

describe('GraphQL client', () => {
  it('answers the first GraphQL error, else the HTTP status (SPEC §8)', () => {
    expect(errorMessage(200, { errors: [{ message: 'Invalid session token' }, { message: 'other' }] })).toBe('Invalid session token');
    expect(errorMessage(502, null)).toBe('GraphQL Error (Code: 502)');
    expect(errorMessage(200, { data: {} })).toBeNull();
  });

  it('sends bearer and session headers and keeps a new session token', async () => {
    const fetch = vi.fn(async () => reply(200, { data: { ok: true } }, { 'woocommerce-session': 'new-token' }));
    const onSession = vi.fn();
    const client = createClient({ endpoint: 'http://shop/graphql', fetch, authToken: () => 'jwt', sessionToken: () => 'old', onSession });
    await expect(client('query q { ok }')).resolves.toEqual({ data: { ok: true } });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer jwt');
    expect(headers['woocommerce-session']).toBe('Session old');
    expect(headers.accept).toContain('application/graphql-response+json');
    expect(onSession).toHaveBeenCalledWith('new-token');
  });

  it('takes a 401 or 403 to a request with an auth token as the token refused, and keeps nothing of the guest’s answer', async () => {
    for (const status of [401, 403]) {
      const guestAnswer = { data: { cart: { total: '€0.00' } }, extensions: { debug: [{ type: 'INVALID_AUTH_TOKEN', message: 'invalid-jwt | User secret is revoked.' }] } };
      const fetch = vi.fn(async () => reply(status, guestAnswer, { 'woocommerce-session': 'a-guest-session' }));
      const onSession = vi.fn();
      const client = createClient({ endpoint: 'http://shop/graphql', fetch, authToken: () => 'revoked', sessionToken: () => 'mine', onSession });
      await expect(client('query getCart { cart { total } }')).resolves.toEqual({
        errors: [{ message: 'Your session has expired. Please sign in again.', extensions: { code: 'INVALID_AUTH_TOKEN' } }],
      });
      expect(onSession).not.toHaveBeenCalled();
    }
    // Without an auth token, such a status is only a failed request.
    const anonymous = createClient({ endpoint: 'http://shop/graphql', fetch: vi.fn(async () => reply(403, {})) });
    await expect(anonymous('{ a }')).resolves.toEqual({ data: undefined, errors: [{ message: 'GraphQL Error (Code: 403)' }] });
  });

  it('names the operation in the body, as SPEC §7 asks', async () => {
    const fetch = vi.fn(async () => reply(200, { data: {} }));
    const client = createClient({ endpoint: 'http://shop/graphql', fetch });
    await client('# SPEC §7 getCart\nquery getCart {\n  cart { ...Cart }\n}\nfragment Cart on Cart { total }', { x: 1 });
    await client('{ anonymous }');
    const bodies = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => JSON.parse(String(init.body)));
    expect(bodies[0]).toMatchObject({ operationName: 'getCart', variables: { x: 1 } });
    expect(bodies[1].operationName).toBeUndefined();
  });

  it('uses GET for queries when configured, never for mutations', async () => {
    const fetch = vi.fn(async () => reply(200, { data: {} }));
    const client = createClient({ endpoint: 'http://shop/graphql', method: 'GET', fetch });
    await client('query q { a }', { x: 1 });
    await client('mutation m { b }');
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]![1].method).toBe('GET');
    expect(calls[0]![0]).toContain('variables=%7B%22x%22%3A1%7D');
    expect(calls[0]![0]).toContain('operationName=q');
    expect(calls[1]![1].method).toBe('POST');
  });

  it('retries queries on retryable statuses but never mutations', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(reply(503, {})).mockResolvedValueOnce(reply(200, { data: { a: 1 } }));
    const client = createClient({ endpoint: 'http://shop/graphql', fetch, retryDelayMs: 1 });
    await expect(client('{ a }')).resolves.toEqual({ data: { a: 1 } });
    expect(fetch).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => reply(503, {}));
    const mutations = createClient({ endpoint: 'http://shop/graphql', fetch: failing, retryDelayMs: 1 });
    await expect(mutations('mutation m { b }')).resolves.toEqual({ data: undefined, errors: [{ message: 'GraphQL Error (Code: 503)' }] });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After asks, and shows the message at once when that is long', async () => {
    const busy = vi.fn().mockResolvedValueOnce(reply(429, {}, { 'retry-after': '0' })).mockResolvedValueOnce(reply(200, { data: { a: 1 } }));
    await expect(createClient({ endpoint: 'http://shop/graphql', fetch: busy, retryDelayMs: 60_000 })('{ a }')).resolves.toEqual({ data: { a: 1 } });
    expect(busy).toHaveBeenCalledTimes(2);

    const limited = vi.fn(async () => reply(429, { errors: [{ message: 'Too many requests. Please wait 2 minutes and try again.' }] }, { 'retry-after': '120' }));
    await expect(createClient({ endpoint: 'http://shop/graphql', fetch: limited, retryDelayMs: 1 })('{ a }')).resolves.toEqual({
      data: undefined,
      errors: [{ message: 'Too many requests. Please wait 2 minutes and try again.' }],
    });
    expect(limited).toHaveBeenCalledTimes(1);
  });
});
