// The whole database schema: one for both drivers (PGlite and node-postgres), one file per part.
// drizzle-kit generates migrations from it (drizzle.config.ts) and drizzle's query API reads it
// (db/connection.ts); code that needs a table imports it from its part.
export * from './catalog';
export * from './cart';
export * from './server-secrets';
export * from './rate-limits';
export * from './customers';
export * from './orders';
export * from './downloads';
export * from './accounts';
export * from './mail-outbox';
