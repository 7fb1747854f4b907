// What a client's /graphql requests cost in a measure known only once each is answered, charged to
// one of the client's rate limits: the server's time they took (`serverTime`), and how many were
// refused as a whole (`refusedRequest`: a request the bounds, the schema or a limit turned away).
// Every request counts, however it was answered: a client sending thousands of cheap refusals back
// to back takes as much of the server as one sending heavy reads. The cost counted before a query
// runs (graphql/bounds/cost.ts) bounds what one request may ask; this bounds how much one client
// may take with requests that each pass it, or that each are turned away.
//
// Amounts are added up in the process and written to the client's bucket (store/buckets.ts, shared
// by every process on the database) a whole token at a time, after the answer has gone, so a
// request waits for no write. A bucket found overdrawn is remembered (overdrawn-buckets.ts), and
// the client's next requests are refused before their bodies are read, until it is paid back.
import { gaugeCache } from '../../../common/cache-gauges';
import type { Database } from '../../db/connection';
import { OverdrawnBuckets } from './overdrawn-buckets';
import type { RateLimitedAction, RateLimitRule } from './rate-limit-rules';
import { bucketKey, chargeTokens } from './store/buckets';

/** The server's time one `serverTime` token stands for, in milliseconds. */
export const serverTimeTokenMs = 100;

/** Clients whose amounts one process adds up at once; past it the oldest sums are dropped (each less than a token). */
const maxClientsOwing = 10_000;

export class AddressLedger {
  /** What each client has spent and not yet been charged for. */
  private readonly owed = new Map<string, number>();
  private readonly overdrawn = new OverdrawnBuckets();

  /** Without a rule (RATE_LIMITS removed it, or the tests' servers), nothing is counted. */
  constructor(
    private readonly db: Database,
    private readonly action: RateLimitedAction,
    private readonly rule: RateLimitRule | undefined,
    /** How much of the measure one token stands for. */
    private readonly perToken: number,
  ) {
    gaugeCache('rate-limit amounts owed', this, (ledger) => ({ entries: ledger.owed.size }));
  }

  /** Seconds the client must wait before its next request is taken; 0 when it may send one now. */
  waitOf(address: string): number {
    return this.rule ? this.overdrawn.waitOf(bucketKey(this.action, 'address', address)) : 0;
  }

  /** Adds `amount` to the client's account, and charges it once it makes a token. */
  add(address: string, amount: number): void {
    const rule = this.rule;
    if (!rule || !(amount > 0)) return;
    const owed = (this.owed.get(address) ?? 0) + amount;
    this.owed.delete(address);
    if (owed < this.perToken) {
      this.owed.set(address, owed);
      if (this.owed.size > maxClientsOwing) this.owed.delete(this.owed.keys().next().value!);
      return;
    }
    const key = bucketKey(this.action, 'address', address);
    chargeTokens(this.db, key, rule, owed / this.perToken).then(
      (wait) => this.overdrawn.note(key, wait),
      // The database is unreachable: the answers already went, and the amount is given up.
      (error: Error) => console.error(`${this.action} charge failed:`, error.message),
    );
  }
}
