// The customer a provider's person signs in as: the one already linked to their identity; else the
// customer with the email the provider verified, now linked; else a new customer, linked. A new
// customer's username is their email's local part (made unique), and they have no password ('',
// which never matches) until they set one through a password reset.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { pgErrorOf } from '../../../db/pg-error';
import { queryRows } from '../../../db/rows';
import { customerIdentities } from '../../../db/schema/accounts';
import { customers } from '../../../db/schema/customers';
import { emptyAddress } from '../../session/request-session';
import type { ProviderProfile } from './provider-profile';

export type VerifiedProfile = ProviderProfile & { verifiedEmail: string };

/** `ada.lovelace`, else `ada.lovelace-2`, `-3`… whichever no customer has (without regard to case). */
async function freeUsername(tx: Database, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^\w.-]/g, '').slice(0, 50) || 'customer';
  const taken = new Set(
    (await queryRows<{ name: string }>(tx, sql`select lower(username) as name from ${customers} where lower(username) like ${`${base.toLowerCase()}%`}`)).map((row) => row.name),
  );
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

async function createCustomer(tx: Database, profile: VerifiedProfile): Promise<number> {
  const address = { ...emptyAddress(''), firstName: profile.firstName, lastName: profile.lastName, email: profile.verifiedEmail };
  const [created] = await tx
    .insert(customers)
    .values({
      username: await freeUsername(tx, profile.verifiedEmail),
      email: profile.verifiedEmail,
      passwordHash: '',
      firstName: profile.firstName,
      lastName: profile.lastName,
      billing: address,
      shipping: { ...address, email: '' },
    })
    .returning({ id: customers.id });
  return created!.id;
}

async function linkOrCreate(tx: Database, provider: string, profile: VerifiedProfile): Promise<number> {
  const [linked] = await tx
    .select({ customerId: customerIdentities.customerId })
    .from(customerIdentities)
    .where(and(eq(customerIdentities.provider, provider), eq(customerIdentities.subject, profile.subject)));
  if (linked) return linked.customerId;
  const [sameEmail] = await tx.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${profile.verifiedEmail.toLowerCase()}`);
  const customerId = sameEmail?.id ?? (await createCustomer(tx, profile));
  await tx.insert(customerIdentities).values({ provider, subject: profile.subject, customerId });
  return customerId;
}

/** The customer's id, in one transaction; a first sign-in racing another for the same person finds it linked. */
export async function customerForProfile(db: Database, provider: string, profile: VerifiedProfile): Promise<number> {
  try {
    return await db.transaction((tx) => linkOrCreate(tx, provider, profile));
  } catch (error) {
    if (pgErrorOf(error)?.code !== '23505') throw error;
    return db.transaction((tx) => linkOrCreate(tx, provider, profile));
  }
}
