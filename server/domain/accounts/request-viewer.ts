// Who signed in sent a request: the customer and sign-in of the auth token in its
// `Authorization: Bearer` header. A token that is there but does not count (tampered, from another
// secret, expired, revoked, its customer gone) makes the request a guest's, with the reason, as
// Headless Login for WPGraphQL does (token-refusal.ts): the answer says so, and the client knows
// to refresh the token or sign out.
import type { Database } from '../../db/connection';
import type { AuthTokens } from './auth-tokens';
import { findLiveSignIn, type LiveSignIn } from './store/sign-ins';
import { revokedSignIn, type TokenRefusal } from './token-refusal';

/** The request's sign-in; a refusal when its token does not count; null without a bearer token. */
export type RequestViewer = { signIn: LiveSignIn } | { refused: TokenRefusal } | null;

/** The token of an `Authorization: Bearer <token>` header; '' for any other header. */
export function bearerToken(header: string | null | undefined): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** The sign-in the header's auth token stands for (other schemes are not ours). */
export async function requestViewer(db: Database, tokens: AuthTokens, authorization: string | null | undefined): Promise<RequestViewer> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const reading = await tokens.check('auth', token);
  if ('refused' in reading) return reading;
  const signIn = await findLiveSignIn(db, reading.subject.signInId, reading.subject.customerId);
  return signIn ? { signIn } : { refused: revokedSignIn };
}
