// A registered customer's row as the accounts work reads it: by id (the viewer, a token's `sub`)
// or by the name they sign in with (username or email, without regard to case).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { customers } from '../../db/schema/customers';

export type CustomerRecord = typeof customers.$inferSelect;

export async function findCustomer(db: Database, customerId: number): Promise<CustomerRecord | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}

/** The customer whose username or email is `login`; a username wins over another customer's email. */
export async function findCustomerByLogin(db: Database, login: string): Promise<CustomerRecord | null> {
  const lowered = login.trim().toLowerCase();
  if (!lowered) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.username}) = ${lowered} or lower(${customers.email}) = ${lowered}`)
    .orderBy(sql`lower(${customers.username}) = ${lowered} desc`)
    .limit(1);
  return row ?? null;
}
