// Signing in with a username (or email) and password, answering the two messages of SPEC §8 that
// tell an unknown name from a wrong password, as Headless Login does. Every attempt counts against
// the client's address and against the account from that address, so guessing is slow from one
// place and against one account (named by username or email alike), while a stranger's wrong
// guesses never lock the owner out of signing in from their own address.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import { hashPassword, passwordMatches } from '../checkout/password-hash';
import { InputError } from '../input-error';
import type { RequestLimits } from '../rate-limits/request-limits';
import { findCustomerByLogin } from './store/customers';
import { StoreMessage } from '../store-message';

export const unknownAccountMessage = new StoreMessage('unknownAccount');
export const wrongPasswordMessage = new StoreMessage('wrongPassword');

export interface PasswordCredentials {
  username: string;
  password: string;
}

/** The hash of a random password nobody knows, made once, that an attempt without a hash of its own is checked against. */
let madeStandInHash: Promise<string> | undefined;
const standInHash = (): Promise<string> => (madeStandInHash ??= hashPassword(randomBytes(32).toString('base64url')));

/** The id of the customer the credentials are right for; else an InputError saying which part is wrong. */
export async function passwordSignIn(db: Database, { username, password }: PasswordCredentials, limits?: RequestLimits): Promise<number> {
  const customer = await findCustomerByLogin(db, username);
  await limits?.take('signIn', { account: customer ? `customer:${customer.id}` : username.trim().toLowerCase() });
  // An unknown name does the same scrypt work as a known one, so how long the answer takes tells
  // nothing more than its message; so does a customer made through a login provider, who has no
  // password ('') until they set one.
  const matches = await passwordMatches(password, customer?.passwordHash || (await standInHash()));
  if (!customer) throw new InputError(unknownAccountMessage);
  if (!customer.passwordHash || !matches) throw new InputError(wrongPasswordMessage);
  return customer.id;
}
