// Signing in with a login provider (Headless Login's `login` with `oauthResponse`): the state must
// be one the shop signed for this provider, not run out and not used before; the code is exchanged
// with the state's PKCE verifier; the provider must have verified the person's email; and the
// person is linked to a customer (provider-customer.ts). The `login` resolver then completes the
// sign-in as for a password.
import * as oauth from 'oauth4webapi';
import type { GraphQLContext } from '../../../graphql/context';
import { InputError } from '../../input-error';
import { redirectUri } from './login-providers';
import { pkceVerifier, verifyState } from './oauth-state';
import { customerForProfile } from './provider-customer';
import { fetchProviderProfile, type ProviderProfile } from './provider-profile';
import { spendState } from '../store/used-oauth-states';
import { elsewhere } from '../../rate-limits/time-elsewhere';
import { StoreMessage } from '../../store-message';

export const expiredStateMessage = new StoreMessage('signInLinkExpired');
export const unverifiedEmailMessage = new StoreMessage('providerEmailUnverified');
export const providerUnavailableMessage = new StoreMessage('providerUnavailable');

export interface OAuthResponse {
  code: string;
  state?: string | null;
}

/** The provider refused the code (used, run out, not for this client): the shopper starts again. */
function isRefusal(error: unknown): boolean {
  return error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError;
}

export async function customerIdFromProvider(ctx: GraphQLContext, provider: string, oauthResponse: OAuthResponse | null | undefined): Promise<number> {
  // Each attempt may cost a call to the provider: it counts as a sign-in attempt of the client's address.
  await ctx.limits?.take('signIn');
  const login = ctx.loginProviders.find(provider);
  if (!login || !ctx.shopOrigin) throw new InputError(providerUnavailableMessage);
  const state = oauthResponse?.state ?? '';
  const secret = await ctx.auth.secret();
  const expiresAt = verifyState(secret, provider, state);
  if (!oauthResponse?.code || !expiresAt || !(await spendState(ctx.db, state, expiresAt))) throw new InputError(expiredStateMessage);

  let profile: ProviderProfile;
  try {
    const exchange = { code: oauthResponse.code, state, codeVerifier: pkceVerifier(secret, state), redirectUri: redirectUri(ctx.shopOrigin, provider) };
    profile = await elsewhere(() => fetchProviderProfile(login, exchange));
  } catch (error) {
    if (isRefusal(error)) throw new InputError(expiredStateMessage);
    console.error(`Sign-in with ${provider} failed:`, error instanceof Error ? error.message : error);
    throw new InputError(providerUnavailableMessage);
  }
  const { verifiedEmail } = profile;
  if (!verifiedEmail) throw new InputError(unverifiedEmailMessage);
  return customerForProfile(ctx.db, provider, { ...profile, verifiedEmail });
}
