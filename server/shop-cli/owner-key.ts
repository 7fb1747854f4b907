// The shop owner's key: the secret the shop's CLI shows a running shop to act as its owner
// (http/shop-commands.ts). It is made on the shop's first start with the embedded database and
// kept beside it in the data directory, readable by the shop's own system user only (0600): whoever
// can read it could read the database files as well, so it gives nobody anything new.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const fileName = 'shop-owner.key';

export const ownerKeyPath = (dataDir: string) => path.join(dataDir, fileName);

/** The key, made first when there is none; a key made by another process at the same moment wins. */
export async function ensureOwnerKey(dataDir: string): Promise<string> {
  try {
    await writeFile(ownerKeyPath(dataDir), randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readOwnerKey(dataDir);
}

export async function readOwnerKey(dataDir: string): Promise<string> {
  return (await readFile(ownerKeyPath(dataDir), 'utf8')).trim();
}

/** Compared in constant time, so the answer's timing tells nothing of the key. */
export function isOwnerKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
