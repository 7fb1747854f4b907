// The token of a download link: the permission's id and an HMAC of it, so a link cannot be made
// for another permission. Everything else (expiry, count, the order being paid) is checked
// against the database when the link is used, so a link stops working the moment its permission does.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where the download route answers: `/download/<token>`. */
export const downloadPath = '/download/';

function signature(permissionId: number, key: string): Buffer {
  return createHmac('sha256', key).update(`download:${permissionId}`).digest();
}

export function downloadToken(permissionId: number, key: string): string {
  return `${permissionId}.${signature(permissionId, key).toString('base64url')}`;
}

/** The permission a token names, or null when it was not made with this key. */
export function permissionOfToken(token: string, key: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const permissionId = Number(match[1]);
  if (permissionId > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(permissionId, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? permissionId : null;
}
