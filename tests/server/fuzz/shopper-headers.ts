// Random `woocommerce-session` and `authorization` headers: none mostly, the live session's token
// now and then, and forged, tampered, truncated, foreign and absurd ones. Header values keep to
// what HTTP allows (Node's client refuses control characters), Latin-1 bytes included.
import type { Random } from './random';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

function jwt(header: object, payload: object, signature = 'c2lnbmF0dXJl'): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${signature}`;
}

function forgedTokens(random: Random, liveToken: string): string[] {
  const [head = '', body = '', signature = ''] = liveToken.split('.');
  const now = Math.floor(Date.now() / 1000);
  return [
    liveToken.slice(0, random.int(0, liveToken.length - 1)),
    `${head}.${body}.${signature.split('').reverse().join('')}`,
    `${head}.${base64url(JSON.stringify({ iss: 'storefront', iat: now, nbf: now, exp: now + 99, data: { customer_id: 'x' } }))}.${signature}`,
    jwt({ alg: 'none', typ: 'JWT' }, { iss: 'storefront', iat: now, nbf: now, exp: now + 99, data: { customer_id: '1' } }, ''),
    jwt({ alg: 'HS256' }, { iss: 'https://evil.example', data: { customer_id: '1' } }),
    jwt({ alg: 'HS256' }, { iss: 'storefront', iat: 1.5, nbf: -1, exp: 1e300, data: { customer_id: {} } }),
    jwt({ alg: 'HS256' }, { data: null }),
    jwt({ alg: 'HS256' }, []),
    `${head}.${'A'.repeat(random.int(1, 8_000))}.${signature}`,
    '...',
    'a.b.c.d',
    'not a token',
    '\u00ff\u00fe\u00e9',
  ];
}

export function shopperHeaders(random: Random, liveToken: string): Record<string, string> {
  const headers: Record<string, string> = {};
  if (random.chance(0.2)) {
    const token = random.weighted([
      [3, () => liveToken],
      [4, () => random.pick(forgedTokens(random, liveToken))],
    ])();
    headers['woocommerce-session'] = random.weighted([
      [6, `Session ${token}`],
      [1, token],
      [1, `Bearer ${token}`],
      [1, `Session  ${token} extra`],
      [0.5, 'Session'],
      [0.5, ''],
    ]);
  }
  if (random.chance(0.1)) {
    headers.authorization = random.pick([
      `Bearer ${random.pick(forgedTokens(random, liveToken))}`,
      `Bearer ${liveToken}`,
      'Bearer',
      'Basic YWRtaW46YWRtaW4=',
      `Basic ${'A'.repeat(random.int(1, 8_000))}`,
      'Negotiate abc',
      '',
    ]);
  }
  return headers;
}
