// The customer a provider's person signs in as: the one already linked to their identity; else the
// customer with the email the provider verified, now linked; else a new customer, linked. A new
// customer's username is their email's local part (made unique), and they have no password ('',
// which never matches) until they set one through a password reset.
import type { Database } from '../../../db/connection';
import { emptyAddress } from '../../session/request-session';
import { findLinkedCustomerId, isUniqueViolation, linkIdentity } from '../store/customer-identities';
import { findCustomerIdByEmail, insertCustomer, usernamesStartingWith } from '../store/customers';
import type { ProviderProfile } from './provider-profile';

export type VerifiedProfile = ProviderProfile & { verifiedEmail: string };

/** `ada.lovelace`, else `ada.lovelace-2`, `-3`… whichever no customer has (without regard to case). */
async function freeUsername(tx: Database, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^\w.-]/g, '').slice(0, 50) || 'customer';
  const taken = await usernamesStartingWith(tx, base.toLowerCase());
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

async function createCustomer(tx: Database, profile: VerifiedProfile): Promise<number> {
  const address = { ...emptyAddress(''), firstName: profile.firstName, lastName: profile.lastName, email: profile.verifiedEmail };
  return insertCustomer(tx, {
    username: await freeUsername(tx, profile.verifiedEmail),
    email: profile.verifiedEmail,
    passwordHash: '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    billing: address,
    shipping: { ...address, email: '' },
  });
}

async function linkOrCreate(tx: Database, provider: string, profile: VerifiedProfile): Promise<number> {
  const linked = await findLinkedCustomerId(tx, provider, profile.subject);
  if (linked !== null) return linked;
  const customerId = (await findCustomerIdByEmail(tx, profile.verifiedEmail.toLowerCase())) ?? (await createCustomer(tx, profile));
  await linkIdentity(tx, provider, profile.subject, customerId);
  return customerId;
}

/** The customer's id, in one transaction; a first sign-in racing another for the same person finds it linked. */
export async function customerForProfile(db: Database, provider: string, profile: VerifiedProfile): Promise<number> {
  try {
    return await db.transaction((tx) => linkOrCreate(tx, provider, profile));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction((tx) => linkOrCreate(tx, provider, profile));
  }
}
