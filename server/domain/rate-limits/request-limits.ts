// The rate limits of one request's client: its address, once known its cart session, and the
// account an action is aimed at (the one a sign-in tries), from anywhere or from this address. An
// action takes a token from each of its scopes' buckets and is refused by the first that is empty.
import type { Database } from '../../db/connection';
import { StoreMessage } from '../store-message';
import { RateLimitedError } from './rate-limited-error';
import type { RateLimitedAction, RateLimitScope, RateLimitSettings } from './rate-limit-rules';
import { bucketKey, takeToken } from './store/buckets';

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
const refusalMessages: Partial<Record<RateLimitedAction, StoreMessage>> = {
  signIn: new StoreMessage('tooManySignIns'),
};

export class RequestLimits {
  constructor(
    private readonly db: Database,
    private readonly settings: RateLimitSettings,
    private readonly client: LimitedClient,
  ) {}

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
