// Each sign-in is a row (sign_ins): the tokens issued for it name it (`sid`) and count only while it
// is there, not revoked and not expired, and its customer still exists. Logout revokes one; a
// password change revokes all of a customer's.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { signIns } from '../../../db/schema/accounts';
import { customers } from '../../../db/schema/customers';

export interface LiveSignIn {
  customerId: number;
  signInId: string;
  /** 'PASSWORD' or the login provider's name. */
  provider: string;
  /** How long ago it was made, by the database's clock (which made it). */
  ageSeconds: number;
}

/** Sign-ins that ran out are swept a few at a time as new ones are made. */
const sweepBatch = 50;

/** In `tx`: a new sign-in of `customerId` through `provider`, lasting until `expiresAt`; answers its id. */
export async function createSignIn(tx: Database, customerId: number, provider: string, expiresAt: Date): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await tx.insert(signIns).values({ id, customerId, provider, expiresAt });
  await tx.execute(sql`delete from ${signIns} where id in (select id from ${signIns} where expires_at <= now() limit ${sweepBatch})`);
  return id;
}

/** The sign-in if it still counts: not revoked, not expired, its customer there. One query. */
export async function findLiveSignIn(db: Database, signInId: string, customerId: number): Promise<LiveSignIn | null> {
  const [row] = await queryRows<{ provider: string; ageSeconds: number }>(
    db,
    sql`select s.provider, extract(epoch from now() - s.created_at)::float8 as "ageSeconds"
      from ${signIns} s join ${customers} c on c.id = s.customer_id
      where s.id = ${signInId} and s.customer_id = ${customerId} and s.revoked_at is null and s.expires_at > now()`,
  );
  return row ? { customerId, signInId, provider: row.provider, ageSeconds: row.ageSeconds } : null;
}

/** Revokes one sign-in (logout). */
export async function revokeSignIn(db: Database, signInId: string): Promise<void> {
  await db.update(signIns).set({ revokedAt: new Date() }).where(and(eq(signIns.id, signInId), isNull(signIns.revokedAt)));
}

/** In `tx`: revokes every sign-in of the customer (a new password). */
export async function revokeCustomerSignIns(tx: Database, customerId: number): Promise<void> {
  await tx.update(signIns).set({ revokedAt: new Date() }).where(and(eq(signIns.customerId, customerId), isNull(signIns.revokedAt)));
}
