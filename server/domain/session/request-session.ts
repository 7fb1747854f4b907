// One request's view of the visitor's WooCommerce session. The token the storefront sent is read on
// first use (a catalog query never looks at it); the session row is found, or created by the first
// change to a cart, inside the caller's transaction and locked until it ends, so two changes to
// one cart never interleave. A token is renewed once it is an hour old, which slides the session's
// end forward while the shopper keeps coming back.
//
// WooGraphQL clients take the token only from `customer.sessionToken` in an answer, never from the
// header. So a guest who reads it without holding a fresh token is handed a signed one at once,
// naming a new random session key (or, when theirs is an hour old, the key it names), and nothing
// is written: bots and first visits leave no row. The first change carrying that token creates the
// row under its key; a token whose row ran out or was swept works the same way, and starts again
// with an empty cart. A key already taken by a customer's row is never opened by a guest: the change
// gets a session of its own, and a new token.
//
// A signed-in request is bound to its customer: it uses the customer's own session row (their
// saved cart, the same on every device) whatever token the header names, and answers that row's
// token (a new one when the request sent none of it). A customer's row does not expire; a guest request never reads one, so the customer's
// session token alone does not open their cart once they have signed out.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/connection';
import type { StoredAddress } from '../../db/schema/cart';
import { sessionSecretOf } from './session-secret';
import { issueSessionToken, readSessionToken, tokenFromHeader, type SessionClaims, type SessionTokenKeys } from './session-token';
import {
  customerSavedAddresses,
  extendSession,
  findCustomerSessionKey,
  guestSessionExists,
  insertCustomerSession,
  insertGuestSession,
  lockCustomerSession,
  lockGuestSession,
  sweepGuestSessions,
  type SessionRow,
} from './store/sessions';
import { defaultCartPricing, type CartPricing, type CartTaxOptions } from '../cart/cart-pricing';
import { pricingSetupCacheOf } from '../cart/pricing-setup-cache';

export interface SessionSettings {
  /** The shop's URL, the tokens' `iss`. */
  issuer: string;
  /** How long a session lives after its last use. */
  lifetimeSeconds: number;
  /** Overrides the secret kept in the database. */
  secret?: string;
  /** Where a new session's customer is, until they say otherwise (the shop's base country). */
  defaultCountry: string;
  /** The store's tax options for carts; by default prices entered without tax and carts shown with it. */
  pricing?: CartTaxOptions;
}

const renewAfterSeconds = 60 * 60;

/** A session's key: random, never a guessable number. */
function newSessionKey(): string {
  return randomBytes(18).toString('base64url');
}

export function emptyAddress(country: string): StoredAddress {
  return { firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', state: '', postcode: '', country, email: '', phone: '' };
}

export class RequestSession {
  /** The token to answer in the `woocommerce-session` header: a new or renewed one, once committed. */
  outgoingToken: string | null = null;
  /** The session the outgoing token names. */
  private outgoingKey: string | null = null;
  /** Issued inside a transaction still running: it names a session only if that commits. */
  private pendingToken: { token: string; key: string } | null = null;
  /** A session this request made, once committed: later changes in the same request use it. */
  private createdKey: string | null = null;
  private pendingKey: string | null = null;
  /** A session key this request handed a guest a token for, row or not: later changes use it. */
  private issuedKey: string | null = null;
  /** The token a guest's reads answer, decided once per request. */
  private guestToken: Promise<string> | null = null;
  private claims: Promise<SessionClaims | null> | null = null;
  private readRow: Promise<SessionRow | null> | null = null;
  private tokenKeys: Promise<SessionTokenKeys> | null = null;
  /** The signed-in customer whose session this request uses; null for a guest. */
  private boundCustomerId: number | null = null;
  /** The bound customer's session key, once known. */
  private boundKey: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: SessionSettings,
    private readonly header: string | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Where a customer is before they say: the shop's base country. */
  get defaultCountry(): string {
    return this.settings.defaultCountry;
  }

  /** How this shop's carts are priced (WooCommerce's tax options). */
  get pricing(): CartPricing {
    return { defaultCountry: this.settings.defaultCountry, ...(this.settings.pricing ?? defaultCartPricing), setup: pricingSetupCacheOf(this.db) };
  }

  /**
   * Runs `work` in one transaction; a token issued by it (a new session, a renewal) is answered
   * only when it commits.
   */
  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    // The secret is read before the transaction: PGlite has one connection, which the transaction holds.
    await this.keys();
    try {
      const result = await this.db.transaction(work);
      if (this.pendingToken) {
        this.outgoingToken = this.pendingToken.token;
        this.outgoingKey = this.pendingToken.key;
      }
      if (this.pendingKey) this.createdKey = this.pendingKey;
      return result;
    } catch (error) {
      // A customer's session made by the rolled-back work does not exist.
      this.boundKey = null;
      throw error;
    } finally {
      this.pendingToken = null;
      this.pendingKey = null;
    }
  }

  /**
   * From now on, this request uses the customer's own session, not the one the header names. Call it
   * before anything reads the session (the viewer's request) or right after a sign-in (cart-merge.ts).
   */
  bindCustomer(customerId: number): void {
    if (this.boundCustomerId === customerId) return;
    this.boundCustomerId = customerId;
    this.boundKey = null;
    this.createdKey = null;
    this.readRow = null;
  }

  /** The signed-in customer this request's session belongs to; null for a guest. */
  get customerId(): number | null {
    return this.boundCustomerId;
  }

  /** The session as this request first read it (null: none yet), for answers that only read. */
  read(): Promise<SessionRow | null> {
    this.readRow ??= this.transaction((tx) => this.find(tx));
    return this.readRow;
  }

  /**
   * The key of the session the request uses (or made, or handed a token for); null when none, or
   * the token is bad. A bound request's is the customer's session, if they have one yet.
   */
  async sessionKey(): Promise<string | null> {
    if (this.createdKey) return this.createdKey;
    if (this.boundCustomerId !== null) {
      if (this.boundKey === null) this.boundKey = await findCustomerSessionKey(this.db, this.boundCustomerId);
      return this.boundKey;
    }
    return this.issuedKey ?? (await this.validClaims())?.sessionKey ?? null;
  }

  /**
   * Whether the session the request uses has its row yet. A token handed out on a read, or one
   * whose row ran out, names a session that does not exist until a change makes it.
   */
  async hasSession(): Promise<boolean> {
    const key = await this.sessionKey();
    if (key === null) return false;
    // A bound request's key is its customer's row, and one this request made exists.
    if (this.boundCustomerId !== null || key === this.createdKey) return true;
    return guestSessionExists(this.db, key, new Date(this.now()));
  }

  /**
   * The token the shopper holds after this request: a new one, else the one sent. A bound request
   * answers only its customer's session token (null until the customer has a session).
   */
  async currentToken(): Promise<string | null> {
    if (this.boundCustomerId === null) return this.outgoingToken ?? (await this.tokenForGuest());
    const key = await this.sessionKey();
    if (key === null) return null;
    if (this.outgoingKey === key) return this.outgoingToken;
    if ((await this.validClaims())?.sessionKey === key) return this.sentToken;
    // A client that sends only its auth token still learns its cart session's token (WooGraphQL
    // answers it in `viewer.wooSessionToken`); the row is there, so nothing is written.
    this.outgoingToken = await this.token(key);
    this.outgoingKey = key;
    return this.outgoingToken;
  }

  /**
   * The guest's token when nothing this request did renewed it: the one sent while it is fresh,
   * otherwise one handed out now (see the top of the file). A bad token fails with WooGraphQL's message.
   */
  private tokenForGuest(): Promise<string> {
    this.guestToken ??= (async () => {
      const claims = await this.sentClaims();
      if (claims && !this.isDue(claims)) return this.sentToken;
      const key = claims?.sessionKey ?? newSessionKey();
      const token = await this.token(key);
      this.issuedKey = key;
      this.outgoingToken = token;
      this.outgoingKey = key;
      return token;
    })();
    return this.guestToken;
  }

  private isDue(claims: SessionClaims): boolean {
    return this.now() / 1000 - claims.issuedAt >= renewAfterSeconds;
  }

  private keys(): Promise<SessionTokenKeys> {
    this.tokenKeys ??= (async () => ({ secret: this.settings.secret ?? (await sessionSecretOf(this.db)), issuer: this.settings.issuer }))();
    return this.tokenKeys;
  }

  /** The token the storefront sent; '' when none. */
  private get sentToken(): string {
    return this.header ? tokenFromHeader(this.header) : '';
  }

  /** The claims of the token sent; null when none was. A bad token fails with WooGraphQL's message. */
  private sentClaims(): Promise<SessionClaims | null> {
    this.claims ??= (async () => (this.sentToken ? readSessionToken(this.sentToken, await this.keys(), this.now()) : null))();
    return this.claims;
  }

  /** The claims of the token sent, or null when none was or it fails its checks (a bound request ignores it). */
  private async validClaims(): Promise<SessionClaims | null> {
    try {
      return await this.sentClaims();
    } catch {
      return null;
    }
  }

  /** In `tx`: the live session's row, locked until `tx` ends; null when there is none. */
  async find(tx: Database): Promise<SessionRow | null> {
    if (this.boundCustomerId !== null) return this.findBound(tx, this.boundCustomerId);
    const named = await this.namedGuestSession();
    if (!named) return null;
    const row = await lockGuestSession(tx, named.key, new Date(this.now()));
    if (row && named.claims && this.isDue(named.claims)) await this.renew(tx, row.key);
    return row;
  }

  /**
   * The guest session the request names: one it made or handed a token for, else the sent token's
   * (with its claims, to renew it); null when none. A bad token fails with WooGraphQL's message.
   */
  private async namedGuestSession(): Promise<{ key: string; claims: SessionClaims | null } | null> {
    const key = this.createdKey ?? this.issuedKey;
    if (key) return { key, claims: null };
    const claims = await this.sentClaims();
    return claims && { key: claims.sessionKey, claims };
  }

  /** The customer's session, locked; its token is answered unless the header already holds a fresh one. */
  private async findBound(tx: Database, customerId: number): Promise<SessionRow | null> {
    const row = await lockCustomerSession(tx, customerId);
    if (!row) return null;
    this.boundKey = row.key;
    const claims = await this.validClaims();
    if (claims?.sessionKey !== row.key || this.isDue(claims)) await this.renew(tx, row.key);
    return row;
  }

  /** In `tx`: the session's row, locked until `tx` ends; a new session when there is none. */
  async open(tx: Database): Promise<SessionRow> {
    const found = await this.find(tx);
    if (found) return found;
    if (this.boundCustomerId !== null) return this.openBound(tx, this.boundCustomerId);
    const named = await this.namedGuestSession();
    const row = named && (await this.createGuest(tx, named.key));
    if (row && named.claims && this.isDue(named.claims)) await this.renew(tx, row.key);
    const opened = row ?? (await this.createFreshGuest(tx));
    // Guest sessions that ran out are swept a few at a time as new ones arrive.
    await sweepGuestSessions(tx, new Date(this.now()));
    this.pendingKey = opened.key;
    return opened;
  }

  /**
   * In `tx`: the guest session of `key`, made now (empty, when one ran out under it) and locked.
   * Two first changes with one token both land in it: the second's insert waits for the first's
   * and then finds its row. Null when the key is a customer's.
   */
  private async createGuest(tx: Database, key: string): Promise<SessionRow | null> {
    await insertGuestSession(tx, key, emptyAddress(this.settings.defaultCountry), this.expiry(), new Date(this.now()));
    return lockGuestSession(tx, key, new Date(this.now()));
  }

  /** In `tx`: a session under a new key, answered with its own token once `tx` commits. */
  private async createFreshGuest(tx: Database): Promise<SessionRow> {
    const key = newSessionKey();
    const row = await this.createGuest(tx, key);
    if (!row) throw new Error('A new session key was already taken');
    this.pendingToken = { token: await this.token(key), key };
    return row;
  }

  /**
   * The customer's first session, with their saved addresses (billing email: their account's, until
   * they give another). Two requests of one customer may both try: the second waits for the first's
   * row and uses it.
   */
  private async openBound(tx: Database, customerId: number): Promise<SessionRow> {
    const saved = await customerSavedAddresses(tx, customerId);
    if (!saved) throw new Error(`Customer ${customerId} does not exist`);
    const billing = { ...saved.billing, email: saved.billing.email || saved.email };
    await insertCustomerSession(tx, { key: newSessionKey(), customerId, billing, shipping: saved.shipping, expiresAt: this.expiry() });
    const row = await this.findBound(tx, customerId);
    if (!row) throw new Error(`The session of customer ${customerId} could not be made`);
    return row;
  }

  private expiry(): Date {
    return new Date(this.now() + this.settings.lifetimeSeconds * 1000);
  }

  /** Slides the session's end forward with a new token, once per request. */
  private async renew(tx: Database, key: string): Promise<void> {
    if (this.outgoingKey === key || this.pendingToken?.key === key) return;
    await extendSession(tx, key, this.expiry());
    this.pendingToken = { token: await this.token(key), key };
  }

  private async token(key: string): Promise<string> {
    return issueSessionToken(key, await this.keys(), this.now(), this.settings.lifetimeSeconds);
  }
}
