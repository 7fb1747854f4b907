// Column types the schema's tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: timestamptz, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
