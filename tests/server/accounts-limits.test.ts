// The limits on the accounts' writes: sign-in attempts per account (right or wrong, named by
// username or email in any case) and per client address, with the message a shopper reads, HTTP 429 and
// Retry-After; registrations and account updates (updateCustomer and updateUser) per address. The
// sign-in limit lives in the database, so two server processes on one PostgreSQL share it.
//
// These run on the run's shared database, not the writable copy: the rate-limit tests clear that
// copy's buckets while they run. Only this file counts these actions there, and its customers
// have names of their own.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { defaultRateLimits } from '../../server/domain/rate-limits/rate-limit-rules';
import { describeBackends, noRateLimits, type GraphQLResponse } from './harness';
import { bearer, login, loginMutation, makeCustomer, signInThroughDatabase, uniqueName, type TestCustomer } from './accounts-support';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';

const tooManySignIns = 'Too many sign-in attempts. Please try again later.';

function expectSignInLimited(answer: GraphQLResponse): void {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.errors?.[0]).toMatchObject({ message: tooManySignIns, extensions: { code: 'RATE_LIMITED' } });
}

function expectLimited(answer: GraphQLResponse): void {
  expect(answer.status).toBe(429);
  expect(answer.errors?.[0]?.message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
}

it('counts sign-ins per account and per address by default', () => {
  expect(defaultRateLimits.signIn).toEqual({ address: { limit: 30, perSeconds: 900 }, account: { limit: 10, perSeconds: 900 } });
  expect(defaultRateLimits.register).toEqual({ address: { limit: 10, perSeconds: 3600 } });
  expect(defaultRateLimits.accountUpdate).toEqual({ address: { limit: 60, perSeconds: 600 } });
});

describeBackends(
  'sign-in limit per account',
  (use) => {
    it('counts every attempt on one account, right or wrong, by username or email, and leaves other accounts alone', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const other = await makeCustomer(api);
      for (const name of [customer.username, customer.email.toUpperCase(), ` ${customer.username} `]) {
        expect((await login(api, name, 'a wrong guess')).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      }
      expectSignInLimited(await login(api, customer.username, customer.password));
      expect((await login(api, other.username, other.password)).errors).toBeUndefined();
    });
  },
  { route: { rateLimits: { ...noRateLimits, signIn: { account: { limit: 3, perSeconds: 900 } } } } },
);

describeBackends(
  'sign-in limit per address, registrations and account updates',
  (use) => {
    it('counts sign-ins from one address across accounts, known or not', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      expect((await login(api, uniqueName('nobody'), 'a guess')).errors?.[0]?.message).toBe('No account found with that username. Sign up for a new account.');
      expect((await login(api, customer.username, 'a guess')).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      expectSignInLimited(await login(api, customer.username, customer.password));
    });

    it('limits registrations per address', async () => {
      const api = use();
      const register = (name: string) =>
        api.query(`mutation r($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken } }`, {
          input: { username: name, email: `${name}@accounts.test`, password: 'a long secret phrase' },
        });
      expect((await register(uniqueName('first'))).errors).toBeUndefined();
      expect((await register(uniqueName('second'))).errors).toBeUndefined();
      expectLimited(await register(uniqueName('third')));
    });

    it('limits account updates per address, through updateCustomer and updateUser alike', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      // The address's two sign-ins were used above.
      const tokens = await signInThroughDatabase(api, customer);
      const rename = () => api.query(`mutation { updateCustomer(input: { firstName: "Augusta" }) { customer { firstName } } }`, {}, bearer(tokens));
      const renameUser = () =>
        api.query(`mutation ($id: ID!) { updateUser(input: { id: $id, firstName: "Augusta" }) { user { firstName } } }`, { id: String(customer.id) }, bearer(tokens));
      expect((await rename()).errors).toBeUndefined();
      expect((await renameUser()).errors).toBeUndefined();
      expectLimited(await renameUser());
      expectLimited(await rename());
    });
  },
  {
    route: {
      rateLimits: {
        ...noRateLimits,
        signIn: { address: { limit: 2, perSeconds: 900 } },
        register: { address: { limit: 2, perSeconds: 3600 } },
        accountUpdate: { address: { limit: 2, perSeconds: 600 } },
      },
    },
  },
);

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('sign-in limit across two server processes on one PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let closeDatabase = async () => {};
  let customer: TestCustomer;
  let other: TestCustomer;

  beforeAll(async () => {
    assertProductionBuild();
    const { db, close } = await openDatabase({ url: postgresUrl });
    closeDatabase = close;
    [customer, other] = [await makeCustomer({ db }), await makeCustomer({ db })];
    // Only the account's limit: every test server's address is the same.
    const env = { DATABASE_URL: postgresUrl, RATE_LIMITS: JSON.stringify({ signIn: { address: null, account: { limit: 4, perSeconds: 900 } } }) };
    started.push(await startServerProcess(env), await startServerProcess(env));
    await Promise.all(started.map((server) => server.ready));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()));
    await closeDatabase();
  });

  const attempt = async (server: ServerProcess, username: string, password: string): Promise<GraphQLResponse> => {
    const response = await fetch(`${server.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: loginMutation, variables: { username, password } }),
    });
    return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
  };

  it('refuses the attempt after the limit through either process, whichever took the earlier ones', async () => {
    const [a, b] = started as [ServerProcess, ServerProcess];
    for (const server of [a, b, a, b]) {
      expect((await attempt(server, customer.username, 'a wrong guess')).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
    }
    expectSignInLimited(await attempt(a, customer.username, customer.password));
    expectSignInLimited(await attempt(b, customer.email, customer.password));
    expect((await attempt(b, other.username, other.password)).errors).toBeUndefined();
  });
});
