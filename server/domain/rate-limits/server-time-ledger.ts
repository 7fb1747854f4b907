// The server's time each client's /graphql requests take, charged to the client's `serverTime`
// rate limit: every request counts, from its arrival to its answer, whatever it asked and however
// it was answered (a refusal too: a client sending thousands of cheap refusals back to back takes
// as much of the server as one sending heavy reads). The cost counted before a query runs
// (graphql/bounds/cost.ts) bounds what one request may ask; this bounds how much of the server one
// client may take with requests that each pass it.
//
// Time is added up in the process and written to the client's bucket (rate-limiter.ts, shared by
// every process on the database) a token at a time, after the answer has gone, so a request waits
// for no write. A bucket found overdrawn is remembered (overdrawn-buckets.ts), and the client's
// next requests are refused before their bodies are read, until the time is paid back.
import type { Database } from '../../db/connection';
import { OverdrawnBuckets } from './overdrawn-buckets';
import type { RateLimitRule } from './rate-limit-rules';
import { bucketKey, chargeTokens } from './rate-limiter';

/** The server's time one `serverTime` token stands for. */
export const serverTimeTokenMs = 100;

/** Clients whose time one process adds up at once; past it the oldest sums are dropped (each less than a token). */
const maxClientsOwing = 10_000;

export class ServerTimeLedger {
  /** Milliseconds each client has spent and not yet been charged for. */
  private readonly owed = new Map<string, number>();
  private readonly overdrawn = new OverdrawnBuckets();

  /** Without a rule (RATE_LIMITS removed it, or the tests' servers), nothing is counted. */
  constructor(
    private readonly db: Database,
    private readonly rule: RateLimitRule | undefined,
  ) {}

  /** Seconds the client must wait before its next request is taken; 0 when it may send one now. */
  waitOf(address: string): number {
    return this.rule ? this.overdrawn.waitOf(bucketKey('serverTime', 'address', address)) : 0;
  }

  /** Adds `ms` of the server's time to the client's account, and charges it once it makes a token. */
  spent(address: string, ms: number): void {
    const rule = this.rule;
    if (!rule || !(ms > 0)) return;
    const owed = (this.owed.get(address) ?? 0) + ms;
    this.owed.delete(address);
    if (owed < serverTimeTokenMs) {
      this.owed.set(address, owed);
      if (this.owed.size > maxClientsOwing) this.owed.delete(this.owed.keys().next().value!);
      return;
    }
    const key = bucketKey('serverTime', 'address', address);
    chargeTokens(this.db, key, rule, owed / serverTimeTokenMs).then(
      (wait) => this.overdrawn.note(key, wait),
      // The database is unreachable: the answers already went, and the time is given up.
      (error: Error) => console.error('serverTime charge failed:', error.message),
    );
  }
}
