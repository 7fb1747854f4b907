// A customer's role (WordPress's role of a user): read for every capability check, and changed only
// by the shop's own CLI.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { customers } from '../../../db/schema/customers';
import type { Role } from '../capabilities';

/** The customer's role; null when there is no such customer. */
export async function findRole(db: Database, customerId: number): Promise<Role | null> {
  const [row] = await db.select({ role: customers.role }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.role ?? null;
}

export async function setRole(db: Database, customerId: number, role: Role): Promise<void> {
  await db.update(customers).set({ role }).where(eq(customers.id, customerId));
}
