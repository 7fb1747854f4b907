// The key that signs download links, derived from the session secret (kept in the database, so
// every process and every restart signs alike) so that neither kind of token can stand for the other.
import { createHmac } from 'node:crypto';
import type { Database } from '../../db/connection';
import { sessionSecretOf } from '../session/session-secret';

export async function downloadKeyOf(db: Database): Promise<string> {
  return createHmac('sha256', await sessionSecretOf(db)).update('download links').digest('base64url');
}
