// The `state` of a provider sign-in, made without writing anything (the login clients are listed
// with every cart load): random, bound to the provider, running out after ten minutes, and signed
// with the auth secret, so only the shop makes one. The PKCE verifier is derived from the state with
// the same secret, so the shop knows it again when the shopper comes back with the code, and nobody
// who only sees the state (in the URL) can compute it. Single use is the part of
// accounts/store/used-oauth-states.ts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const stateSeconds = 10 * 60;

const mac = (secret: Uint8Array, purpose: string, text: string) => createHmac('sha256', secret).update(`${purpose}\0${text}`).digest('base64url');

/** `<random>.<expiry, Unix seconds>.<signature>`. */
export function signState(secret: Uint8Array, provider: string, now = Date.now()): string {
  const payload = `${randomBytes(18).toString('base64url')}.${Math.floor(now / 1000) + stateSeconds}`;
  return `${payload}.${mac(secret, `oauth-state ${provider}`, payload)}`;
}

/** When the state runs out, if the shop signed it for `provider` and it has not run out; else null. */
export function verifyState(secret: Uint8Array, provider: string, state: string, now = Date.now()): Date | null {
  const match = /^([\w-]{24})\.(\d{1,12})\.([\w-]{43})$/.exec(state);
  if (!match) return null;
  const [, random, expiry, signature] = match;
  const expected = Buffer.from(mac(secret, `oauth-state ${provider}`, `${random}.${expiry}`));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return null;
  const expiresAt = new Date(Number(expiry) * 1000);
  return expiresAt.getTime() > now ? expiresAt : null;
}

/** The PKCE code verifier of a state (43 characters of base64url, as RFC 7636 asks). */
export function pkceVerifier(secret: Uint8Array, state: string): string {
  return mac(secret, 'oauth-pkce', state);
}
