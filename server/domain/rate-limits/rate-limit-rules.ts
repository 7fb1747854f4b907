// How often a client may do what costs the shop: each named action has a rule per scope, the
// client's address and, where there is one, its cart session. A rule allows `limit` actions at once
// and then one every `perSeconds / limit` seconds (a token bucket that refills over `perSeconds`).
// Sign-in attempts also count per account from each address, as WooCommerce's lockout plugins count
// them: guessing one customer's password is slow, and a stranger's guesses never use up the
// attempts the owner has from their own address.
// The defaults leave a shopper far more than they ever need and stop a script; a shop owner
// changes them with RATE_LIMITS (docs/configuration.md, docs/limits.md).

export interface RateLimitRule {
  limit: number;
  perSeconds: number;
}

/**
 * Who a bucket counts: the client's address, its cart session, the account an action is aimed at
 * (from anywhere), or that account from this client's address.
 */
export type RateLimitScope = 'address' | 'session' | 'account' | 'accountAndAddress';

export type RateLimitedAction =
  | 'sessionStart'
  | 'cartChange'
  | 'couponAttempt'
  | 'review'
  | 'serverTime'
  | 'refusedRequest'
  | 'checkout'
  | 'paymentIntent'
  | 'download'
  | 'signIn'
  | 'register'
  | 'accountUpdate'
  | 'passwordReset'
  | 'contact'
  | 'shopChange';

export type RateLimitSettings = Record<RateLimitedAction, Partial<Record<RateLimitScope, RateLimitRule>>>;

export const defaultRateLimits: RateLimitSettings = {
  // Cart calls without a session each make one: a shop behind one office or mobile-carrier
  // address sees many shoppers start, a script that drops its token sees this.
  sessionStart: { address: { limit: 60, perSeconds: 3600 } },
  cartChange: { session: { limit: 120, perSeconds: 60 }, address: { limit: 600, perSeconds: 60 } },
  // Coupon codes are guessable words: trying them is what the limit is for.
  couponAttempt: { session: { limit: 10, perSeconds: 600 }, address: { limit: 30, perSeconds: 600 } },
  review: { address: { limit: 5, perSeconds: 600 } },
  // Each order takes stock and writes rows: a shopper places a few, a script would place thousands.
  checkout: { session: { limit: 10, perSeconds: 600 }, address: { limit: 20, perSeconds: 600 } },
  // Each card payment intent is a call to the payment provider; checkout asks for a new one when
  // the total changes (address, shipping, coupon), a few times per order.
  paymentIntent: { session: { limit: 30, perSeconds: 600 }, address: { limit: 60, perSeconds: 600 } },
  // The server's time a client's /graphql requests took, as their share of the server while in
  // flight (time-shares.ts), a token per tenth of a second, charged once each is answered,
  // refusals too (address-ledger.ts): a shopper's requests take a few
  // milliseconds each, a whole visit well under a second (time waiting on the payment provider is
  // not counted), and the three seconds at once leave room for a busy shop, where each takes
  // longer; a client sending heavy reads back to back spends them at once, then gets half a second
  // every ten (a twentieth of the server).
  serverTime: { address: { limit: 30, perSeconds: 60 } },
  // Requests turned away as a whole (too deep, too expensive, not valid, over a limit): a client
  // that is refused again and again is broken or probing, and each refusal still costs the server
  // a parse and a check (address-ledger.ts).
  refusedRequest: { address: { limit: 30, perSeconds: 60 } },
  // Each download sends a whole file; a customer fetches a few, a script would fetch them over and over.
  download: { address: { limit: 30, perSeconds: 600 } },
  // Every password attempt, right or wrong: a shopper signs in a few times, a guesser tries thousands.
  // Per account only from one address: a limit per account from anywhere would let anyone lock its
  // owner out with ten wrong passwords.
  signIn: { address: { limit: 30, perSeconds: 900 }, accountAndAddress: { limit: 10, perSeconds: 900 } },
  // Each registration is a customer row and an scrypt hash.
  register: { address: { limit: 10, perSeconds: 3600 } },
  // A signed-in customer's changes (details, addresses, password, the saved wishlist).
  accountUpdate: { address: { limit: 60, perSeconds: 600 } },
  // Each reset request sends a mail: a shopper asks once or twice, a script would flood an inbox
  // (the account's bucket, keyed by the name asked for, holds whether or not it is registered).
  passwordReset: { address: { limit: 10, perSeconds: 900 }, account: { limit: 3, perSeconds: 3600 } },
  // Each contact message is a mail to the shop.
  contact: { address: { limit: 5, perSeconds: 3600 } },
  // A shop manager's changes (an order's status, a note, a review's approval, a price or a stock level): a busy afternoon
  // works through a few hundred, a stolen token run by a script would rewrite every order.
  shopChange: { address: { limit: 300, perSeconds: 600 } },
};

const actions = Object.keys(defaultRateLimits) as RateLimitedAction[];
const scopes: RateLimitScope[] = ['address', 'session', 'account', 'accountAndAddress'];

function isRule(value: unknown): value is RateLimitRule {
  if (!value || typeof value !== 'object') return false;
  const { limit, perSeconds } = value as Record<string, unknown>;
  return Number.isInteger(limit) && (limit as number) > 0 && typeof perSeconds === 'number' && perSeconds > 0;
}

/**
 * The defaults with a shop owner's changes: `{"review": {"address": {"limit": 10, "perSeconds": 600}}}`
 * changes one rule; `null` in place of a rule removes it. Throws on anything else, naming it.
 */
export function resolveRateLimits(overrides: unknown): RateLimitSettings {
  const settings = structuredClone(defaultRateLimits);
  if (overrides === undefined) return settings;
  if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) throw new Error('RATE_LIMITS must be a JSON object');
  for (const [action, byScope] of Object.entries(overrides)) {
    if (!actions.includes(action as RateLimitedAction)) throw new Error(`RATE_LIMITS: unknown action "${action}" (known: ${actions.join(', ')})`);
    if (!byScope || typeof byScope !== 'object') throw new Error(`RATE_LIMITS.${action} must be an object of scopes`);
    for (const [scope, rule] of Object.entries(byScope)) {
      if (!scopes.includes(scope as RateLimitScope)) throw new Error(`RATE_LIMITS.${action}: unknown scope "${scope}" (known: ${scopes.join(', ')})`);
      const rules = settings[action as RateLimitedAction];
      if (rule === null) delete rules[scope as RateLimitScope];
      else if (isRule(rule)) rules[scope as RateLimitScope] = rule;
      else throw new Error(`RATE_LIMITS.${action}.${scope} must be {"limit": <whole number>, "perSeconds": <number>} or null`);
    }
  }
  return settings;
}
