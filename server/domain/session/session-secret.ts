// The secret that signs session tokens. A shop owner may set SESSION_SECRET; otherwise one is made
// on first use and kept in the database (domain/store/server-secrets.ts), so tokens stay valid across
// restarts and every process sharing the database signs alike.
import type { Database } from '../../db/connection';
import { storedSecretOf } from '../store/server-secrets';

/** The database's session secret, read once per process. */
export function sessionSecretOf(db: Database): Promise<string> {
  return storedSecretOf(db, 'session_token');
}
