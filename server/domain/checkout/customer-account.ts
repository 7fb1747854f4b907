// The account a shopper asks for at checkout: a customer with the order's addresses, named by a
// username and the billing email, both unique without regard to case and neither another account's
// username or email, so no sign-in name ever means two accounts. The password's hash is made before
// the order's transaction, so the transaction never waits on scrypt.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { pgErrorOf } from '../../db/pg-error';
import { queryRows } from '../../db/rows';
import type { StoredAddress } from '../../db/schema/cart';
import { customers } from '../../db/schema/customers';
import { namedBy } from '../accounts/customer-records';
import { CheckoutFieldError } from './checkout-field-error';

export interface NewAccount {
  username: string;
  passwordHash: string;
  billing: StoredAddress;
  shipping: StoredAddress;
}

export const usernameTaken = () =>
  new CheckoutFieldError('account.username', 'An account is already registered with that username. Please choose another.');
export const emailTaken = () =>
  new CheckoutFieldError('billing.email', 'An account is already registered with your email address. Please log in or use another email address.');

/** In the order's transaction: the new customer's id. */
export async function createCustomerAccount(tx: Database, account: NewAccount): Promise<number> {
  const username = account.username.toLowerCase();
  const email = account.billing.email.toLowerCase();
  const taken = await queryRows<{ username: boolean; email: boolean }>(
    tx,
    sql`select ${namedBy(username)} as username, ${namedBy(email)} as email from ${customers} where ${namedBy(username)} or ${namedBy(email)}`,
  );
  // Email first, as registering checks: a username that is the shopper's own email, already registered, is answered as a taken email.
  if (taken.some((row) => row.email)) throw emailTaken();
  if (taken.some((row) => row.username)) throw usernameTaken();
  const [created] = await tx
    .insert(customers)
    .values({
      username: account.username,
      email: account.billing.email,
      passwordHash: account.passwordHash,
      firstName: account.billing.firstName,
      lastName: account.billing.lastName,
      billing: account.billing,
      shipping: account.shipping,
    })
    .returning({ id: customers.id });
  return created!.id;
}

/** A concurrent checkout took the name or email first: the unique index says which. */
export function takenAccountError(error: unknown): CheckoutFieldError | null {
  const facts = pgErrorOf(error);
  if (facts?.code !== '23505') return null;
  if (facts.constraint === 'customers_username_idx') return usernameTaken();
  if (facts.constraint === 'customers_email_idx') return emailTaken();
  return null;
}
