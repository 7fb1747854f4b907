// Who the provider says the shopper is: the authorization code is exchanged (with the PKCE
// verifier) for tokens, and the person is read from the ID token and the userinfo endpoint
// (OpenID Connect), or from GitHub's API, which keeps verified emails apart from the profile.
// Only an email the provider says it verified counts (`email_verified`, GitHub's `verified`).
import * as oauth from 'oauth4webapi';
import type { LoginProvider } from './login-providers';

export interface ProviderProfile {
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** The email the provider verified, or null when it verified none. */
  verifiedEmail: string | null;
  firstName: string;
  lastName: string;
}

export interface AuthorizationAnswer {
  code: string;
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

type Claims = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function profileOfClaims(claims: Claims): ProviderProfile {
  // Some providers send the flag as a string.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const [first = '', ...rest] = textOf(claims.name).split(/\s+/);
  return {
    subject: textOf(claims.sub),
    verifiedEmail: verified && textOf(claims.email) ? textOf(claims.email) : null,
    firstName: textOf(claims.given_name) || first,
    lastName: textOf(claims.family_name) || rest.join(' '),
  };
}

async function openIdProfile(provider: LoginProvider, server: oauth.AuthorizationServer, tokens: oauth.TokenEndpointResponse): Promise<ProviderProfile> {
  const idClaims: Claims = oauth.getValidatedIdTokenClaims(tokens) ?? {};
  if (!server.userinfo_endpoint) return profileOfClaims(idClaims);
  const response = await oauth.userInfoRequest(server, provider.client, tokens.access_token, provider.requestOptions);
  // The userinfo must be about the person the ID token names, when there is one.
  const expectedSubject = typeof idClaims.sub === 'string' ? idClaims.sub : oauth.skipSubjectCheck;
  const userinfo = await oauth.processUserInfoResponse(server, provider.client, expectedSubject, response);
  return profileOfClaims({ ...idClaims, ...userinfo });
}

async function gitHubJson(provider: LoginProvider, accessToken: string, url: URL): Promise<unknown> {
  // GitHub's API wants its media type and a User-Agent.
  const headers = new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'storefront' });
  const response = await oauth.protectedResourceRequest(accessToken, 'GET', url, headers, null, provider.requestOptions);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}

async function gitHubProfile(provider: LoginProvider, server: oauth.AuthorizationServer, tokens: oauth.TokenEndpointResponse): Promise<ProviderProfile> {
  const userUrl = new URL(server.userinfo_endpoint!);
  const user = (await gitHubJson(provider, tokens.access_token, userUrl)) as Claims;
  const emails = (await gitHubJson(provider, tokens.access_token, new URL(`${userUrl.href.replace(/\/$/, '')}/emails`))) as { email: string; primary: boolean; verified: boolean }[];
  const verified = emails.filter((entry) => entry.verified);
  const email = verified.find((entry) => entry.primary) ?? verified[0];
  const [first = '', ...rest] = textOf(user.name).split(/\s+/);
  return { subject: String(user.id ?? ''), verifiedEmail: email?.email ?? null, firstName: first, lastName: rest.join(' ') };
}

/** Exchanges the code and reads the person; throws on any refusal or malformed answer of the provider. */
export async function fetchProviderProfile(provider: LoginProvider, answer: AuthorizationAnswer): Promise<ProviderProfile> {
  const server = await provider.authorizationServer();
  // The storefront hands over the code and state only (OAuthProviderResponseInput), never the `iss`
  // some providers add; the state, signed for this provider, and the per-provider redirect URI
  // already rule out a mix-up of providers.
  const answered = new URLSearchParams({ code: answer.code, state: answer.state });
  const callback = oauth.validateAuthResponse({ ...server, authorization_response_iss_parameter_supported: false }, provider.client, answered, answer.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    provider.client,
    provider.clientAuth,
    callback,
    answer.redirectUri,
    answer.codeVerifier,
    provider.requestOptions,
  );
  const tokens = await oauth.processAuthorizationCodeResponse(server, provider.client, response);
  const profile = provider.config.provider === 'GITHUB' ? await gitHubProfile(provider, server, tokens) : await openIdProfile(provider, server, tokens);
  if (!profile.subject) throw new Error(`${provider.config.provider} named no subject`);
  return profile;
}
