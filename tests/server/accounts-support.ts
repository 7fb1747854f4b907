// What the accounts tests share: customers made straight in the database with a known password
// (names unique per run, since on PostgreSQL the test files share one database), and the
// Headless Login calls the storefront makes, over HTTP.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../server/db/connection';
import { customers } from '../../server/db/schema/customers';
import { AuthTokens, defaultAuthSettings } from '../../server/domain/accounts/auth-tokens';
import { createSignIn } from '../../server/domain/accounts/store/sign-ins';
import { hashPassword } from '../../server/domain/checkout/password-hash';
import { emptyAddress } from '../../server/domain/session/request-session';
import type { Backend, GraphQLResponse } from './harness';

export interface TestCustomer {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A name no other test (file or run) uses. */
export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

/** A customer with a known password, in the backend's (or any) database. */
export async function makeCustomer({ db }: { db: Database }, password = 'correct horse battery'): Promise<TestCustomer> {
  const username = uniqueName('shopper');
  const email = `${username}@accounts.test`;
  const address = { ...emptyAddress('DE'), email };
  const [row] = await db
    .insert(customers)
    .values({ username, email, passwordHash: await hashPassword(password), firstName: 'Ada', lastName: 'Lovelace', billing: address, shipping: address })
    .returning({ id: customers.id });
  return { id: row!.id, username, email, password };
}

/**
 * An auth token of a sign-in made straight in the database: through a login provider, or for a
 * test whose address has used up its sign-ins.
 */
export async function signInThroughDatabase({ db }: { db: Database }, customer: TestCustomer, provider = 'PASSWORD'): Promise<string> {
  const signInId = await createSignIn(db, customer.id, provider, new Date(Date.now() + 60 * 60 * 1000));
  return (await new AuthTokens(db, defaultAuthSettings).issue('auth', { customerId: customer.id, signInId })).token;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export interface SignedIn {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  sessionToken: string;
}

export const loginMutation = `mutation login($username: String!, $password: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
    authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
    user { id databaseId username email firstName lastName wooSessionToken avatar { url } }
    customer { databaseId email username sessionToken }
  }
}`;

export function login(api: Backend, username: string, password: string, headers: Record<string, string> = {}): Promise<GraphQLResponse> {
  return api.query(loginMutation, { username, password }, headers);
}

/** Signs in and answers the tokens; fails the test when the sign-in is refused. */
export async function signIn(api: Backend, customer: TestCustomer, headers: Record<string, string> = {}): Promise<SignedIn> {
  const answer = await login(api, customer.username, customer.password, headers);
  if (!answer.data?.login) throw new Error(`Sign-in refused: ${JSON.stringify(answer.errors)}`);
  return answer.data.login as SignedIn;
}

export const viewerQuery = `query { viewer { databaseId username email } customer { databaseId email } }`;

export const refreshMutation = `mutation refresh($refreshToken: String!) {
  refreshToken(input: { refreshToken: $refreshToken }) { authToken authTokenExpiration success }
}`;

export const logoutMutation = `mutation { logout(input: {}) { success } }`;

/** Headless Login's reasons (server/domain/accounts/token-refusal.ts) for a token that has ended, and one it cannot read. */
export const endedSignIn = { status: 401, reason: 'invalid-jwt | User secret is revoked.' };
export const expiredToken = { status: 403, reason: 'invalid-secret-key | Expired token' };

/**
 * An answer to a request whose auth token did not count, as Headless Login gives it: run as a
 * guest's (no viewer, no error), under the refusal's status, its reason in `extensions.debug`.
 */
export function expectAnsweredAsGuest(answer: GraphQLResponse, refusal: { status: number; reason: string }): void {
  expect(answer.status).toBe(refusal.status);
  expect(answer.errors).toBeUndefined();
  expect(answer.extensions?.debug).toEqual([{ type: 'INVALID_AUTH_TOKEN', message: refusal.reason }]);
}
