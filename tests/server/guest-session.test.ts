// A guest's session as WooGraphQL clients hold it (issue 15): they take the token only from
// `customer.sessionToken` in an answer, never from the header. The first read hands one out without
// writing a row; the first change creates the row under its key, and later changes land in the same
// cart. Also: the token answered is the header's, `sessionStart` counts new sessions and not reads,
// a customer's key is never opened by a guest, a token whose row ran out starts again empty, a
// sign-in with a token that names no row still works, and first changes racing with one token make
// one session (on PostgreSQL they truly run at once).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { sessionSecretOf } from '../../server/domain/session/session-secret';
import { issueSessionToken } from '../../server/domain/session/session-token';
import { defaultSessionSettings } from '../../server/graphql/context';
import { registerGraphQLRoute } from '../../server/http/graphql-route';
import { login, makeCustomer } from './accounts-support';
import { makeProduct } from './checkout-shoppers';
import { Device, sessionKeyOf } from './customer-devices';
import { describeBackends, noRateLimits, type Backend, type GraphQLResponse } from './harness';

const cartRead = `{ customer { sessionToken } cart { contents(first: 100) { itemCount nodes { quantity product { node { databaseId } } } } } }`;
const addToCart = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }`;
const hour = 60 * 60;
const tokenPattern = /^[\w-]+\.[\w-]+\.[\w-]+$/;

const sessionHeaders = (token: string | null): Record<string, string> => (token ? { 'woocommerce-session': `Session ${token}` } : {});

/** A WooGraphQL client: keeps the token `customer.sessionToken` answers and ignores the header. */
class WooClient {
  token: string | null = null;
  constructor(private readonly api: Backend) {}

  send(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse> {
    return this.api.query(query, variables, sessionHeaders(this.token));
  }

  /** Reads the cart and the customer's session token, and keeps the token. */
  async read(): Promise<{ header: string | null; quantities: Record<number, number> }> {
    const answer = await this.send(cartRead);
    expect(answer.errors).toBeUndefined();
    this.token = answer.data.customer.sessionToken;
    const nodes: { quantity: number; product: { node: { databaseId: number } } }[] = answer.data.cart.contents.nodes;
    return {
      header: answer.headers.get('woocommerce-session'),
      quantities: Object.fromEntries(nodes.map((node) => [node.product.node.databaseId, node.quantity])),
    };
  }

  add(productId: number, quantity = 1): Promise<GraphQLResponse> {
    return this.send(addToCart, { input: { productId, quantity } });
  }
}

async function sessionRows(api: Backend, key: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(api.db, sql`select count(*)::int as count from sessions where key = ${key}`);
  return row!.count;
}

async function tokenKeys(api: Backend) {
  return { secret: await sessionSecretOf(api.db), issuer: defaultSessionSettings.issuer };
}

describeBackends('a guest session handed out on the first read', (use) => {
  it('answers a signed token for a new session in customer.sessionToken and the header alike, and writes no row', async () => {
    const api = use();
    const first = new WooClient(api);
    const { header, quantities } = await first.read();
    expect(first.token).toMatch(tokenPattern);
    expect(header).toBe(first.token);
    expect(quantities).toEqual({});
    expect(await sessionRows(api, sessionKeyOf(first.token!))).toBe(0);

    const second = new WooClient(api);
    await second.read();
    expect(sessionKeyOf(second.token!)).not.toBe(sessionKeyOf(first.token!));

    // Every field of one request answers the same token.
    const aliased = await api.query(`{ a: customer { sessionToken } b: customer { sessionToken } }`);
    expect(aliased.data.a.sessionToken).toBe(aliased.data.b.sessionToken);
    expect(aliased.headers.get('woocommerce-session')).toBe(aliased.data.a.sessionToken);
  });

  it('creates the session under the token’s key on the first change, and the next change lands in the same cart', async () => {
    const api = use();
    const [tee, mug] = [await makeProduct(api), await makeProduct(api)];
    const woo = new WooClient(api);
    await woo.read();
    const token = woo.token!;
    expect((await woo.add(tee.id, 2)).errors).toBeUndefined();
    expect(await sessionRows(api, sessionKeyOf(token))).toBe(1);
    expect((await woo.add(mug.id)).data.addToCart.cart.contents.itemCount).toBe(3);
    expect((await woo.read()).quantities).toEqual({ [tee.id]: 2, [mug.id]: 1 });
    expect(woo.token).toBe(token);
  });

  it('counts sessionStart once per new session and never for a read', async () => {
    const api = use();
    const app = Fastify({ trustProxy: true });
    registerGraphQLRoute(app, api.db, { rateLimits: { ...noRateLimits, sessionStart: { address: { limit: 2, perSeconds: hour } } } });
    const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
    // An address of this test's own: the limit's bucket is shared by every server on the database.
    const address = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const client = (): WooClient =>
      new WooClient({
        ...api,
        query: async (query, variables, headers) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
            body: JSON.stringify({ query, variables }),
          });
          return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
        },
      });
    try {
      const tee = await makeProduct(api);
      const shoppers = [client(), client(), client()];
      for (let n = 0; n < 3; n++) for (const shopper of shoppers) await shopper.read();
      for (const shopper of shoppers.slice(0, 2)) {
        expect((await shopper.add(tee.id)).errors).toBeUndefined();
        expect((await shopper.add(tee.id)).errors).toBeUndefined();
      }
      const refused = await shoppers[2]!.add(tee.id);
      expect(refused.status).toBe(429);
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      // Those with a session go on shopping.
      expect((await shoppers[0]!.add(tee.id)).data.addToCart.cart.contents.itemCount).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('refuses a bad token as before, and hands out none for it', async () => {
    const api = use();
    const valid = issueSessionToken('someone', await tokenKeys(api), Date.now(), 30 * 24 * hour);
    const answer = await api.query(cartRead, {}, sessionHeaders(`${valid.slice(0, -3)}${valid.endsWith('AAA') ? 'BBB' : 'AAA'}`));
    expect(answer.errors?.[0]?.message).toBe('Invalid session token');
    expect(answer.headers.get('woocommerce-session')).toBeNull();
  });

  it('never opens a customer’s session for a guest holding its token: the change gets a session of its own', async () => {
    const api = use();
    const customer = await makeCustomer(api);
    const [tee, mug] = [await makeProduct(api), await makeProduct(api)];
    const laptop = new Device(api);
    await laptop.signIn(customer);
    await laptop.add(tee.id);
    const customerKey = sessionKeyOf(laptop.sessionToken!);

    const guest = new WooClient(api);
    guest.token = laptop.sessionToken;
    expect((await guest.read()).quantities).toEqual({});
    const added = await guest.add(mug.id);
    expect(added.data.addToCart.cart.contents.itemCount).toBe(1);
    const own = added.headers.get('woocommerce-session');
    expect(sessionKeyOf(own!)).not.toBe(customerKey);
    expect(await laptop.quantities()).toEqual({ [tee.id]: 1 });
  });

  it('starts a token’s session again, empty and under the same key, once its row ran out', async () => {
    const api = use();
    const [tee, mug] = [await makeProduct(api), await makeProduct(api)];
    const woo = new WooClient(api);
    await woo.read();
    await woo.add(tee.id);
    const token = woo.token!;
    await api.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where key = ${sessionKeyOf(token)}`);
    expect((await woo.read()).quantities).toEqual({});
    expect(woo.token).toBe(token);
    expect((await woo.add(mug.id)).errors).toBeUndefined();
    expect((await woo.read()).quantities).toEqual({ [mug.id]: 1 });
    expect(await sessionRows(api, sessionKeyOf(token))).toBe(1);
  });

  it('renews a token an hour old that names no row, for the same key, still writing nothing', async () => {
    const api = use();
    const key = `guest-${randomBytes(6).toString('hex')}`;
    const woo = new WooClient(api);
    woo.token = issueSessionToken(key, await tokenKeys(api), Date.now() - 2 * hour * 1000, 30 * 24 * hour);
    const old = woo.token;
    const { header } = await woo.read();
    expect(woo.token).not.toBe(old);
    expect(header).toBe(woo.token);
    expect(sessionKeyOf(woo.token!)).toBe(key);
    expect(await sessionRows(api, key)).toBe(0);
  });

  it('signs in with a token that names no row, and with one whose first change made the cart', async () => {
    const api = use();
    const customer = await makeCustomer(api);
    const tee = await makeProduct(api);
    const reader = new WooClient(api);
    await reader.read();
    const readOnly = await login(api, customer.username, customer.password, sessionHeaders(reader.token));
    expect(readOnly.errors).toBeUndefined();
    expect(sessionKeyOf(readOnly.data.login.sessionToken)).not.toBe(sessionKeyOf(reader.token!));
    expect(await sessionRows(api, sessionKeyOf(reader.token!))).toBe(0);

    const shopper = new WooClient(api);
    await shopper.read();
    await shopper.add(tee.id, 2);
    const merged = await login(api, customer.username, customer.password, sessionHeaders(shopper.token));
    expect(merged.errors).toBeUndefined();
    const device = new Device(api);
    await device.signIn(customer);
    expect(await device.quantities()).toEqual({ [tee.id]: 2 });
    expect(await sessionRows(api, sessionKeyOf(shopper.token!))).toBe(0);
  });

  it('makes one session when first changes with one handed-out token arrive at once', async () => {
    const api = use();
    const tee = await makeProduct(api);
    const woo = new WooClient(api);
    await woo.read();
    const answers = await Promise.all(Array.from({ length: 8 }, () => woo.add(tee.id)));
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    expect(await sessionRows(api, sessionKeyOf(woo.token!))).toBe(1);
    const [holders] = await queryRows<{ count: number }>(
      api.db,
      sql`select count(distinct session_key)::int as count from cart_items where product_id = ${tee.id}`,
    );
    expect(holders!.count).toBe(1);
    expect((await woo.read()).quantities).toEqual({ [tee.id]: 8 });
  });
}, { writes: true });
