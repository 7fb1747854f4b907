// /graphql answers go out compressed as the client accepts, and public catalog answers are kept
// and shared, but never past a catalog write or a scheduled sale's start or end, never across
// different requests, never for requests that carry who a shopper is, and never with errors.
//
// A kept answer is told apart from a fresh one by a "silent" write: one made with the catalog
// triggers off for its transaction, so the version does not move and only an answer made anew
// shows it. (The list query itself is never cached; only answers are.)
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { readCatalogVersion } from '../../server/domain/catalog/store/catalog-clock';
import { resolveSettings } from '../../common/settings';
import { describeBackends, operationText } from './harness';

// Prices here are the ones entered (shown without tax): tax-display.test.ts shows them with it.
const pricesAsEntered = resolveSettings({ taxDisplayShop: 'excl' });

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent. */
  wire: Buffer;
  /** The body decoded, as JSON. */
  json: any;
}

/** POSTs like a browser, and keeps the bytes as they came (fetch would decompress them). */
function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, json: JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

const slug = 'beeswax-pillar-candle';
const byName = { query: `{ products(where: { slugIn: ["${slug}"] }) { nodes { name } } }` };
const nameIn = (answer: RawAnswer) => answer.json.data.products.nodes[0].name as string;

/** A write the catalog version does not see: only an answer made anew can show it. */
async function renameSilently(db: Database, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update products set name = ${name} where slug = ${slug}`);
  });
}

async function write(db: Database, statement: SQL): Promise<void> {
  await db.execute(statement);
}

/**
 * Runs a check that needs nobody else to write to the catalog meanwhile (on PostgreSQL, other
 * test files share the database), again when somebody did.
 */
async function whileCatalogQuiet(db: Database, check: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const before = await readCatalogVersion(db);
    try {
      await check();
      return;
    } catch (error) {
      if (attempt < 5 && (await readCatalogVersion(db)) !== before) continue;
      throw error;
    }
  }
}

describeBackends('/graphql answers', (use) => {
  it('compresses as the client accepts: brotli, else gzip, else not at all', async () => {
    const body = { query: operationText('getProducts'), variables: { first: 9999 } };
    const plain = await post(use().url, body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.length).toBeGreaterThan(10_000);
    for (const [acceptEncoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['gzip;q=0, deflate', undefined],
      ['identity', undefined],
    ] as const) {
      const answer = await post(use().url, body, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.json).toEqual(plain.json);
      if (expected) expect(answer.wire.length).toBeLessThan(plain.wire.length / 3);
    }
  });

  it('sends small answers as they are', async () => {
    const answer = await post(use().url, { query: '{ __typename }' }, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json).toEqual({ data: { __typename: 'RootQuery' } });
  });

  it('answers a repeated public query from the cache, and a catalog write in the very next answer', async () => {
    const { db } = use();
    const original = nameIn(await post(use().url, byName));
    try {
      await whileCatalogQuiet(db, async () => {
        expect(nameIn(await post(use().url, byName))).toBe(original);
        await renameSilently(db, `${original} (unseen)`);
        expect(nameIn(await post(use().url, byName))).toBe(original);
      });
      await write(db, sql`update products set name = ${`${original} (renamed)`} where slug = ${slug}`);
      expect(nameIn(await post(use().url, byName))).toBe(`${original} (renamed)`);
    } finally {
      await write(db, sql`update products set name = ${original} where slug = ${slug}`);
    }
    expect(nameIn(await post(use().url, byName))).toBe(original);
  });

  it('never answers one request with the answer to another', async () => {
    const query = 'query list($first: Int) { products(first: $first) { nodes { databaseId } } }';
    const lengths = [];
    for (const first of [1, 2, 3, 2, 1]) lengths.push((await post(use().url, { query, variables: { first } })).json.data.products.nodes.length);
    expect(lengths).toEqual([1, 2, 3, 2, 1]);

    const names = await post(use().url, { query: '{ products(first: 2) { nodes { name } } }' });
    const slugs = await post(use().url, { query: '{ products(first: 2) { nodes { slug } } }' });
    expect(Object.keys(names.json.data.products.nodes[0])).toEqual(['name']);
    expect(Object.keys(slugs.json.data.products.nodes[0])).toEqual(['slug']);

    const twoOperations = { query: 'query a { products(first: 1) { nodes { name } } } query b { products(first: 1) { nodes { slug } } }' };
    expect((await post(use().url, { ...twoOperations, operationName: 'a' })).json.data.products.nodes[0]).toHaveProperty('name');
    expect((await post(use().url, { ...twoOperations, operationName: 'b' })).json.data.products.nodes[0]).toHaveProperty('slug');

    // The content type (and with it the status of errors) follows Accept.
    const json = await post(use().url, byName, { accept: 'application/json' });
    const graphqlJson = await post(use().url, byName, { accept: 'application/graphql-response+json' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(graphqlJson.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
    // CORS headers name the origin that asked (both are listed as the shop's).
    const fromA = await post(use().url, byName, { origin: 'https://a.example' });
    const fromB = await post(use().url, byName, { origin: 'https://b.example' });
    expect(fromA.headers['access-control-allow-origin']).toBe('https://a.example');
    expect(fromB.headers['access-control-allow-origin']).toBe('https://b.example');
  });

  it('answers requests with an Authorization or woocommerce-session header for themselves only', async () => {
    const { db } = use();
    const original = nameIn(await post(use().url, byName));
    // Any Authorization makes a request personal; a bearer token that does not count would fail it, so another scheme stands in.
    const personal: Record<string, string>[] = [{ authorization: 'Basic c29tZTpvbmU=' }, { 'woocommerce-session': 'Session some-session' }];
    try {
      await whileCatalogQuiet(db, async () => {
        await post(use().url, byName);
        await renameSilently(db, `${original} (unseen)`);
        for (const headers of personal) expect(nameIn(await post(use().url, byName, headers))).toBe(`${original} (unseen)`);
        expect(nameIn(await post(use().url, byName))).toBe(original);
      });
      // Their answers are not kept for anyone else either.
      for (const headers of personal) {
        await write(db, sql`update products set name = ${original} where slug = ${slug}`);
        await whileCatalogQuiet(db, async () => {
          expect(nameIn(await post(use().url, byName, headers))).toBe(original);
          await renameSilently(db, `${original} (after a personal answer)`);
          expect(nameIn(await post(use().url, byName))).toBe(`${original} (after a personal answer)`);
        });
      }
    } finally {
      await write(db, sql`update products set name = ${original} where slug = ${slug}`);
    }
  });

  it('keeps no answer that has errors', async () => {
    const { db } = use();
    const partly = { query: `{ products(where: { slugIn: ["${slug}"] }) { nodes { name } } broken: products(first: -1) { nodes { name } } }` };
    const first = await post(use().url, partly);
    expect(first.json.errors?.[0]?.message).toMatch(/"first" must be an integer/);
    const original = first.json.data.products.nodes[0].name as string;
    try {
      await whileCatalogQuiet(db, async () => {
        await renameSilently(db, `${original} (seen)`);
        const again = await post(use().url, partly);
        expect(again.json.data.products.nodes[0].name).toBe(`${original} (seen)`);
        expect(again.json.errors).toHaveLength(1);
      });
    } finally {
      await write(db, sql`update products set name = ${original} where slug = ${slug}`);
    }
  });

  it('shares one answer between concurrent requests for it', async () => {
    const body = { query: operationText('getProducts'), variables: { first: 9999 } };
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(use().url, body, { 'accept-encoding': 'br' })));
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
  });

  // PGlite only: on PostgreSQL other test files would see the sale meanwhile.
  it('shows a scheduled sale start and end without any write', async (context) => {
    if (use().kind === 'postgres') context.skip();
    const { db } = use();
    const onSale = async () => {
      const answer = await post(use().url, { query: `{ product(id: "${slug}", idType: SLUG) { onSale ... on SimpleProduct { price(format: RAW) } } }` });
      return answer.json.data.product as { onSale: boolean; price: string };
    };
    const before = await onSale();
    expect(before.onSale).toBe(false);
    const started = Date.now();
    await write(db, sql`update products set sale_price = regular_price - 100,
      sale_from = now() + interval '1 second', sale_to = now() + interval '3 seconds' where slug = ${slug}`);
    try {
      expect(await onSale()).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, 1500 - (Date.now() - started)));
      const during = await onSale();
      expect(during.onSale).toBe(true);
      expect(Number(during.price)).toBe(Number(before.price) - 1);
      await new Promise((resolve) => setTimeout(resolve, 3500 - (Date.now() - started)));
      expect(await onSale()).toEqual(before);
    } finally {
      await write(db, sql`update products set sale_price = null, sale_from = null, sale_to = null where slug = ${slug}`);
    }
  });
}, { writes: true, route: { corsOrigins: ['https://a.example', 'https://b.example'], storeSettings: pricesAsEntered } });
