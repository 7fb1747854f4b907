// Registering (WooGraphQL's registerCustomer): a new account signed in at once, a username made
// from the email when none is given (and made unique), and the messages for a taken username, a
// taken email (in any case), a weak password and a bad email, none of which writes anything.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { passwordMatches } from '../../server/domain/checkout/password-hash';
import { describeBackends, type Backend } from './harness';
import { bearer, login, makeCustomer, uniqueName, viewerQuery, type TestCustomer } from './accounts-support';

const registerMutation = `mutation register($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) {
    authToken refreshToken
    viewer { databaseId username email firstName lastName }
    customer { databaseId username email firstName lastName sessionToken billing { email country city } shipping { country city } }
  }
}`;

const register = (api: Backend, input: Record<string, unknown>) => api.query(registerMutation, { input });

const weakPassword = 'Please choose a stronger password: at least 8 characters, and not your username or email.';

async function customersNamed(api: Backend, username: string, email: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    api.db,
    sql`select count(*)::int as count from customers where lower(username) = lower(${username}) or lower(email) = lower(${email})`,
  );
  return row!.count;
}

describeBackends(
  'registration',
  (use) => {
    it('registers a customer and signs them in: tokens, viewer, customer, addresses', async () => {
      const api = use();
      const username = uniqueName('newcomer');
      const email = `${username}@accounts.test`;
      const answer = await register(api, {
        username,
        email,
        password: 'a long secret phrase',
        firstName: 'Grace',
        lastName: 'Hopper',
        billing: { city: 'Berlin', country: 'DE' },
        shippingSameAsBilling: true,
      });
      expect(answer.errors).toBeUndefined();
      const payload = answer.data.registerCustomer;
      expect(payload.viewer).toMatchObject({ username, email, firstName: 'Grace', lastName: 'Hopper' });
      expect(payload.customer).toMatchObject({ databaseId: payload.viewer.databaseId, username, email, firstName: 'Grace' });
      expect(payload.customer.billing).toEqual({ email, country: 'DE', city: 'Berlin' });
      expect(payload.customer.shipping).toEqual({ country: 'DE', city: 'Berlin' });
      expect(payload.customer.sessionToken).toBeTruthy();

      const viewed = await api.query(viewerQuery, {}, bearer(payload.authToken));
      expect(viewed.data.viewer).toEqual({ databaseId: payload.viewer.databaseId, username, email });
      const [stored] = await queryRows<{ hash: string }>(api.db, sql`select password_hash as hash from customers where username = ${username}`);
      expect(stored!.hash).toMatch(/^scrypt\$/);
      expect(await passwordMatches('a long secret phrase', stored!.hash)).toBe(true);
      expect((await login(api, email, 'a long secret phrase')).data.login.user.username).toBe(username);
    });

    it('makes a username from the email when none is given, unique without regard to case', async () => {
      const api = use();
      const local = uniqueName('Local.Part');
      const taken = await register(api, { username: local.toLowerCase(), email: `${local}@first.test`, password: 'a long secret phrase' });
      expect(taken.errors).toBeUndefined();
      const derived = await register(api, { email: `${local}@second.test`, password: 'a long secret phrase' });
      expect(derived.errors).toBeUndefined();
      expect(derived.data.registerCustomer.viewer.username).toBe(`${local}2`);
      const again = await register(api, { email: `${local}@third.test`, password: 'a long secret phrase' });
      expect(again.data.registerCustomer.viewer.username).toBe(`${local}3`);
    });

    const refusals: [string, (taken: TestCustomer) => { username: string; email?: string }, string][] = [
      ['a taken username (any case)', (taken) => ({ username: taken.username.toUpperCase(), email: `other-${taken.email}` }), 'An account is already registered with that username. Please choose another.'],
      ['a taken email (any case)', (taken) => ({ username: `other-${taken.username}`, email: taken.email.toUpperCase() }), 'An account is already registered with your email address. Please log in.'],
      ['a bad email', (taken) => ({ username: `other-${taken.username}`, email: 'not an email' }), 'Please enter a valid email address.'],
      ['no email', (taken) => ({ username: `other-${taken.username}` }), 'Please enter a valid email address.'],
    ];

    it.each(refusals)('refuses %s and writes nothing', async (_, inputFor, message) => {
      const api = use();
      const existing = await makeCustomer(api);
      const input = { ...inputFor(existing), password: 'a long secret phrase' };
      const before = await customersNamed(api, input.username, input.email ?? '');
      const answer = await register(api, input);
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.data?.registerCustomer ?? null).toBeNull();
      expect(await customersNamed(api, input.username, input.email ?? '')).toBe(before);
    });

    it.each([
      ['too short', (name: string) => ({ username: name, email: `${name}@accounts.test`, password: 'short' })],
      ['missing', (name: string) => ({ username: name, email: `${name}@accounts.test` })],
      ['too long', (name: string) => ({ username: name, email: `${name}@accounts.test`, password: 'x'.repeat(129) })],
      ['the username', (name: string) => ({ username: name, email: `${name}@accounts.test`, password: name.toUpperCase() })],
      ['the email', (name: string) => ({ username: name, email: `${name}@accounts.test`, password: `${name}@accounts.test` })],
      ['the username made from the email', (name: string) => ({ email: `${name}@accounts.test`, password: name })],
    ])('refuses a password that is %s', async (_, inputFor) => {
      const api = use();
      const name = uniqueName('weak');
      const answer = await register(api, inputFor(name));
      expect(answer.errors?.[0]?.message).toBe(weakPassword);
      expect(await customersNamed(api, name, `${name}@accounts.test`)).toBe(0);
    });
  },
  { writes: true },
);
