// The account parts of the WooGraphQL dialect that WooGraphQL storefronts ask, in documents written
// as they write them (issue 15): updateUser to change a password (the viewer's own only, with
// updateCustomer's rules), LoginPayload.wooSessionToken, updateCustomer's `isSession` (the cart's
// addresses only), `orders(where: { search })` (an order number first, else names, email and
// products; the viewer's own orders only), a User's Stripe customer id and saved cards (this shop
// saves none), and a guest's `customer { date downloadableItems }`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import type { StoredAddress } from '../../server/db/schema/cart';
import { orderLines, orders } from '../../server/db/schema/orders';
import { emptyAddress } from '../../server/domain/session/request-session';
import { describeBackends, type Backend } from './harness';
import { bearer, endedSignIn, expectAnsweredAsGuest, login, makeCustomer, refreshMutation, signIn, uniqueName, viewerQuery, type TestCustomer } from './accounts-support';

const changePasswordMutation = `mutation changePassword($userId: ID!, $newPassword: String!) {
  updateUser(input: { id: $userId, password: $newPassword }) {
    user { id }
  }
}`;

const updateUserMutation = `mutation updateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    clientMutationId
    user { databaseId email firstName lastName }
  }
}`;

const accountUserQuery = `query accountUser {
  viewer { ...AccountUser }
}

fragment AccountUser on User {
  id
  databaseId
  username
  email
  wooSessionToken
  stripeCustomerId
  savedPaymentMethods { id token customerId cardType last4 expiryMonth expiryYear isDefault }
}`;

const wooLoginMutation = `mutation login($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    authToken
    authTokenExpiration
    refreshToken
    sessionToken
    wooSessionToken
  }
}`;

const cartLocationMutation = `mutation setCartLocation($country: CountriesEnum!, $state: String, $billingCountry: CountriesEnum!, $billingState: String) {
  updateCustomer(input: { isSession: true, billing: { country: $billingCountry, state: $billingState }, shipping: { country: $country, state: $state } }) {
    customer {
      hasCalculatedShipping
      calculatedShipping
      billing { country state }
      shipping { country state }
    }
  }
}`;

const sessionUpdateMutation = `mutation UpdateCustomer($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) {
    customer { firstName shipping { city country } }
  }
}`;

const getOrderQuery = `query getOrder($id: String!) {
  customer {
    orders(where: { search: $id }) {
      nodes {
        orderNumber
        databaseId
      }
    }
  }
}`;

const guestCustomerQuery = `query getCustomer {
  customer {
    id
    date
    sessionToken
    downloadableItems(first: 100) {
      nodes {
        id
      }
    }
    orders(first: 100, where: { search: "1" }) {
      nodes {
        databaseId
      }
    }
  }
}`;

const globalUserId = (customer: TestCustomer) => Buffer.from(`user:${customer.id}`).toString('base64');
const notAllowed = 'Sorry, you are not allowed to edit this user.';

async function signedIn(api: Backend) {
  const customer = await makeCustomer(api);
  return { customer, tokens: await signIn(api, customer) };
}

async function storedCustomer(api: Backend, customer: TestCustomer) {
  const [row] = await queryRows<{ email: string; firstName: string; lastName: string; billing: StoredAddress; shipping: StoredAddress }>(
    api.db,
    sql`select email, first_name as "firstName", last_name as "lastName", billing, shipping from customers where id = ${customer.id}`,
  );
  return row!;
}

const billingOf = (overrides: Partial<StoredAddress>): StoredAddress => ({ ...emptyAddress('DE'), ...overrides });

/** An order as checkout writes it, with the billing address and product names given. */
async function insertOrder(db: Database, customerId: number, billing: StoredAddress, productNames: string[]): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      orderKey: `wc_order_${randomBytes(9).toString('base64url')}`,
      status: 'processing',
      currency: 'EUR',
      customerId,
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      billing,
      shipping: billing,
      subtotal: 1000 * productNames.length,
      subtotalTax: 0,
      discountTotal: 0,
      discountTax: 0,
      shippingTotal: 0,
      shippingTax: 0,
      totalTax: 0,
      total: 1000 * productNames.length,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(
    productNames.map((name, position) => ({ orderId: order!.id, position, productId: null, name, quantity: 1, subtotal: 1000, subtotalTax: 0, total: 1000, totalTax: 0 })),
  );
  return order!.id;
}

describeBackends(
  'accounts in the WooGraphQL dialect',
  (use) => {
    it('changes the viewer’s password with updateUser, ending every sign-in; the client signs in again', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const viewer = await api.query(accountUserQuery, {}, bearer(tokens.authToken));
      expect(viewer.data.viewer.id).toBe(globalUserId(customer));

      const answer = await api.query(changePasswordMutation, { userId: viewer.data.viewer.id, newPassword: 'a brand new phrase' }, bearer(tokens.authToken));
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateUser.user.id).toBe(globalUserId(customer));
      // No new tokens fit in UpdateUserPayload: the old ones stop counting, and the client signs in again.
      expectAnsweredAsGuest(await api.query(viewerQuery, {}, bearer(tokens.authToken)), endedSignIn);
      expect((await api.query(refreshMutation, { refreshToken: tokens.refreshToken })).data.refreshToken.success).toBe(false);
      expect((await login(api, customer.username, customer.password)).errors?.[0]?.message).toBe('Incorrect password. Please try again.');
      const again = await login(api, customer.username, 'a brand new phrase');
      expect(again.errors).toBeUndefined();

      // The database id does as well as the global id.
      const byDatabaseId = await api.query(changePasswordMutation, { userId: String(customer.id), newPassword: 'another new phrase' }, bearer(again.data.login.authToken));
      expect(byDatabaseId.errors).toBeUndefined();
      expect((await login(api, customer.username, 'another new phrase')).errors).toBeUndefined();
    });

    it('refuses updateUser for any other user, and without a viewer, in WPGraphQL’s words', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const other = await makeCustomer(api);
      for (const id of [String(other.id), globalUserId(other), Buffer.from(`customer:${other.id}`).toString('base64'), 'guest', '']) {
        const answer = await api.query(changePasswordMutation, { userId: id, newPassword: 'a brand new phrase' }, bearer(tokens.authToken));
        expect(answer.errors?.[0]?.message).toBe(notAllowed);
        expect(answer.data.updateUser).toBeNull();
      }
      for (const id of [globalUserId(customer), globalUserId(other)]) {
        expect((await api.query(changePasswordMutation, { userId: id, newPassword: 'a brand new phrase' })).errors?.[0]?.message).toBe(notAllowed);
      }
      expect((await login(api, other.username, other.password)).errors).toBeUndefined();
      expect((await login(api, customer.username, customer.password)).errors).toBeUndefined();
    });

    it('keeps updateCustomer’s rules in updateUser: a fresh password sign-in, a strong password, an email of no other account', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const other = await makeCustomer(api);
      const update = (input: Record<string, unknown>) => api.query(updateUserMutation, { input: { id: globalUserId(customer), ...input } }, bearer(tokens.authToken));

      const renamed = await update({ clientMutationId: 'rename-1', firstName: ' Augusta ', lastName: 'King', email: `renamed-${customer.email}` });
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data.updateUser).toEqual({
        clientMutationId: 'rename-1',
        user: { databaseId: customer.id, email: `renamed-${customer.email}`, firstName: 'Augusta', lastName: 'King' },
      });
      expect((await update({ email: other.email })).errors?.[0]?.message).toBe('An account is already registered with your email address. Please log in.');
      expect((await update({ password: customer.username })).errors?.[0]?.message).toBe(
        'Please choose a stronger password: at least 8 characters, and not your username or email.',
      );
      await api.db.execute(sql`update sign_ins set created_at = now() - interval '6 minutes' where customer_id = ${customer.id}`);
      expect((await update({ password: 'a brand new phrase' })).errors?.[0]?.message).toBe('Please confirm your current password to change it.');
      expect(await storedCustomer(api, customer)).toMatchObject({ email: `renamed-${customer.email}`, firstName: 'Augusta', lastName: 'King' });
      expect((await login(api, customer.username, customer.password)).errors).toBeUndefined();
    });

    it('answers the session token as LoginPayload.wooSessionToken and User.wooSessionToken', async () => {
      const api = use();
      const customer = await makeCustomer(api);
      const answer = await api.query(wooLoginMutation, { username: customer.username, password: customer.password });
      expect(answer.errors).toBeUndefined();
      const { authToken, sessionToken, wooSessionToken } = answer.data.login;
      expect(sessionToken).toBeTruthy();
      expect(wooSessionToken).toBe(sessionToken);
      const viewer = await api.query(accountUserQuery, {}, { ...bearer(authToken), 'woocommerce-session': `Session ${sessionToken}` });
      expect(viewer.errors).toBeUndefined();
      expect(viewer.data.viewer.wooSessionToken).toBe(sessionToken);
    });

    it('answers no Stripe customer and no saved cards, since the shop saves none', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const answer = await api.query(accountUserQuery, {}, bearer(tokens.authToken));
      expect(answer.errors).toBeUndefined();
      expect(answer.data.viewer).toMatchObject({ databaseId: customer.id, stripeCustomerId: null, savedPaymentMethods: [] });
      expect((await api.query(accountUserQuery)).data.viewer).toBeNull();
    });

    it('changes only the cart session’s addresses with isSession, not the account’s', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const saved = await storedCustomer(api, customer);
      const answer = await api.query(
        cartLocationMutation,
        { country: 'US', state: 'NY', billingCountry: 'FR', billingState: null },
        bearer(tokens.authToken),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateCustomer.customer).toEqual({
        hasCalculatedShipping: true,
        calculatedShipping: true,
        billing: { country: 'FR', state: null },
        shipping: { country: 'US', state: 'NY' },
      });
      const [session] = await queryRows<{ billing: StoredAddress; shipping: StoredAddress }>(
        api.db,
        sql`select billing, shipping from sessions where customer_id = ${customer.id}`,
      );
      expect(session).toMatchObject({ billing: { country: 'FR' }, shipping: { country: 'US', state: 'NY' } });
      expect(await storedCustomer(api, customer)).toEqual(saved);

      // The account's details are not the session's to change, nor is another customer.
      const details = await api.query(sessionUpdateMutation, { input: { isSession: true, firstName: 'Augusta' } }, bearer(tokens.authToken));
      expect(details.errors?.[0]?.message).toBe('Only the billing and shipping addresses can be saved to the session alone.');
      const other = await makeCustomer(api);
      const someoneElse = await api.query(
        sessionUpdateMutation,
        { input: { isSession: true, id: String(other.id), shipping: { city: 'Lyon', country: 'FR' } } },
        bearer(tokens.authToken),
      );
      expect(someoneElse.errors?.[0]?.message).toBe('You cannot update another customer.');
      const ownId = await api.query(
        sessionUpdateMutation,
        { input: { isSession: true, id: globalUserId(customer), shipping: { city: 'Lyon', country: 'FR' } } },
        bearer(tokens.authToken),
      );
      expect(ownId.errors).toBeUndefined();
      expect(ownId.data.updateCustomer.customer).toEqual({ firstName: 'Ada', shipping: { city: 'Lyon', country: 'FR' } });
      expect(await storedCustomer(api, customer)).toEqual(saved);
    });

    it('lets isSession change nothing for a guest, who has only the session', async () => {
      const api = use();
      const answer = await api.query(cartLocationMutation, { country: 'US', state: 'CA', billingCountry: 'US', billingState: 'CA' });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.updateCustomer.customer.shipping).toEqual({ country: 'US', state: 'CA' });
      const token = answer.headers.get('woocommerce-session');
      expect(token).toBeTruthy();
      const read = await api.query(`{ customer { shipping { country state } } }`, {}, { 'woocommerce-session': `Session ${token}` });
      expect(read.data.customer.shipping).toEqual({ country: 'US', state: 'CA' });
      const details = await api.query(sessionUpdateMutation, { input: { isSession: true, firstName: 'Ada' } });
      expect(details.errors?.[0]?.message).toBe('Please sign in to do that.');
    });

    it('finds one of the viewer’s orders by its number, else by billing name, email or product, never another’s', async () => {
      const api = use();
      const { customer, tokens } = await signedIn(api);
      const other = await makeCustomer(api);
      // Without digits: a marker that held another order's number would match its search by product name.
      const marker = uniqueName('Zeppelin').replace('-', ' ').replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
      const first = await insertOrder(api.db, customer.id, billingOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@accounts.test' }), ['Analytical Engine Poster']);
      // A product whose name holds the first order's number does not hide that order behind a second match.
      const second = await insertOrder(api.db, customer.id, billingOf({ firstName: 'Augusta', lastName: 'King', email: 'countess@accounts.test' }), [
        'Difference Engine Mug',
        `${marker} T-Shirt`,
        `Poster No. ${first}`,
      ]);
      const others = await insertOrder(api.db, other.id, billingOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@accounts.test' }), [`${marker} Cap`]);

      const search = async (term: string) => {
        const answer = await api.query(getOrderQuery, { id: term }, bearer(tokens.authToken));
        expect(answer.errors).toBeUndefined();
        return answer.data.customer.orders.nodes.map((order: { databaseId: number; orderNumber: string }) => {
          expect(order.orderNumber).toBe(String(order.databaseId));
          return order.databaseId;
        });
      };
      expect(await search(String(first))).toEqual([first]);
      expect(await search(` #${second} `)).toEqual([second]);
      expect(await search(String(others))).toEqual([]);
      expect(await search('lovelace')).toEqual([first]);
      expect(await search('augusta king')).toEqual([second]);
      expect(await search('COUNTESS@')).toEqual([second]);
      expect(await search('engine')).toEqual([second, first]);
      expect(await search(marker.toLowerCase())).toEqual([second]);
      expect(await search('%')).toEqual([]);
      expect(await search('_')).toEqual([]);
      expect(await search('  ')).toEqual([second, first]);

      const tooLong = await api.query(getOrderQuery, { id: 'x'.repeat(101) }, bearer(tokens.authToken));
      expect(tooLong.errors?.[0]?.message).toBe('Please search with at most 100 characters.');
    });

    it('answers a guest’s customer date, downloads and orders as null and empty, without errors', async () => {
      const api = use();
      const answer = await api.query(guestCustomerQuery);
      expect(answer.errors).toBeUndefined();
      expect(answer.data.customer).toMatchObject({ date: null, downloadableItems: { nodes: [] }, orders: { nodes: [] } });
      expect(answer.data.customer.sessionToken).toBeTruthy();
    });
  },
  { writes: true },
);
