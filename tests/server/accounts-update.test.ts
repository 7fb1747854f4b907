// A signed-in customer's updateCustomer: names and email (no other account's), addresses saved to
// the account and to their cart session, meta data merged within its limits, and a new password,
// which needs a password sign-in of the last five minutes and ends every other sign-in. Only the
// viewer's own account; a guest still changes their cart's addresses and nothing of an account.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { describeBackends, type Backend } from './harness';
import { bearer, endedSignIn, expectAnsweredAsGuest, login, makeCustomer, refreshMutation, signIn, signInThroughDatabase, viewerQuery, type TestCustomer } from './accounts-support';

const updateMutation = `mutation update($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) {
    authToken refreshToken
    customer { databaseId email firstName lastName billing { city country } shipping { city country } }
  }
}`;

const update = (api: Backend, authToken: string | null, input: Record<string, unknown>) =>
  api.query(updateMutation, { input }, authToken ? bearer(authToken) : {});

interface StoredCustomer {
  email: string;
  firstName: string;
  lastName: string;
  billing: { city: string; country: string };
  shipping: { city: string; country: string };
  meta: Record<string, string>;
}

async function stored(api: Backend, customer: TestCustomer): Promise<StoredCustomer> {
  const [row] = await queryRows<StoredCustomer>(
    api.db,
    sql`select email, first_name as "firstName", last_name as "lastName", billing, shipping, meta from customers where id = ${customer.id}`,
  );
  return row!;
}

async function signedIn(api: Backend) {
  const customer = await makeCustomer(api);
  return { customer, tokens: await signIn(api, customer) };
}

const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describeBackends(
  'account updates',
  (use) => {
    it('changes names and email, and refuses an email another account has', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const other = await makeCustomer(api);
      const email = `renamed-${customer.email}`;
      const answer = await update(api, tokens.authToken, { firstName: ' Augusta ', lastName: 'King', email });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateCustomer).toMatchObject({ authToken: null, refreshToken: null, customer: { databaseId: customer.id, email, firstName: 'Augusta', lastName: 'King' } });
      expect((await api.query(viewerQuery, {}, bearer(tokens.authToken))).data.viewer.email).toBe(email);

      const taken = await update(api, tokens.authToken, { firstName: 'Not saved', email: other.email.toUpperCase() });
      expect(taken.errors?.[0]?.message).toBe('An account is already registered with your email address. Please log in.');
      const invalid = await update(api, tokens.authToken, { email: 'no at sign' });
      expect(invalid.errors?.[0]?.message).toBe('Please enter a valid email address.');
      expect(await stored(api, customer)).toMatchObject({ email, firstName: 'Augusta', lastName: 'King' });
    });

    it('saves addresses to the account and its cart session, so another device sees them', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const answer = await update(api, tokens.authToken, { billing: { city: 'Paris', country: 'FR' }, shipping: { city: 'Lyon', country: 'FR' } });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateCustomer.customer).toMatchObject({ billing: { city: 'Paris', country: 'FR' }, shipping: { city: 'Lyon', country: 'FR' } });
      expect(await stored(api, customer)).toMatchObject({ billing: { city: 'Paris', country: 'FR' }, shipping: { city: 'Lyon', country: 'FR' } });
      const [session] = await queryRows<{ shipping: { city: string } }>(api.db, sql`select shipping from sessions where customer_id = ${customer.id}`);
      expect(session!.shipping.city).toBe('Lyon');

      const elsewhere = await signIn(api, customer);
      const seen = await api.query(`query { customer { shipping { city country } } }`, {}, bearer(elsewhere.authToken));
      expect(seen.data.customer.shipping).toEqual({ city: 'Lyon', country: 'FR' });
      const refused = await update(api, tokens.authToken, { shipping: { country: 'US', state: 'ZZ' } });
      expect(refused.errors?.[0]?.message).toBe('"ZZ" is not a state of the chosen country.');
      expect((await stored(api, customer)).shipping).toMatchObject({ city: 'Lyon', country: 'FR' });
    });

    it('merges meta data: adds, replaces, and deletes with an empty value', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const metaData = (entries: { key: string; value: string }[]) => update(api, tokens.authToken, { metaData: entries });
      expect((await metaData([{ key: 'storefront_wishlist', value: '["a"]' }, { key: 'note', value: 'keep' }])).errors).toBeUndefined();
      expect((await metaData([{ key: 'storefront_wishlist', value: '["b","a"]' }])).errors).toBeUndefined();
      expect((await stored(api, customer)).meta).toEqual({ storefront_wishlist: '["b","a"]', note: 'keep' });
      expect((await metaData([{ key: 'note', value: '' }])).errors).toBeUndefined();
      expect((await stored(api, customer)).meta).toEqual({ storefront_wishlist: '["b","a"]' });
    });

    it.each([
      ['more than 50 keys', Array.from({ length: 50 }, (_, index) => ({ key: `key${index}`, value: 'x' })), 'An account may keep at most 50 meta data keys.'],
      ['a value over 64 KB', [{ key: 'big', value: 'x'.repeat(64 * 1024 + 1) }], 'A meta data value may have at most 64 KB.'],
      ['a key over 255 characters', [{ key: 'k'.repeat(256), value: 'x' }], 'Meta data keys must be 1 to 255 characters not starting with "_".'],
      ['a private key', [{ key: '_session_tokens', value: 'x' }], 'Meta data keys must be 1 to 255 characters not starting with "_".'],
    ])('refuses meta data with %s and keeps what was stored', async (_, entries, message) => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      await update(api, tokens.authToken, { metaData: [{ key: 'storefront_wishlist', value: '["a"]' }] });
      const answer = await update(api, tokens.authToken, { firstName: 'Not saved', metaData: entries });
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(await stored(api, customer)).toMatchObject({ firstName: 'Ada', meta: { storefront_wishlist: '["a"]' } });
    });

    it('changes the password after a fresh password sign-in, ending every other sign-in', async () => {
      const api = use();
      const { customer, tokens: otherDevice } = await signedIn(api);
      const fresh = await signIn(api, customer);
      const answer = await update(api, fresh.authToken, { id: Buffer.from(`customer:${customer.id}`).toString('base64'), password: 'a brand new phrase' });
      expect(answer.errors).toBeUndefined();
      const { authToken, refreshToken } = answer.data.updateCustomer;
      expect(authToken).toBeTruthy();
      expect(refreshToken).toBeTruthy();

      for (const old of [otherDevice.authToken, fresh.authToken]) {
        expectAnsweredAsGuest(await api.query(viewerQuery, {}, bearer(old)), endedSignIn);
      }
      for (const old of [otherDevice.refreshToken, fresh.refreshToken]) {
        expect((await api.query(refreshMutation, { refreshToken: old })).data.refreshToken.success).toBe(false);
      }
      expect((await api.query(viewerQuery, {}, bearer(authToken))).data.viewer.databaseId).toBe(customer.id);
      expect((await api.query(refreshMutation, { refreshToken })).data.refreshToken.success).toBe(true);
      expect((await login(api, customer.username, customer.password)).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      expect((await login(api, customer.username, 'a brand new phrase')).errors).toBeUndefined();
    });

    it('asks to confirm the current password when the sign-in is older than five minutes or not a password sign-in', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      await api.db.execute(sql`update sign_ins set created_at = now() - interval '6 minutes' where id = ${sidOf(tokens.authToken)}`);
      const stale = await update(api, tokens.authToken, { password: 'a brand new phrase' });
      expect(stale.errors?.[0]?.message).toBe('Please confirm your current password to change it.');

      const throughProvider = await update(api, await signInThroughDatabase(api, customer, 'GITHUB'), { password: 'a brand new phrase' });
      expect(throughProvider.errors?.[0]?.message).toBe('Please confirm your current password to change it.');
      expect((await login(api, customer.username, customer.password)).errors).toBeUndefined();
    });

    it('refuses a weak new password', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      for (const password of ['short', customer.username, customer.email.toUpperCase()]) {
        const answer = await update(api, tokens.authToken, { password });
        expect(answer.errors?.[0]?.message).toBe('Please choose a stronger password: at least 8 characters, and not your username or email.');
      }
      expect((await login(api, customer.username, customer.password)).errors).toBeUndefined();
    });

    it('updates only the viewer’s own account', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const other = await makeCustomer(api);
      for (const id of [String(other.id), Buffer.from(`customer:${other.id}`).toString('base64'), Buffer.from(`user:${other.id}`).toString('base64'), 'guest']) {
        const answer = await update(api, tokens.authToken, { id, firstName: 'Mallory' });
        expect(answer.errors?.[0]?.message).toBe('You cannot update another customer.');
      }
      expect((await stored(api, other)).firstName).toBe('Ada');
      expect((await stored(api, customer)).firstName).toBe('Ada');
      expect((await update(api, tokens.authToken, { id: String(customer.id), firstName: 'Augusta' })).errors).toBeUndefined();
      expect((await update(api, tokens.authToken, { id: Buffer.from(`user:${customer.id}`).toString('base64'), lastName: 'King' })).errors).toBeUndefined();
      expect(await stored(api, customer)).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    });

    it('lets a guest change their cart’s addresses, and nothing of an account', async () => {
      const api = use();
      const guest = await update(api, null, { shipping: { city: 'Lyon', country: 'FR' } });
      expect(guest.errors).toBeUndefined();
      expect(guest.data.updateCustomer.customer.shipping).toEqual({ city: 'Lyon', country: 'FR' });
      for (const input of [{ password: 'a brand new phrase' }, { metaData: [{ key: 'note', value: 'x' }] }, { email: 'someone@accounts.test' }, { firstName: 'Ada' }]) {
        const answer = await update(api, null, input);
        expect(answer.errors?.[0]?.message).toBe('Please sign in to do that.');
      }
    });
  },
  { writes: true },
);
