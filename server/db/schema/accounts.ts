// What signing in keeps (domain/accounts/): each sign-in a refresh token stands for, so logout and a
// password change can revoke it; a customer's one outstanding password-reset key (only its hash);
// the identities of login providers linked to customers; and the OAuth states already used, so a
// provider's answer counts once.
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { customers } from './customers';

export const signIns = pgTable(
  'sign_ins',
  {
    /** The refresh token's and auth token's `sid`: random, never a guessable number. */
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'PASSWORD' or the login provider's name (LoginProviderEnum). */
    provider: text('provider').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    /** Set by logout and by a password change; a revoked sign-in's tokens are refused. */
    revokedAt: moment('revoked_at'),
  },
  (t) => [index('sign_ins_customer_idx').on(t.customerId), index('sign_ins_expiry_idx').on(t.expiresAt)],
);

export const passwordResets = pgTable('password_resets', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** SHA-256 of the key the mail carries: the key itself is never stored. */
  keyHash: text('key_hash').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
  expiresAt: moment('expires_at').notNull(),
});

export const customerIdentities = pgTable(
  'customer_identities',
  {
    /** LoginProviderEnum value of the configured client. */
    provider: text('provider').notNull(),
    /** The provider's stable id of the person (`sub`). */
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('customer_identities_customer_idx').on(t.customerId)],
);

export const usedOAuthStates = pgTable(
  'used_oauth_states',
  {
    /** SHA-256 of the state. */
    stateHash: text('state_hash').primaryKey(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('used_oauth_states_expiry_idx').on(t.expiresAt)],
);
