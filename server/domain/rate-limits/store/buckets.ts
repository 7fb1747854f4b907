// One token from a client's bucket, taken in one statement on the shared database, so every server
// process counts against the same bucket and two requests at once cannot both take the last token
// (PostgreSQL locks the row for the upsert). GCRA: each action pushes the bucket's `full_at` on by
// one interval (perSeconds / limit); an action that would push it more than `perSeconds` ahead of
// now is refused and changes nothing.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { rateLimits } from '../../../db/schema/rate-limits';
import { queryRows } from '../../../db/rows';
import type { RateLimitRule } from '../rate-limit-rules';

/** Rows whose bucket is full again say nothing; every so many takes, a few are swept. */
const sweepEvery = 256;
const sweepBatch = 500;
let takesSinceSweep = 0;

/** The row's key: the client's address or session stays out of the table. */
export function bucketKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('base64url').slice(0, 32);
}

/** Takes a token; answers 0 when it was taken, else the seconds until one can be. */
export async function takeToken(db: Database, key: string, rule: RateLimitRule): Promise<number> {
  const interval = rule.perSeconds / rule.limit;
  const step = sql`(${interval}::float8 * interval '1 second')`;
  const taken = await queryRows(
    db,
    sql`insert into ${rateLimits} as r (key, full_at) values (${key}, now() + ${step})
      on conflict (key) do update set full_at = greatest(r.full_at, now()) + ${step}
        where greatest(r.full_at, now()) + ${step} <= now() + (${rule.perSeconds}::float8 * interval '1 second')
      returning 1`,
  );
  if (++takesSinceSweep >= sweepEvery) {
    takesSinceSweep = 0;
    await db.execute(sql`delete from ${rateLimits} where key in (select key from ${rateLimits} where full_at < now() limit ${sweepBatch})`);
  }
  if (taken.length > 0) return 0;
  const [bucket] = await queryRows<{ ahead: number }>(
    db,
    sql`select extract(epoch from (full_at - now()))::float8 as ahead from ${rateLimits} where key = ${key}`,
  );
  return Math.max(1, Math.ceil((bucket?.ahead ?? 0) + interval - rule.perSeconds));
}

/**
 * Charges `tokens` (any amount, a fraction too) after the action was done, whatever the bucket
 * holds: it may go into debt, as a request that ran longer than expected does. Answers how many
 * seconds the bucket now allows nothing more (0 while it still does).
 */
export async function chargeTokens(db: Database, key: string, rule: RateLimitRule, tokens: number): Promise<number> {
  const step = sql`(${(rule.perSeconds / rule.limit) * tokens}::float8 * interval '1 second')`;
  const [bucket] = await queryRows<{ ahead: number }>(
    db,
    sql`insert into ${rateLimits} as r (key, full_at) values (${key}, now() + ${step})
      on conflict (key) do update set full_at = greatest(r.full_at, now()) + ${step}
      returning extract(epoch from (r.full_at - now()))::float8 as ahead`,
  );
  return Math.max(0, Math.ceil((bucket?.ahead ?? 0) - rule.perSeconds));
}
