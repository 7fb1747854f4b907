// Which customer a login provider's person is (customer_identities): the provider's stable id of
// the person (`sub`) linked to one customer, once, at their first sign-in with that provider.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { pgErrorOf } from '../../../db/pg-error';
import { customerIdentities } from '../../../db/schema/accounts';

/** The customer the provider's person is linked to; null when they are linked to none yet. */
export async function findLinkedCustomerId(db: Database, provider: string, subject: string): Promise<number | null> {
  const [linked] = await db
    .select({ customerId: customerIdentities.customerId })
    .from(customerIdentities)
    .where(and(eq(customerIdentities.provider, provider), eq(customerIdentities.subject, subject)));
  return linked?.customerId ?? null;
}

export async function linkIdentity(db: Database, provider: string, subject: string, customerId: number): Promise<void> {
  await db.insert(customerIdentities).values({ provider, subject, customerId });
}

/** Whether a write failed on a unique index: another transaction linked or made the same row first. */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23505';
}
