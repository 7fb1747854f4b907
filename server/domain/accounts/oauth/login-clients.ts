// Headless Login's `loginClients`: each configured provider with the URL its sign-in button opens,
// carrying a fresh signed state and the PKCE challenge of the verifier derived from it (nothing is
// written: the list comes with every cart load). A provider whose discovery fails is listed as not
// enabled, without a URL.
import * as oauth from 'oauth4webapi';
import type { GraphQLContext } from '../../../graphql/context';
import { redirectUri, type LoginProvider } from './login-providers';
import { pkceVerifier, signState } from './oauth-state';

export interface LoginClient {
  name: string;
  provider: string;
  isEnabled: boolean;
  authorizationUrl: string | null;
  order: number;
}

async function authorizationUrl(provider: LoginProvider, secret: Uint8Array, shopOrigin: string): Promise<string> {
  const server = await provider.authorizationServer();
  const state = signState(secret, provider.config.provider);
  const url = new URL(server.authorization_endpoint!);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.client.client_id);
  url.searchParams.set('redirect_uri', redirectUri(shopOrigin, provider.config.provider));
  url.searchParams.set('scope', provider.config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pkceVerifier(secret, state)));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

export async function loginClients(ctx: GraphQLContext): Promise<LoginClient[]> {
  // Without the shop's origin (the server rendering its own pages) there is no page to come back to.
  if (!ctx.shopOrigin) return [];
  const secret = await ctx.auth.secret();
  return Promise.all(
    ctx.loginProviders.all().map(async (provider) => {
      const { name, provider: providerName, order } = provider.config;
      try {
        return { name, provider: providerName, order, isEnabled: true, authorizationUrl: await authorizationUrl(provider, secret, ctx.shopOrigin) };
      } catch {
        // Its discovery failed (and was logged); it is asked again a minute later.
        return { name, provider: providerName, order, isEnabled: false, authorizationUrl: null };
      }
    }),
  );
}
