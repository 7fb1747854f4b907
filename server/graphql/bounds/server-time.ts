// What a query really cost the server, charged to its client's `heavyRead` limit once it is
// answered: the time from the start of its execution to its answer's text, database queries and
// waits in its lane included. The cost counted beforehand (cost.ts) bounds what one query may ask;
// this bounds how much of the server one client may take with queries that each pass it, sent one
// after another. A client over its limit has its queries refused until the time is paid back; the
// shared cache's answers, and queries under a few milliseconds, cost it nothing.
import { GraphQLError } from 'graphql';
import { RateLimitedError } from '../../domain/rate-limits/rate-limited-error';
import type { RequestLimits } from '../../domain/rate-limits/request-limits';

/** The server's time one `heavyRead` token stands for. */
export const serverTimeTokenMs = 100;
/** Queries answered faster than this are not charged: most are, and each charge is a write. */
export const freeQueryMs = 20;

/** The refusal of a query while its client is still paying back the time its earlier ones took, else null. */
export async function overdrawnRefusal(limits: RequestLimits | undefined): Promise<GraphQLError | null> {
  try {
    await limits?.refuseWhileOverdrawn('heavyRead');
    return null;
  } catch (error) {
    if (error instanceof RateLimitedError) return new GraphQLError(error.message, { originalError: error });
    throw error;
  }
}

/** Charges the time a query took, from its start (`performance.now()` then), to its client. */
export async function chargeServerTime(limits: RequestLimits | undefined, startedAt: number): Promise<void> {
  const spentMs = performance.now() - startedAt;
  if (limits && spentMs >= freeQueryMs) await limits.charge('heavyRead', spentMs / serverTimeTokenMs);
}
