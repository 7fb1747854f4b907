// The cart session's token, as WooGraphQL issues it: a JWT (HS256) whose `iss` is the shop and whose
// `data.customer_id` names the session. The storefront sends it back as `woocommerce-session:
// Session <token>`. Sessions slide: a token is renewed on use, so a guest cart lives as long as the
// shopper keeps coming back. A token from another shop or one that fails its checks is refused
// with WooGraphQL's own messages (SPEC §4), which make the storefront start afresh.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { InputError } from '../input-error';

export const foreignIssuerMessage = 'The iss do not match with this server';
export const invalidTokenMessage = 'Invalid session token';

export interface SessionTokenKeys {
  /** The HMAC secret; never leaves the server. */
  secret: string;
  /** The shop's own URL, as `iss`. */
  issuer: string;
}

export interface SessionClaims {
  /** The session's key in the database. */
  sessionKey: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

interface Payload {
  iss: string;
  iat: number;
  nbf: number;
  exp: number;
  data: { customer_id: string };
}

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }));

function sign(content: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(content).digest();
}

export function issueSessionToken(sessionKey: string, keys: SessionTokenKeys, now: number, lifetimeSeconds: number): string {
  const issuedAt = Math.floor(now / 1000);
  const payload: Payload = { iss: keys.issuer, iat: issuedAt, nbf: issuedAt, exp: issuedAt + lifetimeSeconds, data: { customer_id: sessionKey } };
  const content = `${header}.${base64url(JSON.stringify(payload))}`;
  return `${content}.${base64url(sign(content, keys.secret))}`;
}

function parsePayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload> | null;
    const valid =
      typeof payload?.iss === 'string' &&
      Number.isInteger(payload.iat) &&
      Number.isInteger(payload.nbf) &&
      Number.isInteger(payload.exp) &&
      typeof payload.data?.customer_id === 'string' &&
      payload.data.customer_id.length > 0;
    return valid ? (payload as Payload) : null;
  } catch {
    return null;
  }
}

/** The claims of a valid token; otherwise an InputError with WooGraphQL's message. */
export function readSessionToken(token: string, keys: SessionTokenKeys, now: number): SessionClaims {
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw new InputError(invalidTokenMessage);
  const [head, body, signature] = parts as [string, string, string];
  const expected = sign(`${head}.${body}`, keys.secret);
  const given = Buffer.from(signature, 'base64url');
  if (head !== header || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InputError(invalidTokenMessage);
  const payload = parsePayload(body);
  if (!payload) throw new InputError(invalidTokenMessage);
  // Signed with this shop's secret but naming another shop: WooGraphQL checks the issuer first.
  if (payload.iss !== keys.issuer) throw new InputError(foreignIssuerMessage);
  const seconds = Math.floor(now / 1000);
  if (payload.nbf > seconds || payload.exp <= seconds) throw new InputError(invalidTokenMessage);
  return { sessionKey: payload.data.customer_id, issuedAt: payload.iat, expiresAt: payload.exp };
}

/** The header value the storefront sends: `Session <token>`; a bare token is accepted too. */
export function tokenFromHeader(value: string): string {
  return value.replace(/^Session\s+/i, '').trim();
}
