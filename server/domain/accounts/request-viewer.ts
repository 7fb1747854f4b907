// Who signed in sent a request: the customer and sign-in of the auth token in its
// `Authorization: Bearer` header. A token that is there but does not count (tampered, from another
// secret, expired, revoked, its customer gone) fails the whole request, so the storefront knows to
// refresh it or sign out instead of silently acting as a guest.
import type { Database } from '../../db/connection';
import type { AuthTokens } from './auth-tokens';
import { findLiveSignIn, type LiveSignIn } from './sign-ins';

export const invalidAuthTokenMessage = 'Your session has expired. Please sign in again.';

/** The request's auth token does not count; answered in the body with code INVALID_AUTH_TOKEN. */
export class InvalidAuthTokenError extends Error {
  override readonly name = 'InvalidAuthTokenError';
  readonly extensions = { code: 'INVALID_AUTH_TOKEN', http: { status: 200 } };

  constructor() {
    super(invalidAuthTokenMessage);
  }
}

/** The token of an `Authorization: Bearer <token>` header; '' for any other header. */
export function bearerToken(header: string | null | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** The sign-in the header's auth token stands for; null without a bearer token (other schemes are not ours). */
export async function requestViewer(db: Database, tokens: AuthTokens, authorization: string | null | undefined): Promise<LiveSignIn | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const subject = await tokens.read('auth', token);
  const signIn = subject && (await findLiveSignIn(db, subject.signInId, subject.customerId));
  if (!signIn) throw new InvalidAuthTokenError();
  return signIn;
}
