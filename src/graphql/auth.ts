// The session's calls to the store (SPEC §7: login, loginWithProvider, Logout, registerCustomer,
// and Headless Login's refreshToken and viewer), answering the storefront's own shapes
// (domain/session/types.ts). They go through the cart session's client, which carries the auth token, so
// a sign-in merges the visitor's guest cart and answers the customer's cart session. This module
// loads with the session machine's first call (machines/session.ts), never with a page.
import { emptyAddress } from '../domain/checkout/types';
import { readSessionToken, storeSessionToken } from '../browser/session/sessionCookie';
import type { AccountCustomer, AuthTokens } from '../domain/session/types';
import { invalidAuthTokenMessage } from './authRejection';
import { sessionClient } from './cart';
import { createClient } from './client';
import { execute } from './executor';
import {
  GetLoginClientsDocument,
  GetViewerDocument,
  LoginDocument,
  LoginWithProviderDocument,
  LogoutDocument,
  RefreshAuthTokenDocument,
  RegisterCustomerDocument,
  SaveWishlistDocument,
  type AccountCustomerFragment,
  type LoginProviderEnum,
  type RegisterCustomerInput,
  type ViewerFragment,
} from './generated/graphql';
import { reshapeAddress } from './reshape/cart';
import { noViewerMessage } from '../domain/oauth/noViewerMessage';

/** The customer meta key of the account's wishlist (docs/store-backend.md, "The signed-in storefront"): a JSON array of product slugs, newest first. */
export const wishlistMetaKey = 'storefront_wishlist';

/** A signed-in customer as the store answers them, with the wishlist saved to their account. */
export interface AccountState {
  customer: AccountCustomer;
  /** Product slugs, newest first. */
  wishlist: string[];
}

/** A completed sign-in (password, provider or registration). */
export interface SignIn extends AccountState {
  tokens: AuthTokens;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

export interface LoginClient {
  name: string;
  provider: LoginProviderEnum;
  authorizationUrl: string;
}

/** Headless Login answers expiries as Unix seconds in a string; registration answers none, so the token's own `exp` tells. */
function expiryOf(token: string, answered: string | null | undefined): number {
  const seconds = Number(answered ?? Number.NaN);
  if (Number.isFinite(seconds) && seconds > 0) return seconds;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp : 0;
  } catch {
    return 0;
  }
}

function parseWishlist(customer: AccountCustomerFragment | null | undefined): string[] {
  const value = customer?.wishlist?.find((meta) => meta?.key === wishlistMetaKey)?.value;
  try {
    const slugs: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(slugs) ? slugs.filter((slug): slug is string => typeof slug === 'string' && slug !== '') : [];
  } catch {
    return [];
  }
}

function reshapeAccount(viewer: ViewerFragment | null | undefined, customer: AccountCustomerFragment | null | undefined): AccountState {
  if (!viewer) throw new Error('Something went wrong');
  return {
    customer: {
      databaseId: viewer.databaseId,
      username: viewer.username ?? customer?.username ?? '',
      email: viewer.email ?? customer?.email ?? '',
      firstName: customer?.firstName ?? viewer.firstName ?? '',
      lastName: customer?.lastName ?? viewer.lastName ?? '',
      avatarUrl: viewer.avatar?.url ?? null,
      billing: customer ? reshapeAddress(customer.billing) : emptyAddress,
      shipping: customer ? reshapeAddress(customer.shipping) : emptyAddress,
    },
    wishlist: parseWishlist(customer),
  };
}

interface SignInAnswer {
  authToken?: string | null;
  authTokenExpiration?: string | null;
  refreshToken?: string | null;
  refreshTokenExpiration?: string | null;
  sessionToken?: string | null;
}

function signInOf(answer: SignInAnswer | null | undefined, account: () => AccountState): SignIn {
  if (!answer?.authToken || !answer.refreshToken) throw new Error('Something went wrong');
  // The customer's cart session: the guest cart was merged into it.
  if (answer.sessionToken) storeSessionToken(answer.sessionToken);
  return {
    ...account(),
    tokens: {
      authToken: answer.authToken,
      authTokenExpiration: expiryOf(answer.authToken, answer.authTokenExpiration),
      refreshToken: answer.refreshToken,
      refreshTokenExpiration: expiryOf(answer.refreshToken, answer.refreshTokenExpiration),
    },
  };
}

export async function login(endpoint: string, credentials: { username: string; password: string }): Promise<SignIn> {
  const { login: answer } = await execute(sessionClient(endpoint), LoginDocument, credentials);
  return signInOf(answer, () => reshapeAccount(answer?.user, answer?.customer));
}

export async function loginWithProvider(endpoint: string, response: { provider: LoginProviderEnum; code: string; state: string }): Promise<SignIn> {
  const { login: answer } = await execute(sessionClient(endpoint), LoginWithProviderDocument, response);
  // SPEC §8: the provider's sign-in was taken (tokens came back), yet no viewer could be read.
  return signInOf(answer, () => {
    if (!answer?.user) throw new Error(noViewerMessage);
    return reshapeAccount(answer.user, answer.customer);
  });
}

export async function registerCustomer(endpoint: string, account: NewAccount): Promise<SignIn> {
  const input: RegisterCustomerInput = { email: account.email.trim(), password: account.password };
  if (account.username.trim()) input.username = account.username.trim();
  const { registerCustomer: answer } = await execute(sessionClient(endpoint), RegisterCustomerDocument, { input });
  return signInOf(answer && { ...answer, sessionToken: answer.customer?.sessionToken }, () => reshapeAccount(answer?.viewer, answer?.customer));
}

/**
 * A new auth token for the sign-in's refresh token. The old auth token is not sent: a request
 * whose auth token no longer counts is refused (authRejection.ts), and this is the way back from one.
 */
export async function refreshAuthToken(endpoint: string, refreshToken: string): Promise<Pick<AuthTokens, 'authToken' | 'authTokenExpiration'>> {
  const store = createClient({ endpoint, sessionToken: readSessionToken, onSession: storeSessionToken });
  const { refreshToken: answer } = await execute(store, RefreshAuthTokenDocument, { refreshToken });
  if (!answer?.authToken) throw new Error(invalidAuthTokenMessage);
  return { authToken: answer.authToken, authTokenExpiration: expiryOf(answer.authToken, answer.authTokenExpiration) };
}

export async function logout(endpoint: string): Promise<void> {
  await execute(sessionClient(endpoint), LogoutDocument);
}

/** The signed-in viewer, as the stored auth token names them. */
export async function getViewer(endpoint: string): Promise<AccountState> {
  const answer = await execute(sessionClient(endpoint), GetViewerDocument);
  return reshapeAccount(answer.viewer, answer.customer);
}

export async function getLoginClients(endpoint: string): Promise<LoginClient[]> {
  const answer = await execute(sessionClient(endpoint), GetLoginClientsDocument);
  return (answer.loginClients ?? []).flatMap((client) =>
    client?.isEnabled && client.provider && client.authorizationUrl
      ? [{ name: client.name ?? client.provider, provider: client.provider, authorizationUrl: client.authorizationUrl }]
      : [],
  );
}

/** Saves the wishlist to the signed-in customer's account. */
export async function saveWishlist(endpoint: string, slugs: string[]): Promise<void> {
  await execute(sessionClient(endpoint), SaveWishlistDocument, { slugs: JSON.stringify(slugs) });
}
