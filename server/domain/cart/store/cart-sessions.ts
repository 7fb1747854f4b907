// The session rows as cart changes write them: the addresses and shipping choice a cart is priced
// for, and a guest's session that a sign-in adopts (locked, then deleted once its cart has moved).
// Finding and opening a request's own session is session/store/sessions.ts's part.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { sessions } from '../../../db/schema/cart';
import type { SessionRow } from '../../session/store/sessions';

export type SessionChanges = Partial<Pick<SessionRow, 'billing' | 'shipping' | 'chosenShippingMethods'> & { shippingRatesAtChoice: string[] }>;

export async function updateSession(tx: Database, key: string, changes: SessionChanges): Promise<void> {
  await tx.update(sessions).set(changes).where(eq(sessions.key, key));
}

/** In `tx`: the live guest session of this key, locked; null when it is gone, ran out or belongs to a customer. */
export async function lockGuestSessionKey(tx: Database, key: string, now: Date): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(
    tx,
    sql`select key from sessions where key = ${key} and customer_id is null and expires_at > ${now} for update`,
  );
  return row?.key ?? null;
}

export async function deleteSession(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`delete from sessions where key = ${key}`);
}
