// The cart session token (server/domain/session/session-token.ts): issued and read back, and each
// way a token can be wrong refused with WooGraphQL's messages.
import { describe, expect, it } from 'vitest';
import {
  foreignIssuerMessage,
  invalidTokenMessage,
  issueSessionToken,
  readSessionToken,
  tokenFromHeader,
} from '../../server/domain/session/session-token';

const keys = { secret: 'a-test-secret-of-enough-length', issuer: 'https://shop.example' };
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const day = 86_400;
const token = issueSessionToken('t_4f2a9c', keys, now, 30 * day);

function reading(value: string, at = now, keySet = keys) {
  return () => readSessionToken(value, keySet, at);
}

describe('session token', () => {
  it('reads back the session it names, and when it ends', () => {
    expect(readSessionToken(token, keys, now)).toEqual({ sessionKey: 't_4f2a9c', issuedAt: now / 1000, expiresAt: now / 1000 + 30 * day });
    expect(readSessionToken(token, keys, now + 29 * day * 1000).sessionKey).toBe('t_4f2a9c');
  });

  it('takes the token out of the header value the storefront sends', () => {
    expect(tokenFromHeader(`Session ${token}`)).toBe(token);
    expect(tokenFromHeader(token)).toBe(token);
  });

  it('refuses an expired token', () => {
    expect(reading(token, now + 30 * day * 1000)).toThrow(invalidTokenMessage);
  });

  it('refuses a tampered token: another session named, or another signature', () => {
    const [head, body, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('t_4f2a9c', 't_000000')).toString('base64url');
    expect(reading(`${head}.${forged}.${signature}`)).toThrow(invalidTokenMessage);
    expect(reading(`${head}.${body}.${signature.slice(0, -2)}AA`)).toThrow(invalidTokenMessage);
    expect(reading(token, now, { ...keys, secret: 'another-secret-of-enough-length' })).toThrow(invalidTokenMessage);
  });

  it('refuses a token this shop signed for another address with the issuer message', () => {
    const elsewhere = issueSessionToken('t_4f2a9c', { ...keys, issuer: 'https://staging.shop.example' }, now, day);
    expect(reading(elsewhere)).toThrow(foreignIssuerMessage);
  });

  it.each(['', 'abc', 'a.b', 'a.b.c.d', `${token}x`, 'eyJhbGciOiJub25lIn0.e30.'])('refuses a malformed token %j', (value) => {
    expect(reading(value)).toThrow(invalidTokenMessage);
  });

  it('refuses an unsigned token that claims alg none', () => {
    const body = token.split('.')[1]!;
    const none = `${Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'none' })).toString('base64url')}.${body}.`;
    expect(reading(none)).toThrow(invalidTokenMessage);
  });
});
