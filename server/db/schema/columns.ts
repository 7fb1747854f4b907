// Column types the schema's tables share.
import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../../domain/translations';

/** A point in time: timestamptz, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A text's translations by locale (domain/translations.ts); none by default. */
export const translations = (name: string) => jsonb(name).$type<Translations>().notNull().default({});
