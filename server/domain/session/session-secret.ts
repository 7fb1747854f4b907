// The secret that signs session tokens. A shop owner may set SESSION_SECRET; otherwise one is made
// on first use and kept in the database, so tokens stay valid across restarts and every process
// sharing the database signs alike.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { serverSecrets } from '../../db/schema/server-secrets';

const secretName = 'session_token';
const secrets = new WeakMap<Database, Promise<string>>();

async function readOrCreate(db: Database): Promise<string> {
  // Two processes starting together may both try: the first insert wins, both read the winner.
  await db.insert(serverSecrets).values({ name: secretName, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, secretName));
  if (!row) throw new Error('The session secret could not be stored');
  return row.value;
}

/** The database's session secret, read once per process. */
export function sessionSecretOf(db: Database): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrCreate(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
