// Rate limits shared by every server process on one database (domain/rate-limits/): one row per
// client and action, holding when its bucket is next full again.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    /** A hash of the action, the scope and the client (an address or a session), never the address itself. */
    key: text('key').primaryKey(),
    /** The bucket's "theoretical arrival time" (GCRA): each action pushes it on; it is full again once passed. */
    fullAt: moment('full_at').notNull(),
  },
  (t) => [index('rate_limits_full_at_idx').on(t.fullAt)],
);
