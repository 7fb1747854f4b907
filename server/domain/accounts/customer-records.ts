// A registered customer's row as the accounts work reads it: by id (the viewer, a token's `sub`)
// or by the name they sign in with (username or email, without regard to case).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { customers } from '../../db/schema/customers';

export type CustomerRecord = typeof customers.$inferSelect;

export async function findCustomer(db: Database, customerId: number): Promise<CustomerRecord | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}

/** The rows a lower-cased sign-in name may mean: the customer with that username or that email. */
export function namedBy(lowered: string): SQL {
  return sql`(lower(${customers.username}) = ${lowered} or lower(${customers.email}) = ${lowered})`;
}

/**
 * Of the rows `namedBy` finds, the one the name means comes first: the customer with that email,
 * then the one with that username. WooCommerce's login form looks a name in the form of an email up
 * by email first too (`is_email` → `get_user_by('email')`), so a username never takes another
 * customer's email at sign-in or in a password reset.
 */
export function emailFirst(lowered: string): SQL {
  return sql`lower(${customers.email}) = ${lowered} desc`;
}

/** The customer whose email or username is `login` (an email wins over another customer's username). */
export async function findCustomerByLogin(db: Database, login: string): Promise<CustomerRecord | null> {
  const lowered = login.trim().toLowerCase();
  if (!lowered) return null;
  const [row] = await db.select().from(customers).where(namedBy(lowered)).orderBy(emailFirst(lowered)).limit(1);
  return row ?? null;
}
