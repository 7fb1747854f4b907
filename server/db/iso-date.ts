import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as ISO 8601 text in UTC with an explicit offset (`2025-10-01T09:00:00+00:00`,
 * PHP's DATE_ATOM, which WooGraphQL prints). Formatted in SQL: both drivers hand drizzle's raw
 * queries timestamps as text in their own formats, and lists of thousands need no Date objects.
 */
export function isoDate(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"')`;
}
