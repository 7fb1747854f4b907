// The one way every sign-in ends (a password, a login provider, a new registration): a sign-in row,
// its auth and refresh tokens, and the visitor's guest cart merged into the customer's saved cart.
// From then on the request acts for the customer, so the answer's `customer` and `user` are theirs.
import type { GraphQLContext } from '../../graphql/context';
import { adoptGuestCart } from '../cart/cart-merge';
import { createSignIn } from './store/sign-ins';

export interface SignInResult {
  authToken: string;
  /** Unix seconds in a string, as Headless Login answers it. */
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  /** The customer's cart session token (`woocommerce-session`). */
  sessionToken: string;
  customerId: number;
}

export async function completeSignIn(ctx: GraphQLContext, customerId: number, provider: string): Promise<SignInResult> {
  const expiresAt = new Date(Date.now() + ctx.auth.settings.refreshTokenSeconds * 1000);
  const signInId = await ctx.db.transaction((tx) => createSignIn(tx, customerId, provider, expiresAt));
  const subject = { customerId, signInId };
  const [auth, refresh] = await Promise.all([ctx.auth.issue('auth', subject), ctx.auth.issue('refresh', subject, expiresAt.getTime() / 1000)]);
  ctx.viewer = subject;
  const sessionToken = await adoptGuestCart(ctx.session, customerId);
  return {
    authToken: auth.token,
    authTokenExpiration: String(auth.expiresAt),
    refreshToken: refresh.token,
    refreshTokenExpiration: String(refresh.expiresAt),
    sessionToken,
    customerId,
  };
}
