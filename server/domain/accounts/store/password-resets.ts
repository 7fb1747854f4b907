// The pending password resets (password_resets): one key per account, kept only as its hash, until
// it is used or runs out.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { passwordResets } from '../../../db/schema/accounts';
import { customers } from '../../../db/schema/customers';
import { emailFirst, namedBy } from './customers';

/** The account a reset key was saved for. */
export interface ResetKeyOwner {
  customerId: number;
  username: string;
  email: string;
  firstName: string;
}

/**
 * In one statement: saves `keyHash` for `seconds` as the reset key of the account the lower-cased
 * name means (in place of an older key) and answers the account; null, writing nothing, when no
 * account has the name.
 */
export async function saveResetKey(db: Database, lowered: string, keyHash: string, seconds: number): Promise<ResetKeyOwner | null> {
  const [saved] = await queryRows<ResetKeyOwner>(
    db,
    sql`with target as (
        select id, username, email, first_name from ${customers}
        where ${namedBy(lowered)} order by ${emailFirst(lowered)} limit 1
      ), saved as (
        insert into ${passwordResets} (customer_id, key_hash, created_at, expires_at)
        select id, ${keyHash}, now(), now() + ${seconds} * interval '1 second' from target
        on conflict (customer_id) do update set key_hash = excluded.key_hash, created_at = excluded.created_at, expires_at = excluded.expires_at
        returning customer_id
      )
      select t.id as "customerId", t.username, t.email, t.first_name as "firstName" from target t join saved s on s.customer_id = t.id`,
  );
  return saved ?? null;
}

const liveKey = (customerId: number, keyHash: string): SQL =>
  and(eq(passwordResets.customerId, customerId), eq(passwordResets.keyHash, keyHash), gt(passwordResets.expiresAt, sql`now()`))!;

/** Whether `keyHash` is the customer's reset key and has not run out. */
export async function isLiveResetKey(db: Database, customerId: number, keyHash: string): Promise<boolean> {
  const [pending] = await db.select({ customerId: passwordResets.customerId }).from(passwordResets).where(liveKey(customerId, keyHash));
  return pending !== undefined;
}

/** Deletes the customer's reset key if it is `keyHash` and has not run out; answers whether it did. */
export async function spendResetKey(db: Database, customerId: number, keyHash: string): Promise<boolean> {
  const spent = await db.delete(passwordResets).where(liveKey(customerId, keyHash)).returning({ customerId: passwordResets.customerId });
  return spent.length > 0;
}
