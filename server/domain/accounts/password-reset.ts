// Password recovery by mail (SPEC §5, §8): a request stores a new single-use key for the account
// (only its SHA-256; an hour to use it; an older key is replaced) and answers the same whether or not
// the name is registered, in the same time: both cases run the one statement of saveResetKey
// (store/password-resets.ts), which simply writes nothing for an unknown name. Resetting checks the key, sets the new password, spends the
// key and revokes every sign-in of the customer, in one transaction.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import { hashPassword } from '../checkout/password-hash';
import { InputError } from '../input-error';
import { isAcceptablePassword, weakPasswordMessage } from './password-rules';
import { findCustomerByLogin, updateCustomer } from './store/customers';
import { isLiveResetKey, saveResetKey, spendResetKey, type ResetKeyOwner } from './store/password-resets';
import { revokeCustomerSignIns } from './store/sign-ins';

export const invalidResetLinkMessage = 'Password reset link is invalid.';

/** How long a reset key works. */
export const resetKeySeconds = 60 * 60;

/** An account's new reset key, to be mailed to it. */
export interface IssuedResetKey extends ResetKeyOwner {
  key: string;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A new key for the account whose email or username is `login` (an email wins over another
 * customer's username, as at sign-in), or null when there is none. The work is the same either way.
 */
export async function issuePasswordResetKey(db: Database, login: string): Promise<IssuedResetKey | null> {
  const key = randomBytes(32).toString('base64url');
  const owner = await saveResetKey(db, login.trim().toLowerCase(), keyHash(key), resetKeySeconds);
  return owner ? { key, ...owner } : null;
}

export interface PasswordReset {
  key: string;
  login: string;
  password: string;
}

/**
 * Whether the link of `key` and `login` can still set a password: WooCommerce checks the key before
 * it shows the form, so a used or expired link says so at once rather than after the typing.
 */
export async function isLiveResetLink(db: Database, key: string, login: string): Promise<boolean> {
  const customer = key ? await findCustomerByLogin(db, login) : null;
  return customer !== null && (await isLiveResetKey(db, customer.id, keyHash(key)));
}

/** Sets the password the reset link was for; answers the customer's id. */
export async function resetPassword(db: Database, { key, login, password }: PasswordReset): Promise<number> {
  const customer = key ? await findCustomerByLogin(db, login) : null;
  if (!customer) throw new InputError(invalidResetLinkMessage);
  const hash = keyHash(key);
  if (!(await isLiveResetKey(db, customer.id, hash))) throw new InputError(invalidResetLinkMessage);
  // A weak password keeps the key, so the shopper can choose another from the same link.
  if (!isAcceptablePassword(password, customer)) throw new InputError(weakPasswordMessage);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The key is spent here: of two resets at once with the same key, one finds nothing to delete.
    if (!(await spendResetKey(tx, customer.id, hash))) throw new InputError(invalidResetLinkMessage);
    await updateCustomer(tx, customer.id, { passwordHash });
    await revokeCustomerSignIns(tx, customer.id);
  });
  return customer.id;
}
