// The rate limits of one request's client: its address, once known its cart session, and the
// account an action is aimed at (the one a sign-in tries), from anywhere or from this address. An
// action takes a token from each of its scopes' buckets and is refused by the first that is empty.
// An action whose cost is known only once it is done (a query's time on the server) is charged
// after it, into debt if need be, and the client's next ones are refused until the debt is paid.
import type { Database } from '../../db/connection';
import { RateLimitedError } from './rate-limited-error';
import type { RateLimitedAction, RateLimitScope, RateLimitSettings } from './rate-limit-rules';
import { OverdrawnBuckets } from './overdrawn-buckets';
import { bucketKey, chargeTokens, takeToken } from './rate-limiter';

export interface LimitedClient {
  /** The client's IP address as the HTTP server sees it (behind a proxy: see TRUST_PROXY). */
  address: string;
  /** The session the request names, when it names a valid one. */
  sessionKey(): Promise<string | null>;
}

/** What the action names besides the client. */
export interface LimitedTarget {
  /**
   * The account an action is aimed at (a sign-in's customer, or the unknown name tried): its
   * `account` bucket is shared by every client, its `accountAndAddress` bucket by those of one address.
   */
  account?: string;
}

/** Refusals that say more than "too many requests" (a shopper reads the sign-in's). */
const refusalMessages: Partial<Record<RateLimitedAction, string>> = {
  signIn: 'Too many sign-in attempts. Please try again later.',
};

export class RequestLimits {
  constructor(
    private readonly db: Database,
    private readonly settings: RateLimitSettings,
    private readonly client: LimitedClient,
    /** What this server process knows of clients' debts; shared by all its requests. */
    private readonly overdrawn = new OverdrawnBuckets(),
  ) {}

  /** Refuses `action` (throws RateLimitedError) while the client is still in debt for it (see `charge`). */
  async refuseWhileOverdrawn(action: RateLimitedAction): Promise<void> {
    for (const scope of Object.keys(this.settings[action]) as RateLimitScope[]) {
      const id = await this.bucketOwner(scope, {});
      const wait = id ? this.overdrawn.waitOf(bucketKey(action, scope, id)) : 0;
      if (wait > 0) throw new RateLimitedError(wait, refusalMessages[action]);
    }
  }

  /** Charges `tokens` of `action` now that it is done, whatever its buckets hold. */
  async charge(action: RateLimitedAction, tokens: number): Promise<void> {
    const rules = this.settings[action];
    for (const scope of Object.keys(rules) as RateLimitScope[]) {
      const id = await this.bucketOwner(scope, {});
      if (!id) continue;
      const key = bucketKey(action, scope, id);
      this.overdrawn.note(key, await chargeTokens(this.db, key, rules[scope]!, tokens));
    }
  }

  /** Counts one `action`; throws RateLimitedError when the client has done it too often. */
  async take(action: RateLimitedAction, target: LimitedTarget = {}): Promise<void> {
    const rules = this.settings[action];
    for (const scope of Object.keys(rules) as RateLimitScope[]) {
      const id = await this.bucketOwner(scope, target);
      if (!id) continue;
      const wait = await takeToken(this.db, bucketKey(action, scope, id), rules[scope]!);
      if (wait > 0) throw new RateLimitedError(wait, refusalMessages[action]);
    }
  }

  /** Whom `scope`'s bucket counts for this request; null when the request names nobody for it. */
  private async bucketOwner(scope: RateLimitScope, target: LimitedTarget): Promise<string | null> {
    switch (scope) {
      case 'address':
        return this.client.address;
      case 'session':
        return this.client.sessionKey();
      case 'account':
        return target.account ?? null;
      case 'accountAndAddress':
        return target.account ? `${target.account}\0${this.client.address}` : null;
    }
  }
}
