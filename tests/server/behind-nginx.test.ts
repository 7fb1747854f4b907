// Two server processes on one PostgreSQL behind a real reverse proxy (Debian's nginx), each with
// its caches on as in production: a change through one process shows in pages and answers the
// other gives, a sign-in made through one holds in the other, a rate limit counts across both, and
// the client's address comes through X-Forwarded-For (TRUST_PROXY) while one a client forges does not.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AddToCartMutation, GetCartQuery, GetProductQuery, LoginMutation, WriteReviewMutation } from '../../src/graphql/generated/graphql';
import { operationText } from './harness';
import { nginxBinary, startNginx, type NginxProxy } from './nginx-proxy';
import { copyOfWritableTemplate, type DatabaseCopy } from './postgres-copy';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';

const templateUrl = inject('postgresWritableUrl');
const nginx = nginxBinary();
const skipped = !templateUrl ? 'TEST_DATABASE_URL is not set' : !nginx ? 'nginx is not installed (Debian package nginx)' : '';
if (skipped) console.log(`Reverse-proxy tests skipped: ${skipped}.`);

interface Answer {
  status: number;
  /** The server nginx passed the request to. */
  upstream: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request, from the given loopback address (a client of its own, as nginx sees it). */
function request(url: string, { method = 'GET', headers = {}, body, from = '127.0.0.1' }: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method, headers, localAddress: from, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, upstream: String(response.headers['x-upstream'] ?? ''), headers: response.headers, body: text }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function graphql<Data>(origin: string, operation: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: operationText(operation), variables, operationName: operation }),
  });
  const { data, errors } = JSON.parse(answer.body) as { data: Data; errors?: unknown };
  expect(errors, answer.body).toBeUndefined();
  return { ...answer, data };
}

describe.skipIf(Boolean(skipped))('two server processes behind nginx', () => {
  let database: DatabaseCopy | undefined;
  let outbox = '';
  const servers: ServerProcess[] = [];
  let proxy: NginxProxy | undefined;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    assertProductionBuild();
    database = await copyOfWritableTemplate(templateUrl);
    outbox = await mkdtemp(path.join(tmpdir(), 'shop-outbox-'));
    const env = {
      DATABASE_URL: database.url,
      MAIL_OUTBOX: outbox,
      // nginx on this machine is the only proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      // Every request comes from a few loopback addresses, whose share of the servers' time is not the point here.
      RATE_LIMITS: JSON.stringify({ contact: { address: { limit: 3, perSeconds: 3600 } }, serverTime: { address: null } }),
    };
    const [first, second] = await Promise.all([startServerProcess(env, { readyWithinMs: 110_000 }), startServerProcess(env, { readyWithinMs: 110_000 })]);
    servers.push(first, second);
    await Promise.all(servers.map((server) => server.ready));
    [a, b] = [first, second];
    proxy = await startNginx(nginx!, [a.origin, b.origin]);
  }, 150_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  const upstreamOf = (server: ServerProcess) => new URL(server.origin).host;

  /** Asks through nginx until each server has answered once; their answers, A's first. */
  async function fromEach(ask: () => Promise<Answer>): Promise<[Answer, Answer]> {
    const answers = new Map<string, Answer>();
    for (let i = 0; i < 8 && answers.size < 2; i += 1) {
      const answer = await ask();
      answers.set(answer.upstream, answer);
    }
    expect([...answers.keys()].sort()).toEqual([upstreamOf(a), upstreamOf(b)].sort());
    return [answers.get(upstreamOf(a))!, answers.get(upstreamOf(b))!];
  }

  it('shows a price and stock change and a review made through one process in the other’s cached pages and answers', async () => {
    const slug = 'enamel-camp-mug';
    const payload = () => request(`${proxy!.origin}/_payload/product/${slug}`);
    const answer = () => graphql<GetProductQuery>(proxy!.origin, 'getProduct', { slug });
    // Both processes have kept the page and the answer.
    for (const kept of await fromEach(payload)) expect(kept.status).toBe(200);
    const before = (await answer()).data.product!;
    await fromEach(answer);

    const written = await graphql<WriteReviewMutation>(a.origin, 'WriteReview', {
      commentOn: before.databaseId,
      rating: 5,
      content: 'Keeps coffee warm on cold mornings by the lake.',
      author: 'Grace Hopper',
      authorEmail: 'grace@behind-nginx.test',
    });
    expect(written.data.writeReview!.review!.id).toBeTruthy();
    // Price and stock as the shop's CSV import or another machine would write them.
    const catalog = new pg.Client({ connectionString: database!.url });
    await catalog.connect();
    try {
      await catalog.query(`update products set regular_price = 1745, stock_quantity = 37 where slug = $1`, [slug]);
    } finally {
      await catalog.end();
    }

    for (const page of await fromEach(payload)) {
      expect(page.body).toContain('"stockQuantity":37');
      // €17.45 with the shop country's 19 % VAT, as the page shows it.
      expect(page.body).toContain('"regular":[20.77]');
      expect(page.body).toContain(`"reviewCount":${before.reviewCount! + 1}`);
    }
    for (const fresh of await fromEach(answer)) {
      const product = (JSON.parse(fresh.body) as { data: GetProductQuery }).data.product!;
      expect(product).toMatchObject({ reviewCount: before.reviewCount! + 1, stockQuantity: 37 });
      expect(product.reviews!.edges!.map((edge) => edge!.node!.id)).toContain(written.data.writeReview!.review!.id);
    }
  }, 60_000);

  it('keeps a customer signed in through one process signed in through the other, with the same cart', async () => {
    const login = await graphql<LoginMutation>(proxy!.origin, 'login', { username: 'demo@shop.example', password: 'demo-shopper' });
    const signedIn = {
      authorization: `Bearer ${login.data.login!.authToken}`,
      'woocommerce-session': `Session ${login.data.login!.sessionToken}`,
    };
    const { data: mug } = await graphql<GetProductQuery>(proxy!.origin, 'getProduct', { slug: 'enamel-camp-mug' });
    const added = await graphql<AddToCartMutation>(proxy!.origin, 'addToCart', { input: { productId: mug.product!.databaseId, quantity: 2 } }, signedIn);
    const line = (cart: { contents?: { nodes: { product?: { node: { slug?: string | null } } | null; quantity?: number | null }[] } | null } | null | undefined) =>
      cart?.contents?.nodes.find((node) => node.product?.node.slug === 'enamel-camp-mug')?.quantity;
    expect(line(added.data.addToCart!.cart)).toBeGreaterThanOrEqual(2);
    const carts = await fromEach(() => graphql<GetCartQuery>(proxy!.origin, 'getCart', {}, signedIn));
    for (const answer of carts) {
      const { data } = JSON.parse(answer.body) as { data: GetCartQuery };
      expect(data.customer?.billing?.email).toBe('demo@shop.example');
      expect(line(data.cart)).toBe(line(added.data.addToCart!.cart));
    }
  }, 60_000);

  it('counts a client’s contact messages across both processes by the address nginx saw, not one the client wrote', async () => {
    const message = (from: string, headers: Record<string, string> = {}) =>
      request(`${proxy!.origin}/contact`, {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hoodie sizes', message: 'Do the hoodies run large?', locale: 'en_US' }),
      });
    // Three are allowed from one address, wherever they land.
    const allowed = [await message('127.0.0.2'), await message('127.0.0.2'), await message('127.0.0.2')];
    expect(allowed.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(allowed.map((answer) => answer.upstream))).toEqual(new Set([upstreamOf(a), upstreamOf(b)]));
    // The fourth is refused by whichever process it reaches, and naming another address changes nothing.
    const refused = [await message('127.0.0.2'), await message('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })];
    expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(refused.map((answer) => answer.upstream))).toEqual(new Set([upstreamOf(a), upstreamOf(b)]));
    // Another client is another address, though nginx connects from the same one for both.
    expect((await message('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })).status).toBe(200);
  }, 60_000);
});
