// A signed-in customer changing their account (WooGraphQL's updateCustomer): names, email (no other
// account's email or username), billing and shipping addresses (saved to the account and to their
// cart session, which prices the cart), meta data (merged), and the password. A new password needs a
// password sign-in made in the last five minutes (the storefront signs in again with the current
// password just before), and ends every sign-in of the customer; a new one replaces them when the
// caller can hand its tokens over (updateCustomer), else the customer signs in again (updateUser).
import type { Database } from '../../db/connection';
import { changeSessionAddresses, type CustomerInput } from '../cart/cart-changes';
import { hashPassword } from '../checkout/password-hash';
import { InputError } from '../input-error';
import type { SignedInCustomer } from '../orders/order-access';
import type { RequestSession } from '../session/request-session';
import { checkedEmail, checkedName, emailTakenMessage } from './account-fields';
import { mergedMeta, type MetaDataEntry } from './customer-meta';
import { isAcceptablePassword, weakPasswordMessage } from './password-rules';
import { findCustomer, isNameOfAnotherCustomer, lockCustomerMeta, takenCustomerName, updateCustomer, type CustomerChanges } from './store/customers';
import { createSignIn, findLiveSignIn, revokeCustomerSignIns } from './store/sign-ins';
import { StoreMessage } from '../store-message';

export interface AccountUpdateInput extends CustomerInput {
  /** The customer to update: their global id (`customer:<id>` or `user:<id>`) or database id; only the viewer's own. */
  id?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  password?: string | null;
  metaData?: readonly (MetaDataEntry | null)[] | null;
}

/** The sign-in that replaces the revoked ones after a new password. */
export interface RenewedSignIn {
  signInId: string;
  expiresAt: Date;
}

/**
 * What a new password leaves: a sign-in lasting `seconds` (the refresh token's lifetime) in place
 * of the ended ones, or none, when the answer has no place for its tokens.
 */
export type SignInAfterNewPassword = { renew: true; seconds: number } | { renew: false };

export const otherCustomerMessage = new StoreMessage('otherCustomer');
export const confirmPasswordMessage = new StoreMessage('confirmPassword');
export const freshSignInSeconds = 5 * 60;

/** The database id an `id` input names, or null when it names none. */
export function customerIdOf(id: string): number | null {
  const text = /^\d+$/.test(id.trim()) ? id.trim() : Buffer.from(id, 'base64').toString('utf8');
  const match = /^(?:(?:customer|user):)?(\d+)$/.exec(text);
  return match ? Number(match[1]) : null;
}

/** Whether the request's sign-in is a password sign-in made in the last five minutes. */
async function recentlyConfirmed(db: Database, viewer: SignedInCustomer): Promise<boolean> {
  const signIn = await findLiveSignIn(db, viewer.signInId, viewer.customerId);
  return signIn?.provider === 'PASSWORD' && signIn.ageSeconds <= freshSignInSeconds;
}

/**
 * Applies the change in one transaction; answers the new sign-in when the password changed and
 * `afterNewPassword` asks for one, else null.
 */
export async function updateAccount(
  db: Database,
  session: RequestSession,
  viewer: SignedInCustomer,
  input: AccountUpdateInput,
  afterNewPassword: SignInAfterNewPassword,
  now = Date.now(),
): Promise<RenewedSignIn | null> {
  if (input.id != null && customerIdOf(input.id) !== viewer.customerId) throw new InputError(otherCustomerMessage);
  const customer = await findCustomer(db, viewer.customerId);
  if (!customer) throw new InputError(otherCustomerMessage);
  const email = input.email != null ? checkedEmail(input.email) : customer.email;
  const firstName = input.firstName != null ? checkedName(input.firstName, 'firstName') : customer.firstName;
  const lastName = input.lastName != null ? checkedName(input.lastName, 'lastName') : customer.lastName;
  let passwordHash: string | null = null;
  if (input.password != null) {
    if (!(await recentlyConfirmed(db, viewer))) throw new InputError(confirmPasswordMessage);
    if (!isAcceptablePassword(input.password, { username: customer.username, email })) throw new InputError(weakPasswordMessage);
    passwordHash = await hashPassword(input.password);
  }
  try {
    return await session.transaction(async (tx) => {
      const meta = await lockCustomerMeta(tx, customer.id);
      if (!meta) throw new InputError(otherCustomerMessage);
      // Nor another account's username: a sign-in by that name would find this account first.
      if (email.toLowerCase() !== customer.email.toLowerCase() && (await isNameOfAnotherCustomer(tx, email.toLowerCase(), customer.id))) {
        throw new InputError(emailTakenMessage);
      }
      const changes: CustomerChanges = { email, firstName, lastName };
      if (input.metaData) changes.meta = mergedMeta(meta, input.metaData);
      if (input.billing || input.shipping) {
        const { billing, shipping } = await changeSessionAddresses(tx, session, input);
        Object.assign(changes, { billing, shipping });
      }
      if (passwordHash) changes.passwordHash = passwordHash;
      await updateCustomer(tx, customer.id, changes);
      if (!passwordHash) return null;
      await revokeCustomerSignIns(tx, customer.id);
      if (!afterNewPassword.renew) return null;
      const expiresAt = new Date(now + afterNewPassword.seconds * 1000);
      return { signInId: await createSignIn(tx, customer.id, 'PASSWORD', expiresAt), expiresAt };
    });
  } catch (error) {
    if (takenCustomerName(error) === 'email') throw new InputError(emailTakenMessage);
    throw error;
  }
}
