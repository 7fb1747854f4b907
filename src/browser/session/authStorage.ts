// The tokens of a sign-in (Headless Login), kept in localStorage `storefront-auth` so the next page
// is signed in too. The GraphQL client reads the auth token from here for every cart, checkout and
// account call (graphql/cart.ts sessionClient).
import { readJson, writeJson } from './localStore';
import { storedItems } from '../storedItems';
import { keepSignedInHint } from './signedInHint';
import type { AuthTokens } from '../../domain/session/types';

export const authStorageKey = storedItems.auth.name;

function isAuthTokens(value: unknown): value is AuthTokens {
  if (typeof value !== 'object' || value === null) return false;
  const tokens = value as Record<string, unknown>;
  return (
    typeof tokens.authToken === 'string' &&
    typeof tokens.refreshToken === 'string' &&
    typeof tokens.authTokenExpiration === 'number' &&
    typeof tokens.refreshTokenExpiration === 'number'
  );
}

export function readAuthTokens(): AuthTokens | null {
  return readJson(authStorageKey, isAuthTokens);
}

export function readAuthToken(): string | null {
  return readAuthTokens()?.authToken ?? null;
}

/** Null forgets them (signed out). */
export function storeAuthTokens(tokens: AuthTokens | null): void {
  writeJson(authStorageKey, tokens);
  keepSignedInHint(tokens);
}
