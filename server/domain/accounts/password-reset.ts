// Password recovery by mail (SPEC §5, §8): a request stores a new single-use key for the account
// (only its SHA-256; an hour to use it; an older key is replaced) and answers the same whether or not
// the name is registered, in the same time: both cases run the one statement below, which simply
// writes nothing for an unknown name. Resetting checks the key, sets the new password, spends the
// key and revokes every sign-in of the customer, in one transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { passwordResets } from '../../db/schema/accounts';
import { customers } from '../../db/schema/customers';
import { hashPassword } from '../checkout/password-hash';
import { InputError } from '../input-error';
import { emailFirst, findCustomerByLogin, namedBy } from './customer-records';
import { isAcceptablePassword, weakPasswordMessage } from './password-rules';
import { revokeCustomerSignIns } from './sign-ins';

export const invalidResetLinkMessage = 'Password reset link is invalid.';

/** How long a reset key works. */
export const resetKeySeconds = 60 * 60;

/** An account's new reset key, to be mailed to it. */
export interface IssuedResetKey {
  key: string;
  customerId: number;
  username: string;
  email: string;
  firstName: string;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new key for the account whose email or username is `login` (an email wins over another
 * customer's username, as at sign-in), or null when there is none. The work is the same either way.
 */
export async function issuePasswordResetKey(db: Database, login: string): Promise<IssuedResetKey | null> {
  const lowered = login.trim().toLowerCase();
  const key = randomBytes(32).toString('base64url');
  const [issued] = await queryRows<Omit<IssuedResetKey, 'key'>>(
    db,
    sql`with target as (
        select id, username, email, first_name from ${customers}
        where ${namedBy(lowered)} order by ${emailFirst(lowered)} limit 1
      ), saved as (
        insert into ${passwordResets} (customer_id, key_hash, created_at, expires_at)
        select id, ${keyHash(key)}, now(), now() + ${resetKeySeconds} * interval '1 second' from target
        on conflict (customer_id) do update set key_hash = excluded.key_hash, created_at = excluded.created_at, expires_at = excluded.expires_at
        returning customer_id
      )
      select t.id as "customerId", t.username, t.email, t.first_name as "firstName" from target t join saved s on s.customer_id = t.id`,
  );
  return issued ? { key, ...issued } : null;
}

export interface PasswordReset {
  key: string;
  login: string;
  password: string;
}

/** Sets the password the reset link was for; answers the customer's id. */
export async function resetPassword(db: Database, { key, login, password }: PasswordReset): Promise<number> {
  const customer = key ? await findCustomerByLogin(db, login) : null;
  if (!customer) throw new InputError(invalidResetLinkMessage);
  const hash = keyHash(key);
  const live = and(eq(passwordResets.customerId, customer.id), eq(passwordResets.keyHash, hash), gt(passwordResets.expiresAt, sql`now()`));
  const [pending] = await db.select({ customerId: passwordResets.customerId }).from(passwordResets).where(live);
  if (!pending) throw new InputError(invalidResetLinkMessage);
  // A weak password keeps the key, so the shopper can choose another from the same link.
  if (!isAcceptablePassword(password, customer)) throw new InputError(weakPasswordMessage);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The key is spent here: of two resets at once with the same key, one finds nothing to delete.
    const spent = await tx.delete(passwordResets).where(live).returning({ customerId: passwordResets.customerId });
    if (spent.length === 0) throw new InputError(invalidResetLinkMessage);
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await revokeCustomerSignIns(tx, customer.id);
  });
  return customer.id;
}
