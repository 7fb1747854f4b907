// Auth and refresh tokens: an auth token counts only while it is ours (signature, algorithm,
// issuer, kind), unexpired, and its sign-in is live and its customer there; with any other the
// request runs as a guest's, answered as Headless Login answers it: 403 for a token it cannot read
// or that ran out, 401 for one whose sign-in has ended, the reason in `extensions.debug`; a
// mutation writes nothing of the customer's. A refresh token gets a new
// auth token while its sign-in is live, else `success: false` without an error. A signed-in
// request answers only its token's customer, whatever session the header names.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { AuthTokens, defaultAuthSettings } from '../../server/domain/accounts/auth-tokens';
import { describeBackends, type Backend, type GraphQLResponse } from './harness';
import { bearer, endedSignIn, expectAnsweredAsGuest, expiredToken, logoutMutation, makeCustomer, refreshMutation, signIn, viewerQuery, type SignedIn } from './accounts-support';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The viewer query answered as a guest's, the token refused for `refusal`. */
function expectGuestViewer(answer: GraphQLResponse, refusal: { status: number; reason: string }, what?: string): void {
  expect({ status: answer.status, debug: answer.extensions?.debug }, what).toEqual({ status: refusal.status, debug: [{ type: 'INVALID_AUTH_TOKEN', message: refusal.reason }] });
  expectAnsweredAsGuest(answer, refusal);
  expect(answer.data).toEqual({ viewer: null, customer: expect.objectContaining({ databaseId: 0 }) });
}

const unreadable = (detail: string) => ({ status: 403, reason: `invalid-secret-key | ${detail}` });

const refreshRefused = { authToken: null, authTokenExpiration: null, success: false };

async function refresh(api: Backend, refreshToken: string) {
  const answer = await api.query(refreshMutation, { refreshToken });
  expect(answer.errors).toBeUndefined();
  return answer.data.refreshToken;
}

/** Tokens made by hand for a live sign-in, with other settings or another clock. */
function forger(api: Backend, settings: Partial<typeof defaultAuthSettings> & { secret?: string } = {}, now = Date.now) {
  return new AuthTokens(api.db, { ...defaultAuthSettings, ...settings }, now);
}

async function signedIn(api: Backend): Promise<{ tokens: SignedIn; customerId: number; signInId: string }> {
  const customer = await makeCustomer(api);
  const tokens = await signIn(api, customer);
  return { tokens, customerId: customer.id, signInId: claimsOf(tokens.authToken).sid as string };
}

describeBackends(
  'auth tokens',
  (use) => {
    it('carries the claims of the contract and runs out when said', async () => {
      const api = use();
      const { tokens, customerId } = await signedIn(api);
      const auth = claimsOf(tokens.authToken);
      expect(auth).toMatchObject({ iss: 'storefront', sub: String(customerId), typ: 'auth' });
      expect(auth.exp).toBe(Number(tokens.authTokenExpiration));
      expect((auth.exp as number) - (auth.iat as number)).toBe(15 * 60);
      const refreshClaims = claimsOf(tokens.refreshToken);
      expect(refreshClaims).toMatchObject({ iss: 'storefront', sub: String(customerId), typ: 'refresh', sid: auth.sid });
      expect(refreshClaims.exp).toBe(Number(tokens.refreshTokenExpiration));
      expect(JSON.parse(Buffer.from(tokens.authToken.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    });

    it('refuses tampered, foreign, unsigned, expired and misused auth tokens', async () => {
      const api = use();
      const { tokens, customerId, signInId } = await signedIn(api);
      const other = await makeCustomer(api);
      const [header, , signature] = tokens.authToken.split('.');
      const subject = { customerId, signInId };
      const refused: [string, string, { status: number; reason: string }][] = [
        ['a changed payload', `${header}.${base64url({ ...claimsOf(tokens.authToken), sub: String(other.id) })}.${signature}`, unreadable('Signature verification failed')],
        ['another secret', (await forger(api, { secret: 'not the shop secret, but long enough' }).issue('auth', subject)).token, unreadable('Signature verification failed')],
        ['alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(tokens.authToken))}.`, unreadable('Malformed token')],
        ['an expired token', (await forger(api, {}, () => Date.now() - 16 * 60 * 1000).issue('auth', subject)).token, expiredToken],
        ['another issuer', (await forger(api, { issuer: 'https://elsewhere.example' }).issue('auth', subject)).token, { status: 403, reason: 'invalid-jwt | The iss do not match with this server.' }],
        ['a refresh token', tokens.refreshToken, { status: 401, reason: 'invalid-jwt | Refresh token cannot be used as an auth token.' }],
        ['a token for another customer’s sign-in', (await forger(api).issue('auth', { customerId: other.id, signInId })).token, endedSignIn],
        ['not a token at all', 'garbage', unreadable('Malformed token')],
      ];
      for (const [what, token, refusal] of refused) expectGuestViewer(await api.query(viewerQuery, {}, bearer(token)), refusal, what);
      // The real one still counts.
      expect((await api.query(viewerQuery, {}, bearer(tokens.authToken))).data.viewer.databaseId).toBe(customerId);
    });

    it('refuses the tokens of a sign-in that was revoked or ran out, or of a customer who is gone', async () => {
      const api = use();
      const revoked = await signedIn(api);
      await api.query(logoutMutation, {}, bearer(revoked.tokens.authToken));
      expectGuestViewer(await api.query(viewerQuery, {}, bearer(revoked.tokens.authToken)), endedSignIn);

      const ranOut = await signedIn(api);
      await api.db.execute(sql`update sign_ins set expires_at = now() - interval '1 second' where id = ${ranOut.signInId}`);
      expectGuestViewer(await api.query(viewerQuery, {}, bearer(ranOut.tokens.authToken)), endedSignIn);
      expect(await refresh(api, ranOut.tokens.refreshToken)).toEqual(refreshRefused);

      const gone = await signedIn(api);
      await api.db.execute(sql`delete from customers where id = ${gone.customerId}`);
      expectGuestViewer(await api.query(viewerQuery, {}, bearer(gone.tokens.authToken)), endedSignIn);
      expect(await refresh(api, gone.tokens.refreshToken)).toEqual(refreshRefused);
    });

    it('runs a mutation sent with an ended sign-in’s token as a guest’s: the customer’s account and cart stay as they were', async () => {
      const api = use();
      const { tokens, customerId } = await signedIn(api);
      await api.query(logoutMutation, {}, bearer(tokens.authToken));
      const answer = await api.query(
        `mutation { updateCustomer(input: { shipping: { country: FR } }) { customer { databaseId shipping { country } } } }`,
        {},
        { ...bearer(tokens.authToken), 'woocommerce-session': `Session ${tokens.sessionToken}` },
      );
      expectAnsweredAsGuest(answer, endedSignIn);
      expect(answer.data.updateCustomer.customer).toEqual({ databaseId: 0, shipping: { country: 'FR' } });
      const [account] = await queryRows<{ country: string }>(api.db, sql`select shipping->>'country' as country from customers where id = ${customerId}`);
      const [saved] = await queryRows<{ country: string }>(api.db, sql`select shipping->>'country' as country from sessions where customer_id = ${customerId}`);
      expect(account!.country).toBe('DE');
      expect(saved?.country ?? 'DE').toBe('DE');
    });

    it('refreshes an auth token while the sign-in is live, and answers success false otherwise', async () => {
      const api = use();
      const { tokens, customerId, signInId } = await signedIn(api);
      const renewed = await refresh(api, tokens.refreshToken);
      expect(renewed.success).toBe(true);
      expect(Number(renewed.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
      expect(claimsOf(renewed.authToken)).toMatchObject({ sid: signInId, sub: String(customerId), typ: 'auth' });
      expect((await api.query(viewerQuery, {}, bearer(renewed.authToken))).data.viewer.databaseId).toBe(customerId);

      const [header, , signature] = tokens.refreshToken.split('.');
      const expiredRefresh = await forger(api, {}, () => Date.now() - 31 * 24 * 60 * 60 * 1000).issue('refresh', { customerId, signInId });
      for (const bad of [
        'garbage',
        tokens.authToken,
        `${header}.${base64url({ ...claimsOf(tokens.refreshToken), sid: 'another' })}.${signature}`,
        (await forger(api, { secret: 'not the shop secret, but long enough' }).issue('refresh', { customerId, signInId })).token,
        expiredRefresh.token,
      ]) {
        expect(await refresh(api, bad)).toEqual(refreshRefused);
      }

      await api.query(logoutMutation, {}, bearer(renewed.authToken));
      expect(await refresh(api, tokens.refreshToken)).toEqual(refreshRefused);
    });

    it('answers only the token’s customer, whatever session the header names', async () => {
      const api = use();
      const ada = await makeCustomer(api);
      const bob = await makeCustomer(api);
      const adaTokens = await signIn(api, ada);
      const bobTokens = await signIn(api, bob);
      const answer = await api.query(
        `query { viewer { databaseId } customer { databaseId email sessionToken } }`,
        {},
        { ...bearer(adaTokens.authToken), 'woocommerce-session': `Session ${bobTokens.sessionToken}` },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.viewer.databaseId).toBe(ada.id);
      expect(answer.data.customer).toMatchObject({ databaseId: ada.id, email: ada.email });
      expect(answer.data.customer.sessionToken).not.toBe(bobTokens.sessionToken);
    });
  },
  { writes: true },
);
