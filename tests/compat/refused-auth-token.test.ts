// A WooGraphQL client whose auth token no longer counts, as WooNuxt meets it: after `logout` it keeps
// sending the revoked token with its next cart read, and an auth token it kept past its expiry.
// WPGraphQL with Headless Login runs such a request as a guest's and answers it under 401 (a
// sign-in that has ended) or 403 (a token it cannot read or that ran out), its reason as a debug
// message; such a client then refreshes its token, or drops it and goes on as a guest.
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { AuthTokens, defaultAuthSettings } from '../../server/domain/accounts/auth-tokens';
import { describeBackends } from '../server/harness';
import { WooGraphQLClient } from './woographql-client';

type CartRead = { cart: { isEmpty: boolean; contents: { itemCount: number } }; customer: { databaseId: number }; viewer: { databaseId: number } | null };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; sid: string };

/** As WooNuxt refreshes: the refresh token alone, without the auth token that stopped counting. */
async function refresh(client: WooGraphQLClient, refreshToken: string) {
  const kept = client.authToken;
  client.authToken = null;
  try {
    return (await client.data('CompatRefreshToken', { refreshToken })).refreshToken as { authToken: string | null; success: boolean };
  } finally {
    client.authToken = kept;
  }
}

describeBackends(
  'a WooGraphQL client whose auth token no longer counts',
  (use) => {
    /** A new customer, signed in by `client`, with one product in their cart. */
    async function signedInWithCart(client: WooGraphQLClient) {
      const username = `kept-token-${randomBytes(4).toString('hex')}`;
      const password = `${username}-secret`;
      await client.data('CompatRegister', { input: { username, email: `${username}@example.com`, password } });
      const { login } = await client.data('CompatLogin', { username, password });
      client.authToken = login.authToken;
      const { products } = await client.data('CompatProducts', { first: 20 });
      const simple = products.nodes.find((card: { type: string; stockStatus?: string }) => card.type === 'SIMPLE' && card.stockStatus === 'IN_STOCK');
      await client.data('CompatAddToCart', { input: { productId: simple.databaseId, quantity: 1 } });
      return { login, customerId: login.customer.databaseId as number };
    }

    it('reads the cart after logout with the revoked token: a guest’s cart under 401, and as a guest once the token is dropped', async () => {
      const client = new WooGraphQLClient(use().url);
      const { login, customerId } = await signedInWithCart(client);
      expect((await client.data('CompatLogout')).logout.success).toBe(true);

      const kept = await client.send<CartRead>('CompatGetCart');
      expect(kept.status).toBe(401);
      expect(kept.errors).toBeUndefined();
      expect(kept.extensions?.debug).toEqual([{ type: 'INVALID_AUTH_TOKEN', message: 'invalid-jwt | User secret is revoked.' }]);
      expect(kept.data).toMatchObject({ viewer: null, customer: { databaseId: 0 }, cart: { isEmpty: true } });

      // The client's way back: its refresh token is refused too, so it drops the token.
      expect((await refresh(client, login.refreshToken)).success).toBe(false);
      client.authToken = null;
      const asGuest = await client.send<CartRead>('CompatGetCart');
      expect(asGuest.status).toBe(200);
      expect(asGuest.extensions).toBeUndefined();
      expect(asGuest.data!.viewer).toBeNull();
      expect(asGuest.data!.customer.databaseId).not.toBe(customerId);
    });

    it('reads the cart with an expired token: a guest’s cart under 403, and the customer’s own once the token is refreshed', async () => {
      const client = new WooGraphQLClient(use().url);
      const { login, customerId } = await signedInWithCart(client);
      const claims = claimsOf(login.authToken);
      const sixteenMinutesAgo = () => Date.now() - 16 * 60 * 1000;
      client.authToken = (await new AuthTokens(use().db, defaultAuthSettings, sixteenMinutesAgo).issue('auth', { customerId: Number(claims.sub), signInId: claims.sid })).token;

      const expired = await client.send<CartRead>('CompatGetCart');
      expect(expired.status).toBe(403);
      expect(expired.extensions?.debug).toEqual([{ type: 'INVALID_AUTH_TOKEN', message: 'invalid-secret-key | Expired token' }]);
      expect(expired.data).toMatchObject({ viewer: null, cart: { isEmpty: true } });

      const refreshed = await refresh(client, login.refreshToken);
      expect(refreshed.success).toBe(true);
      client.authToken = refreshed.authToken;
      const own = await client.data<CartRead>('CompatGetCart');
      expect(own.viewer?.databaseId).toBe(customerId);
      expect(own.cart.contents.itemCount).toBe(1);
    });
  },
  { writes: true },
);
