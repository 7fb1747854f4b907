// A registered customer's row as the accounts work reads and writes it: by id (the viewer, a
// token's `sub`) or by the name they sign in with (username or email, without regard to case).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { pgErrorOf } from '../../../db/pg-error';
import { queryRows } from '../../../db/rows';
import { customers } from '../../../db/schema/customers';

export type CustomerRecord = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
export type CustomerChanges = Partial<NewCustomer>;

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

/** Whether some customer signs in with the lower-cased name (as username or email). */
export async function isCustomerName(db: Database, lowered: string): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from ${customers} where ${namedBy(lowered)} limit 1`);
  return row !== undefined;
}

/** Whether a customer other than `customerId` signs in with the lower-cased name. */
export async function isNameOfAnotherCustomer(db: Database, lowered: string, customerId: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(namedBy(lowered), ne(customers.id, customerId)));
  return owner !== undefined;
}

/** Whether some customer signs in with each of the lower-cased names (as username or email). */
export async function signInNamesTaken(db: Database, username: string, email: string): Promise<{ username: boolean; email: boolean }> {
  const taken = await queryRows<{ username: boolean; email: boolean }>(
    db,
    sql`select ${namedBy(username)} as username, ${namedBy(email)} as email from ${customers} where ${namedBy(username)} or ${namedBy(email)}`,
  );
  return { username: taken.some((row) => row.username), email: taken.some((row) => row.email) };
}

/** Of the lower-cased names, those some customer has as username or email. */
export async function takenNames(db: Database, lowered: readonly string[]): Promise<Set<string>> {
  const names = sql.join(lowered.map((name) => sql`${name}`), sql`, `);
  const taken = await queryRows<{ name: string }>(
    db,
    sql`select lower(username) as name from ${customers} where lower(username) in (${names})
      union select lower(email) from ${customers} where lower(email) in (${names})`,
  );
  return new Set(taken.map((row) => row.name));
}

/** The first of `candidates` that no customer has as username or email; null when all are taken. */
export async function firstFreeName(db: Database, candidates: readonly string[]): Promise<string | null> {
  const taken = await takenNames(db, candidates.map((name) => name.toLowerCase()));
  return candidates.find((name) => !taken.has(name.toLowerCase())) ?? null;
}

/** The lower-cased usernames that start with the lower-cased `prefix` (a `like` pattern). */
export async function usernamesStartingWith(db: Database, prefix: string): Promise<Set<string>> {
  const rows = await queryRows<{ name: string }>(db, sql`select lower(username) as name from ${customers} where lower(username) like ${`${prefix}%`}`);
  return new Set(rows.map((row) => row.name));
}

/** The id of the customer whose email is the lower-cased `email`; null when there is none. */
export async function findCustomerIdByEmail(db: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${email}`);
  return row?.id ?? null;
}

/** In `tx`: the customer's meta data, their row locked until `tx` ends; null when there is no such customer. */
export async function lockCustomerMeta(tx: Database, customerId: number): Promise<Record<string, string> | null> {
  const [locked] = await tx.select({ meta: customers.meta }).from(customers).where(eq(customers.id, customerId)).for('update');
  return locked?.meta ?? null;
}

/** Adds the customer; answers their id. */
export async function insertCustomer(db: Database, customer: NewCustomer): Promise<number> {
  const [created] = await db.insert(customers).values(customer).returning({ id: customers.id });
  return created!.id;
}

export async function updateCustomer(db: Database, customerId: number, changes: CustomerChanges): Promise<void> {
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

/** Which name a customer's unique index refused a write for (another customer took it first); null for any other error. */
export function takenCustomerName(error: unknown): 'username' | 'email' | null {
  const facts = pgErrorOf(error);
  if (facts?.code !== '23505') return null;
  if (facts.constraint === 'customers_username_idx') return 'username';
  if (facts.constraint === 'customers_email_idx') return 'email';
  return null;
}
