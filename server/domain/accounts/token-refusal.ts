// Why an auth token did not count, in the words and statuses of Headless Login for WPGraphQL
// (its TokenManager): a token it cannot read, or that has run out, is a 403; a readable one that no
// longer stands for a live sign-in (signed out, a new password, the account gone) a 401, as it
// answers a revoked user secret. The reason is its `code | message` debug line, which WooGraphQL
// storefronts read to tell a sign-in that has ended ('invalid-secret-key') from other failures.
import { errors } from 'jose';

export interface TokenRefusal {
  status: 401 | 403;
  reason: string;
}

export const revokedSignIn: TokenRefusal = { status: 401, reason: 'invalid-jwt | User secret is revoked.' };
export const noUserInToken: TokenRefusal = { status: 401, reason: 'invalid-jwt | User ID not found in the token.' };

/** A token of the other kind: a refresh token sent as an auth token, or the other way round. */
export function otherKind(expected: 'auth' | 'refresh'): TokenRefusal {
  const message = expected === 'auth' ? 'Refresh token cannot be used as an auth token.' : 'User secret not found in the token.';
  return { status: 401, reason: `invalid-jwt | ${message}` };
}

/** The refusal of a token jose would not verify. */
export function unverifiedToken(error: errors.JOSEError): TokenRefusal {
  if (error instanceof errors.JWTExpired) return { status: 403, reason: 'invalid-secret-key | Expired token' };
  if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss') {
    return { status: 403, reason: 'invalid-jwt | The iss do not match with this server.' };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return { status: 403, reason: 'invalid-secret-key | Signature verification failed' };
  return { status: 403, reason: 'invalid-secret-key | Malformed token' };
}
