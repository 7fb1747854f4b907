// The pages' content security policy with and without card payments: scripts from the shop only,
// unless Stripe is configured, and then from Stripe.js's origin too, with its frames and its API
// (Stripe's own origins for Stripe's own script, the script's one origin for a stand-in); on another
// store backend, its API and its pictures.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { securityHeaders } from '../../server/http/securityHeaders';

async function pagePolicy(env: NodeJS.ProcessEnv): Promise<string> {
  const headers = new Map<string, string>([['content-type', 'text/html; charset=utf-8']]);
  const reply = {
    header: (name: string, value: string) => headers.set(name, value),
    getHeader: (name: string) => headers.get(name),
  } as unknown as FastifyReply;
  await securityHeaders(readConfig(env, [])).call({} as FastifyInstance, {} as FastifyRequest, reply, '', () => {});
  return headers.get('content-security-policy')!;
}

const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

describe('content security policy', () => {
  it('without card payments: scripts and connections from the shop only, no frames', async () => {
    const policy = await pagePolicy({});
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('frame-src');
  });

  it('with Stripe: Stripe.js, its frames and Stripe’s API', async () => {
    const policy = await pagePolicy(keys);
    expect(policy).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(policy).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
  });

  it('with a stand-in of Stripe: its one origin for all three', async () => {
    const policy = await pagePolicy({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111', STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/' });
    expect(policy).toContain("script-src 'self' http://127.0.0.1:12111;");
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:12111;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:12111;");
  });

  it('on another store backend: its API and its images (absolute URLs on its origin)', async () => {
    const policy = await pagePolicy({ GRAPHQL_ENDPOINT: 'http://127.0.0.1:4100/graphql' });
    expect(policy).toContain("img-src 'self' data: https: http://127.0.0.1:4100;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:4100;");
  });

  it('one Stripe key without the other is a configuration error', () => {
    expect(() => readConfig({ STRIPE_SECRET_KEY: 'sk_test_x' }, [])).toThrow('Card payments need both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    expect(() => readConfig({ ...keys, STRIPE_API_URL: 'localhost:12111' }, [])).toThrow('STRIPE_API_URL: "localhost:12111" is not an http(s) URL');
  });
});
