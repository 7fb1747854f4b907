// The session rows a request's session reads and writes (../request-session.ts): a guest's, found
// by its key while it has not run out, and a customer's, found by the customer; each locked for
// the transaction that changes its cart.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { sessions, type StoredAddress } from '../../../db/schema/cart';

export interface SessionRow {
  key: string;
  billing: StoredAddress;
  shipping: StoredAddress;
  chosenShippingMethods: string[];
  /** The rate ids offered at that choice; null: the choice is made now, from the rates offered now. */
  shippingRatesAtChoice: string[] | null;
}

/** The key of the customer's session; null when they have none yet. */
export async function findCustomerSessionKey(db: Database, customerId: number): Promise<string | null> {
  const [row] = await queryRows<{ key: string }>(db, sql`select key from ${sessions} where customer_id = ${customerId}`);
  return row?.key ?? null;
}

/** Whether the guest session of `key` has a row that has not run out at `now`. */
export async function guestSessionExists(db: Database, key: string, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ key: string }>(
    db,
    sql`select key from ${sessions} where key = ${key} and customer_id is null and expires_at > ${now}`,
  );
  return row !== undefined;
}

/** In `tx`: the live guest session of `key`, locked; null when there is none or it is a customer's. */
export async function lockGuestSession(tx: Database, key: string, now: Date): Promise<SessionRow | null> {
  const [row] = await queryRows<SessionRow>(
    tx,
    sql`select key, billing, shipping, chosen_shipping_methods as "chosenShippingMethods",
           shipping_rates_at_choice as "shippingRatesAtChoice" from ${sessions}
        where key = ${key} and customer_id is null and expires_at > ${now} for update`,
  );
  return row ?? null;
}

/** In `tx`: the customer's session, locked; null when they have none yet. */
export async function lockCustomerSession(tx: Database, customerId: number): Promise<SessionRow | null> {
  const [row] = await queryRows<SessionRow>(
    tx,
    sql`select key, billing, shipping, chosen_shipping_methods as "chosenShippingMethods",
           shipping_rates_at_choice as "shippingRatesAtChoice" from ${sessions}
        where customer_id = ${customerId} for update`,
  );
  return row ?? null;
}

/** In `tx`: deletes a few guest sessions that ran out before `now`. */
export async function sweepGuestSessions(tx: Database, now: Date): Promise<void> {
  await tx.execute(
    sql`delete from ${sessions} where key in
        (select key from ${sessions} where customer_id is null and expires_at <= ${now} limit 50)`,
  );
}

/**
 * In `tx`: a guest session of `key` with both addresses `address`, in place of one that ran out
 * under it; nothing when the key has a live row already (a guest's or a customer's).
 */
export async function insertGuestSession(tx: Database, key: string, address: StoredAddress, expiresAt: Date, now: Date): Promise<void> {
  await tx.execute(sql`delete from ${sessions} where key = ${key} and customer_id is null and expires_at <= ${now}`);
  await tx.insert(sessions).values({ key, billing: address, shipping: address, expiresAt }).onConflictDoNothing({ target: sessions.key });
}

/** In `tx`: the addresses saved on the customer's account, and its email; null when there is no such customer. */
export async function customerSavedAddresses(
  tx: Database,
  customerId: number,
): Promise<{ billing: StoredAddress; shipping: StoredAddress; email: string } | null> {
  const [saved] = await queryRows<{ billing: StoredAddress; shipping: StoredAddress; email: string }>(
    tx,
    sql`select billing, shipping, email from customers where id = ${customerId}`,
  );
  return saved ?? null;
}

/** In `tx`: the customer's session under `key`; nothing when they have one already. */
export async function insertCustomerSession(
  tx: Database,
  session: { key: string; customerId: number; billing: StoredAddress; shipping: StoredAddress; expiresAt: Date },
): Promise<void> {
  await tx.insert(sessions).values(session).onConflictDoNothing({ target: sessions.customerId });
}

/** In `tx`: moves the session's end to `expiresAt`. */
export async function extendSession(tx: Database, key: string, expiresAt: Date): Promise<void> {
  await tx.execute(sql`update ${sessions} set expires_at = ${expiresAt} where key = ${key}`);
}
