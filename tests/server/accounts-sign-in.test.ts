// Signing in with a password (Headless Login's `login`): by username or email in any case, the
// two messages of SPEC §8 for an unknown name and a wrong password, in the same time (issue 35:
// an unknown name answered in 7-12 ms against 40-48 ms, telling which names exist), the tokens
// and their expirations, the viewer and customer answered by `Authorization: Bearer`, and logout.
// Passwords are kept only as scrypt hashes and never reach the server's log.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { registerGraphQLRoute } from '../../server/http/graphql-route';
import { describeBackends, noRateLimits, type Backend } from './harness';
import { bearer, endedSignIn, expectAnsweredAsGuest, login, loginMutation, logoutMutation, makeCustomer, refreshMutation, signIn, uniqueName, viewerQuery } from './accounts-support';
import { holdBoundMs, whileProbing } from './loop-probe';

/** A second server on the backend's database whose log (at its most detailed) and console output are kept. */
async function loggingServer(api: Backend) {
  const kept: string[] = [];
  for (const method of ['debug', 'info', 'log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void kept.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')));
  }
  const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => void kept.push(line) } } });
  registerGraphQLRoute(app, api.db, { rateLimits: noRateLimits });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  const query = async (text: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify({ query: text, variables }),
    });
    return (await response.json()) as { data?: any; errors?: { message: string }[] };
  };
  return { kept, query, close: () => app.close() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

afterEach(() => {
  vi.restoreAllMocks();
});

describeBackends(
  'password sign-in',
  (use) => {
    it('signs in by username or email, in any case, and answers tokens, user and customer', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      for (const name of [customer.username, customer.email.toUpperCase(), ` ${customer.username.toUpperCase()} `]) {
        const answer = await login(api, name, customer.password);
        expect(answer.errors).toBeUndefined();
        const payload = answer.data.login;
        const now = Date.now() / 1000;
        expect(Number(payload.authTokenExpiration)).toBeGreaterThan(now + 14 * 60);
        expect(Number(payload.authTokenExpiration)).toBeLessThanOrEqual(now + 15 * 60 + 1);
        expect(Number(payload.refreshTokenExpiration)).toBeGreaterThan(now + 29 * 24 * 60 * 60);
        expect(payload.user).toMatchObject({ databaseId: customer.id, username: customer.username, email: customer.email, firstName: 'Ada', lastName: 'Lovelace' });
        expect(payload.user.id).toBe(Buffer.from(`user:${customer.id}`).toString('base64'));
        expect(payload.user.avatar.url).toMatch(new RegExp(`^${new URL(api.url).origin}/images/avatar/AL-\\d+\\.svg$`));
        expect(payload.sessionToken).toBeTruthy();
        expect(payload.user.wooSessionToken).toBe(payload.sessionToken);
        expect(payload.customer).toMatchObject({ databaseId: customer.id, sessionToken: payload.sessionToken });
      }
    });

    it('answers the two messages of SPEC §8 for an unknown name and a wrong password', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const unknown = await login(api, `nobody-${customer.username}`, customer.password);
      expect(unknown.errors?.[0]?.message).toBe('No account found with that username. Sign up for a new account.');
      expect(unknown.data?.login ?? null).toBeNull();
      const wrong = await login(api, customer.username, 'not the password');
      expect(wrong.errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      expect(wrong.data?.login ?? null).toBeNull();
    });

    it('takes as long for an unknown name as for a known one, so the time tells nothing the message does not', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const known: number[] = [];
      const unknown: number[] = [];
      const time = async (username: string, into: number[]) => {
        const started = performance.now();
        await login(api, username, 'a wrong guess');
        into.push(performance.now() - started);
      };
      // Warm both paths first, then alternate, so drift on a busy machine hits both alike.
      await time(customer.username, []);
      await time(`nobody-${customer.username}`, []);
      const probe = await whileProbing(async () => {
        // Fifteen of each: the median of nine swung past the bound on a loaded machine.
        for (let round = 0; round < 15; round++) {
          await time(customer.username, known);
          await time(`nobody-${round}-${customer.username}`, unknown);
        }
      });
      const ratio = median(known) / median(unknown);
      expect(ratio).toBeGreaterThan(1 / 1.6);
      expect(ratio).toBeLessThan(1.6);
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
    });

    it('lets no password sign in to an account made through a login provider', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      await api.db.execute(sql`update customers set password_hash = '' where id = ${customer.id}`);
      for (const password of ['', customer.password]) {
        expect((await login(api, customer.username, password)).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      }
    });

    it('answers viewer and customer for the token, and logout revokes it', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const other = await makeCustomer(api);
      const tokens = await signIn(api, customer);
      await signIn(api, other);
      const viewed = await api.query(viewerQuery, {}, bearer(tokens.authToken));
      expect(viewed.errors).toBeUndefined();
      expect(viewed.data.viewer).toEqual({ databaseId: customer.id, username: customer.username, email: customer.email });
      expect(viewed.data.customer.databaseId).toBe(customer.id);
      const guest = await api.query(viewerQuery);
      expect(guest.data.viewer).toBeNull();

      const loggedOut = await api.query(logoutMutation, {}, bearer(tokens.authToken));
      expect(loggedOut.data.logout.success).toBe(true);
      const after = await api.query(viewerQuery, {}, bearer(tokens.authToken));
      expectAnsweredAsGuest(after, endedSignIn);
      expect(after.data.viewer).toBeNull();
      const refreshed = await api.query(refreshMutation, { refreshToken: tokens.refreshToken });
      expect(refreshed.data.refreshToken).toEqual({ authToken: null, authTokenExpiration: null, success: false });
      const guestLogout = await api.query(logoutMutation);
      expect(guestLogout.data.logout.success).toBeNull();
    });

    it('keeps passwords only as scrypt hashes, and never logs them', async () => {
      const api = use();
      const server = await loggingServer(api);
      const username = uniqueName('private');
      const first = `first secret ${username}`;
      const second = `second secret ${username}`;
      const refused = `x${username}`.slice(0, 7);
      try {
        const registered = await server.query(
          `mutation r($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken } }`,
          { input: { username, email: `${username}@accounts.test`, password: first } },
        );
        expect(registered.errors).toBeUndefined();
        expect((await server.query(loginMutation, { username, password: second })).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
        const fresh = (await server.query(loginMutation, { username, password: first })).data.login.authToken as string;
        const change = `mutation c($password: String!) { updateCustomer(input: { password: $password }) { authToken } }`;
        expect((await server.query(change, { password: refused }, bearer(fresh))).errors?.[0]?.message).toMatch(/^Please choose a stronger password/);
        expect((await server.query(change, { password: second }, bearer(fresh))).errors).toBeUndefined();
      } finally {
        await server.close();
      }
      const log = server.kept.join('\n');
      expect(log).toContain('/graphql');
      for (const password of [first, second, refused]) expect(log).not.toContain(password);

      const [row] = await queryRows<{ hash: string; everything: string }>(
        api.db,
        sql`select c.password_hash as hash, (select coalesce(string_agg(t::text, ' '), '') from (
            select row_to_json(c)::text as t union all select row_to_json(s)::text from sign_ins s where s.customer_id = c.id
            union all select row_to_json(k)::text from sessions k where k.customer_id = c.id) rows) as everything
          from customers c where c.username = ${username}`,
      );
      expect(row!.hash).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
      for (const password of [first, second]) expect(row!.everything).not.toContain(password);
    });
  },
  { writes: true },
);
