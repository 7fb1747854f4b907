// The limits on the accounts' writes: sign-in attempts per account from one address (right or
// wrong, named by username or email in any case) and per client address, with the message a shopper
// reads, HTTP 429 and Retry-After, so a stranger's wrong guesses never lock the owner out from their
// own address (issue 35); registrations and account updates (updateCustomer and updateUser) per
// address. The sign-in limit lives in the database, so two server processes on one PostgreSQL share it.
//
// These run on the run's shared database, not the writable copy: the rate-limit tests clear that
// copy's buckets while they run. Only this file counts these actions there, and its customers
// have names of their own.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { defaultRateLimits, resolveRateLimits } from '../../server/domain/rate-limits/rate-limit-rules';
import { registerGraphQLRoute } from '../../server/http/graphql-route';
import { describeBackends, noRateLimits, type Backend, type GraphQLResponse } from './harness';
import { bearer, login, loginMutation, makeCustomer, signInThroughDatabase, uniqueName, type TestCustomer } from './accounts-support';
import { holdBoundMs, whileProbing } from './loop-probe';
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

it('counts sign-ins per account from one address and per address by default', () => {
  expect(defaultRateLimits.signIn).toEqual({ address: { limit: 30, perSeconds: 900 }, accountAndAddress: { limit: 10, perSeconds: 900 } });
  expect(defaultRateLimits.register).toEqual({ address: { limit: 10, perSeconds: 3600 } });
  expect(defaultRateLimits.accountUpdate).toEqual({ address: { limit: 60, perSeconds: 600 } });
});

it('lets RATE_LIMITS change or remove the limit per account from one address, and names a bad one', () => {
  const rule = { limit: 5, perSeconds: 600 };
  expect(resolveRateLimits({ signIn: { accountAndAddress: rule } }).signIn).toEqual({ address: defaultRateLimits.signIn.address, accountAndAddress: rule });
  expect(resolveRateLimits({ signIn: { accountAndAddress: null } }).signIn).toEqual({ address: defaultRateLimits.signIn.address });
  expect(() => resolveRateLimits({ signIn: { accountAndAddress: { limit: 0, perSeconds: 600 } } })).toThrow(
    'RATE_LIMITS.signIn.accountAndAddress must be {"limit": <whole number>, "perSeconds": <number>} or null',
  );
});

/** An address of the test's own, as a proxy in front of the shop reports it: buckets are shared by every server on the database. */
const someAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;

/** The shop behind a proxy (TRUST_PROXY), so each request says which client address it comes from. */
async function shopBehindProxy(api: Backend) {
  const app = Fastify({ trustProxy: true });
  registerGraphQLRoute(app, api.db, { rateLimits: { ...noRateLimits, signIn: defaultRateLimits.signIn } });
  const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  const loginFrom = async (address: string, username: string, password: string): Promise<GraphQLResponse> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query: loginMutation, variables: { username, password } }),
    });
    return { status: response.status, headers: response.headers, ...((await response.json()) as object) };
  };
  return { loginFrom, close: () => app.close() };
}

describeBackends('sign-in limit per account from one address', (use) => {
  let shop: Awaited<ReturnType<typeof shopBehindProxy>>;
  beforeAll(async () => {
    const api = use();
    shop = await shopBehindProxy(api);
    // A server's first requests compile its code paths; the probe measures the attack, not that.
    const somebody = await makeCustomer(api);
    await shop.loginFrom(someAddress(), somebody.username, 'a wrong guess');
  });
  afterAll(() => shop.close());

  it('locks out a stranger guessing a customer’s password, not the customer signing in from their own address', async () => {
    const owner = await makeCustomer(use());
    const [stranger, ownersAddress] = [someAddress(), someAddress()];
    const probe = await whileProbing(async () => {
      // Ten wrong passwords from one address, as many as the limit allows.
      for (let guess = 0; guess < 10; guess++) {
        const name = guess % 2 === 0 ? owner.email : owner.username;
        expect((await shop.loginFrom(stranger, name, `guess ${guess}`)).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      }
      expectSignInLimited(await shop.loginFrom(stranger, owner.username, 'one more guess'));
      const signedIn = await shop.loginFrom(ownersAddress, owner.email, owner.password);
      expect(signedIn.errors).toBeUndefined();
      expect(signedIn.data.login.user.databaseId).toBe(owner.id);
    });
    expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
  });

  it('counts every attempt on one account from one address, right or wrong, by username or email, and leaves other accounts alone', async () => {
    const customer = await makeCustomer(use());
    const other = await makeCustomer(use());
    const address = someAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      const name = [customer.username, customer.email.toUpperCase(), ` ${customer.username} `][attempt % 3]!;
      expect((await shop.loginFrom(address, name, 'a wrong guess')).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
    }
    expectSignInLimited(await shop.loginFrom(address, customer.username, customer.password));
    expect((await shop.loginFrom(address, other.username, other.password)).errors).toBeUndefined();
  });
});

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
    // Only the limit per account from one address, which both processes see this test's requests
    // come from: none on the servers' time, which their sign-ins' hashing would count against, nor
    // on refused requests, which other files' tests on this database charge to the same address.
    const env = {
      DATABASE_URL: postgresUrl,
      RATE_LIMITS: JSON.stringify({
        signIn: { address: null, accountAndAddress: { limit: 4, perSeconds: 900 } },
        serverTime: { address: null },
        refusedRequest: { address: null },
      }),
    };
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
