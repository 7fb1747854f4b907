// Signing in with a login provider, against a real OpenID Connect server started here
// (oauth2-mock-server, tests/oauth-stand-in/): the listed client's authorization URL carries a signed
// state and a PKCE challenge; following it gives a code, and `login` with it creates the customer,
// links the provider's identity and signs in. A state counts once and only as the shop signed it,
// the provider must have verified the email, the same person signs in to the same customer again,
// and a customer who registered with a password is linked by the verified email.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { customerIdentities } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/customers';
import { AuthTokens, defaultAuthSettings } from '../../server/domain/accounts/auth-tokens';
import { parseLoginProviders } from '../../server/domain/accounts/oauth/login-provider-config';
import { LoginProviders } from '../../server/domain/accounts/oauth/login-providers';
import { signState } from '../../server/domain/accounts/oauth/oauth-state';
import { startOAuthStandIn, type StandInPerson } from '../oauth-stand-in/oauth-stand-in';
import { bearer, makeCustomer, signIn, uniqueName, viewerQuery } from './accounts-support';
import { describeBackends, type Backend } from './harness';

const standIn = await startOAuthStandIn();
afterAll(() => standIn.close());

const loginProviders = new LoginProviders(
  parseLoginProviders(JSON.stringify([{ provider: 'OAUTH2_GENERIC', name: 'Local ID', clientId: 'storefront-test', clientSecret: 'not-a-secret', issuer: standIn.url }])),
);

const clientsQuery = `query { loginClients { name provider isEnabled authorizationUrl order } }`;
const providerLogin = `mutation login($provider: LoginProviderEnum!, $code: String!, $state: String) {
  login(input: { provider: $provider, oauthResponse: { code: $code, state: $state } }) {
    authToken refreshToken user { databaseId username email firstName lastName } customer { databaseId email }
  }
}`;

function person(overrides: Partial<StandInPerson> = {}): StandInPerson {
  const name = uniqueName('grace');
  return { sub: `sub-${name}`, email: `${name}@provider.test`, emailVerified: true, givenName: 'Grace', familyName: 'Hopper', ...overrides };
}

/** Follows the listed client's authorization URL as a browser would: the provider sends it back with a code and the state. */
async function authorize(api: Backend): Promise<{ code: string; state: string }> {
  const { data } = await api.query(clientsQuery);
  const response = await fetch(data.loginClients[0].authorizationUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${new URL(api.url).origin}/oauth/login/oauth2_generic`);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const login = (api: Backend, answer: { code: string; state: string }, provider = 'OAUTH2_GENERIC') => api.query(providerLogin, { provider, ...answer });

const expired = 'This sign-in link has expired. Please try again.';

describeBackends(
  'sign-in with a login provider',
  (use) => {
    it('lists the provider with an authorization URL carrying a fresh signed state and a PKCE challenge', async () => {
      const api = use();
      const first = (await api.query(clientsQuery)).data.loginClients;
      const second = (await api.query(clientsQuery)).data.loginClients;
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({ name: 'Local ID', provider: 'OAUTH2_GENERIC', isEnabled: true, order: 0 });
      const url = new URL(first[0].authorizationUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: 'storefront-test',
        redirect_uri: `${new URL(api.url).origin}/oauth/login/oauth2_generic`,
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(url.searchParams.get('state')).not.toBe(new URL(second[0].authorizationUrl).searchParams.get('state'));
    });

    it('completes the code flow: creates the customer, links the identity and signs in; the state counts once', async () => {
      const api = use();
      standIn.person = person();
      const answer = await authorize(api);
      const signedIn = await login(api, answer);
      expect(signedIn.errors).toBeUndefined();
      const { user, customer, authToken } = signedIn.data.login;
      expect(user).toMatchObject({ email: standIn.person.email, firstName: 'Grace', lastName: 'Hopper', username: standIn.person.email.split('@')[0] });
      expect(customer.databaseId).toBe(user.databaseId);
      const viewer = await api.query(viewerQuery, undefined, bearer(authToken));
      expect(viewer.data.viewer.databaseId).toBe(user.databaseId);
      const [row] = await api.db.select().from(customers).where(eq(customers.id, user.databaseId));
      expect(row!.passwordHash).toBe('');
      const identities = await api.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, user.databaseId));
      expect(identities).toMatchObject([{ provider: 'OAUTH2_GENERIC', subject: standIn.person.sub }]);

      const replayed = await login(api, answer);
      expect(replayed.errors?.[0]?.message).toBe(expired);
    });

    it('refuses a tampered, foreign, run-out or missing state', async () => {
      const api = use();
      standIn.person = person();
      const { code, state } = await authorize(api);
      const [random, expiry, signature] = state.split('.');
      const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
      const secret = await new AuthTokens(api.db, defaultAuthSettings).secret();
      for (const bad of [
        `${random}.${expiry}.${flipped}`,
        `${random}.${Number(expiry) + 3600}.${signature}`,
        signState(new Uint8Array(randomBytes(32)), 'OAUTH2_GENERIC'),
        signState(secret, 'GOOGLE'),
        signState(secret, 'OAUTH2_GENERIC', Date.now() - 11 * 60 * 1000),
        '',
      ]) {
        expect((await login(api, { code, state: bad })).errors?.[0]?.message).toBe(expired);
      }
      // The real state still works: the refusals spent nothing.
      expect((await login(api, { code, state })).errors).toBeUndefined();
    });

    it('refuses a person whose email the provider did not verify, and a provider the shop does not offer', async () => {
      const api = use();
      standIn.person = person({ emailVerified: false });
      const unverified = await login(api, await authorize(api));
      expect(unverified.errors?.[0]?.message).toBe('The login provider did not confirm your email address.');
      expect(await api.db.select().from(customers).where(eq(customers.email, standIn.person.email))).toEqual([]);

      standIn.person = person();
      const unoffered = await login(api, await authorize(api), 'GITHUB');
      expect(unoffered.errors?.[0]?.message).toBe('Sign-in with this provider is not available.');
    });

    it('signs the same person in to the same customer again, even with a changed email', async () => {
      const api = use();
      standIn.person = person();
      const first = (await login(api, await authorize(api))).data.login.user.databaseId;
      standIn.person = { ...standIn.person, email: `${uniqueName('moved')}@provider.test` };
      const second = await login(api, await authorize(api));
      expect(second.errors).toBeUndefined();
      expect(second.data.login.user.databaseId).toBe(first);
      const identities = await api.db.select().from(customerIdentities).where(eq(customerIdentities.customerId, first));
      expect(identities).toHaveLength(1);
    });

    it('links a customer who registered with a password by the verified email, and the password still works', async () => {
      const api = use();
      const registered = await makeCustomer(api);
      standIn.person = person({ email: registered.email.toUpperCase() });
      const signedIn = await login(api, await authorize(api));
      expect(signedIn.errors).toBeUndefined();
      expect(signedIn.data.login.user).toMatchObject({ databaseId: registered.id, username: registered.username });
      const linked = await api.db
        .select()
        .from(customerIdentities)
        .where(and(eq(customerIdentities.provider, 'OAUTH2_GENERIC'), eq(customerIdentities.subject, standIn.person.sub)));
      expect(linked).toMatchObject([{ customerId: registered.id }]);
      await signIn(api, registered);
    });

    it('gives a new customer a free username when the email’s local part is taken', async () => {
      const api = use();
      const registered = await makeCustomer(api);
      standIn.person = person({ email: `${registered.username.toUpperCase()}@elsewhere.test` });
      const { user } = (await login(api, await authorize(api))).data.login;
      expect(user.databaseId).not.toBe(registered.id);
      expect(user.username).toBe(`${registered.username.toUpperCase()}-2`);
    });
  },
  { writes: true, route: { loginProviders } },
);
