// A secret the server makes on first use and keeps in the database under a name (server_secrets),
// so tokens it signs stay valid across restarts and every process sharing the database signs alike.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { outsideLanes } from '../../db/request-lane';
import { serverSecrets } from '../../db/schema/server-secrets';

const secrets = new WeakMap<Database, Map<string, Promise<string>>>();

async function readOrCreate(db: Database, name: string): Promise<string> {
  // Two processes starting together may both try: the first insert wins, both read the winner.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The secret "${name}" could not be stored`);
  return row.value;
}

/** The database's secret of this name, read once per process. */
export function storedSecretOf(db: Database, name: string): Promise<string> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = outsideLanes(() => readOrCreate(db, name));
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
