// Lists travel as one array parameter (`= any($1::int[])`) rather than one parameter per value:
// one plan for any length, and no ceiling on the number of parameters for 10,000 products.
import { sql, type SQL } from 'drizzle-orm';

export function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.map((value) => Math.trunc(value)).join(',')}}`}::int[]`;
}

export function textArray(values: readonly string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
}
