// One request's view of the visitor's WooCommerce session. The token the storefront sent is read on
// first use (a catalog query never looks at it); the session row is found, or created by the first
// change to a cart, inside the caller's transaction and locked until it ends, so two changes to
// one cart never interleave. A token is renewed once it is an hour old, which slides the session's
// end forward while the shopper keeps coming back.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sessions, type StoredAddress } from '../../db/schema/cart';
import { queryRows } from '../../db/rows';
import { sessionSecretOf } from './session-secret';
import { issueSessionToken, readSessionToken, tokenFromHeader, type SessionClaims, type SessionTokenKeys } from './session-token';

export interface SessionSettings {
  /** The shop's URL, the tokens' `iss`. */
  issuer: string;
  /** How long a session lives after its last use. */
  lifetimeSeconds: number;
  /** Overrides the secret kept in the database. */
  secret?: string;
  /** Where a new session's customer is, until they say otherwise (the shop's base country). */
  defaultCountry: string;
}

export interface SessionRow {
  key: string;
  billing: StoredAddress;
  shipping: StoredAddress;
  chosenShippingMethods: string[];
}

const renewAfterSeconds = 60 * 60;

export function emptyAddress(country: string): StoredAddress {
  return { firstName: '', lastName: '', company: '', address1: '', address2: '', city: '', state: '', postcode: '', country, email: '', phone: '' };
}

export class RequestSession {
  /** The token to answer in the `woocommerce-session` header: a new or renewed one, once committed. */
  outgoingToken: string | null = null;
  /** Issued inside a transaction still running: it names a session only if that commits. */
  private pendingToken: string | null = null;
  /** A session this request made, once committed: later changes in the same request use it. */
  private createdKey: string | null = null;
  private pendingKey: string | null = null;
  private claims: Promise<SessionClaims | null> | null = null;
  private readRow: Promise<SessionRow | null> | null = null;
  private tokenKeys: Promise<SessionTokenKeys> | null = null;

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

  /**
   * Runs `work` in one transaction; a token issued by it (a new session, a renewal) is answered
   * only when it commits.
   */
  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    // The secret is read before the transaction: PGlite has one connection, which the transaction holds.
    await this.keys();
    try {
      const result = await this.db.transaction(work);
      if (this.pendingToken) this.outgoingToken = this.pendingToken;
      if (this.pendingKey) this.createdKey = this.pendingKey;
      return result;
    } finally {
      this.pendingToken = null;
      this.pendingKey = null;
    }
  }

  /** The session as this request first read it (null: none yet), for answers that only read. */
  read(): Promise<SessionRow | null> {
    this.readRow ??= this.transaction((tx) => this.find(tx));
    return this.readRow;
  }

  /** The key of the session the request names (or made); null when none, or the token is bad. */
  async sessionKey(): Promise<string | null> {
    if (this.createdKey) return this.createdKey;
    try {
      return (await this.sentClaims())?.sessionKey ?? null;
    } catch {
      return null;
    }
  }

  /** The token the shopper holds after this request: a new one, else the one sent. */
  get currentToken(): string | null {
    return this.outgoingToken ?? (this.header ? tokenFromHeader(this.header) || null : null);
  }

  private keys(): Promise<SessionTokenKeys> {
    this.tokenKeys ??= (async () => ({ secret: this.settings.secret ?? (await sessionSecretOf(this.db)), issuer: this.settings.issuer }))();
    return this.tokenKeys;
  }

  /** The claims of the token sent; null when none was. A bad token fails with WooGraphQL's message. */
  private sentClaims(): Promise<SessionClaims | null> {
    this.claims ??= (async () => {
      const token = this.header ? tokenFromHeader(this.header) : '';
      return token ? readSessionToken(token, await this.keys(), this.now()) : null;
    })();
    return this.claims;
  }

  /** In `tx`: the live session's row, locked until `tx` ends; null when there is none. */
  async find(tx: Database): Promise<SessionRow | null> {
    const claims = this.createdKey ? null : await this.sentClaims();
    const key = this.createdKey ?? claims?.sessionKey;
    if (!key) return null;
    const [row] = await queryRows<SessionRow>(
      tx,
      sql`select key, billing, shipping, chosen_shipping_methods as "chosenShippingMethods" from ${sessions}
        where key = ${key} and expires_at > ${new Date(this.now())} for update`,
    );
    if (!row) return null;
    if (claims && this.now() / 1000 - claims.issuedAt >= renewAfterSeconds) await this.renew(tx, row.key);
    return row;
  }

  /** In `tx`: the session's row, locked until `tx` ends; a new session when there is none. */
  async open(tx: Database): Promise<SessionRow> {
    const found = await this.find(tx);
    if (found) return found;
    const key = randomBytes(18).toString('base64url');
    const address = emptyAddress(this.settings.defaultCountry);
    await tx.insert(sessions).values({ key, billing: address, shipping: address, expiresAt: this.expiry() });
    // Sessions that ran out are swept a few at a time as new ones arrive.
    await tx.execute(
      sql`delete from ${sessions} where key in (select key from ${sessions} where expires_at <= ${new Date(this.now())} limit 50)`,
    );
    this.pendingToken = await this.token(key);
    this.pendingKey = key;
    return { key, billing: address, shipping: address, chosenShippingMethods: [] };
  }

  private expiry(): Date {
    return new Date(this.now() + this.settings.lifetimeSeconds * 1000);
  }

  private async renew(tx: Database, key: string): Promise<void> {
    await tx.execute(sql`update ${sessions} set expires_at = ${this.expiry()} where key = ${key}`);
    this.pendingToken = await this.token(key);
  }

  private async token(key: string): Promise<string> {
    return issueSessionToken(key, await this.keys(), this.now(), this.settings.lifetimeSeconds);
  }
}
