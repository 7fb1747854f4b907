// A provider's answer counts once: the first sign-in with a state records its hash until the state
// runs out, and a replay finds it there. States that ran out are swept a few at a time.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { usedOAuthStates } from '../../../db/schema/accounts';

const sweepBatch = 50;

/** Whether the state was still unused (and is now used). */
export async function spendState(db: Database, state: string, expiresAt: Date): Promise<boolean> {
  const stateHash = createHash('sha256').update(state).digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${usedOAuthStates} where state_hash in (select state_hash from ${usedOAuthStates} where expires_at <= now() limit ${sweepBatch})`);
    const spent = await tx.insert(usedOAuthStates).values({ stateHash, expiresAt }).onConflictDoNothing().returning({ stateHash: usedOAuthStates.stateHash });
    return spent.length > 0;
  });
}
