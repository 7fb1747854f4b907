// The account a shopper asks for at checkout: a customer with the order's addresses, named by a
// username (given, or made from the email as registering does) and the billing email, both unique without regard to case and neither another account's
// username or email, so no sign-in name ever means two accounts. The password's hash is made before
// the order's transaction, so the transaction never waits on scrypt.
import type { Database } from '../../db/connection';
import type { StoredAddress } from '../../db/schema/cart';
import { usernamesFromEmail, usernameTakenMessage } from '../accounts/account-fields';
import { StoreMessage } from '../store-message';
import { firstFreeName, insertCustomer, signInNamesTaken, takenCustomerName } from '../accounts/store/customers';
import { CheckoutFieldError } from './checkout-field-error';

export interface NewAccount {
  /** Null: made from the billing email. */
  username: string | null;
  passwordHash: string;
  billing: StoredAddress;
  shipping: StoredAddress;
}

export const usernameTaken = () =>
  new CheckoutFieldError('account.username', usernameTakenMessage);
export const emailTaken = () =>
  new CheckoutFieldError('billing.email', new StoreMessage('emailTakenAtCheckout'));

/** In the order's transaction: the new customer's id. */
export async function createCustomerAccount(tx: Database, account: NewAccount): Promise<number> {
  const username = account.username ?? (await firstFreeName(tx, usernamesFromEmail(account.billing.email)));
  const taken = await signInNamesTaken(tx, (username ?? '').toLowerCase(), account.billing.email.toLowerCase());
  // Email first, as registering checks: a username that is the shopper's own email, already registered, is answered as a taken email.
  if (taken.email) throw emailTaken();
  if (taken.username || !username) throw usernameTaken();
  return insertCustomer(tx, {
    username,
    email: account.billing.email,
    passwordHash: account.passwordHash,
    firstName: account.billing.firstName,
    lastName: account.billing.lastName,
    billing: account.billing,
    shipping: account.shipping,
  });
}

/** A concurrent checkout took the name or email first: the unique index says which. */
export function takenAccountError(error: unknown): CheckoutFieldError | null {
  const taken = takenCustomerName(error);
  if (taken === 'username') return usernameTaken();
  if (taken === 'email') return emailTaken();
  return null;
}
