// Mail waiting to leave the shop: written in the transaction of what it tells of (an order), so
// it exists exactly when that does, and sent after commit by the outbox sender
// (server/mail/mail-outbox.ts), which retries a failed send later and marks a sent one.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import type { MailMessage } from '../../mail/mail-transport';
import { moment } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** The message as it is sent: rendered when it was queued. */
    message: jsonb('message').$type<MailMessage>().notNull(),
    /** Sends tried so far (a claimed send counts before it is tried). */
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take it next: now when queued, later after each try. */
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`)],
);
