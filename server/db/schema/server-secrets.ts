// Secrets the server keeps in the database, so every process and every restart signs alike
// (domain/session/session-secret.ts).
import { pgTable, text } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
