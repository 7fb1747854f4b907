// Registered customers: made by registering, at checkout when the shopper asks for an account, or
// by a first sign-in with a login provider; and the shop's own people (a shop manager, an
// administrator), made with the shop CLI, who sign in the same way. Passwords are kept only as
// scrypt hashes; a customer made through a provider has none until they set one by resetting it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import type { Role } from '../../domain/accounts/capabilities';
import type { StoredAddress } from './stored-address';

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** `scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>` (node:crypto scrypt). */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    billing: jsonb('billing').$type<StoredAddress>().notNull(),
    shipping: jsonb('shipping').$type<StoredAddress>().notNull(),
    isPayingCustomer: boolean('is_paying_customer').notNull().default(false),
    /** WooCommerce's customer meta data (key → value), written with updateCustomer: the saved wishlist lives here. */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    /** WordPress's role (domain/accounts/capabilities.ts says what each may do). */
    role: text('role').$type<Role>().notNull().default('customer'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Both are matched without regard to case, as WordPress does when it checks for a taken name.
    uniqueIndex('customers_username_idx').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_idx').on(sql`lower(${t.email})`),
    index('customers_created_idx').on(t.createdAt),
    check('customers_role_check', sql`${t.role} in ('customer', 'shop_manager', 'administrator')`),
  ],
);
