// The tokens of Headless Login for WPGraphQL: a short-lived auth token the storefront sends as
// `Authorization: Bearer`, and a refresh token that gets it new ones. Both are JWTs (HS256, jose)
// naming the customer (`sub`) and their sign-in (`sid`); the sign-in row decides whether they still
// count (store/sign-ins.ts), so logout and a password change revoke them. The secret is AUTH_SECRET,
// else one made on first start and kept in the database.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/connection';
import { storedSecretOf } from '../store/server-secrets';
import { noUserInToken, otherKind, unverifiedToken, type TokenRefusal } from './token-refusal';

export interface AuthSettings {
  /** The shop's URL, the tokens' `iss`. */
  issuer: string;
  authTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Overrides the secret kept in the database (AUTH_SECRET). */
  secret?: string;
}

/** Tokens when the server is not told otherwise (docs/configuration.md). */
export const defaultAuthSettings: AuthSettings = {
  issuer: 'storefront',
  authTokenSeconds: 15 * 60,
  refreshTokenSeconds: 30 * 24 * 60 * 60,
};

export type TokenKind = 'auth' | 'refresh';

/** Who a token stands for. */
export interface TokenSubject {
  customerId: number;
  signInId: string;
}

/** A token read: who it stands for, or why it does not count. */
export type TokenReading = { subject: TokenSubject } | { refused: TokenRefusal };

export interface IssuedToken {
  token: string;
  /** When it runs out, in Unix seconds. */
  expiresAt: number;
}

export class AuthTokens {
  private key: Promise<Uint8Array> | null = null;

  constructor(
    private readonly db: Database,
    readonly settings: AuthSettings,
    private readonly now: () => number = Date.now,
  ) {}

  /** The secret as jose takes it; also what signs the OAuth state (provider login). */
  secret(): Promise<Uint8Array> {
    this.key ??= (async () => new TextEncoder().encode(this.settings.secret ?? (await storedSecretOf(this.db, 'auth_token'))))();
    return this.key;
  }

  /** A token of `kind` for `subject`, running out after its lifetime or at `notAfter` (Unix seconds), whichever is first. */
  async issue(kind: TokenKind, subject: TokenSubject, notAfter = Infinity): Promise<IssuedToken> {
    const issuedAt = Math.floor(this.now() / 1000);
    const lifetime = kind === 'auth' ? this.settings.authTokenSeconds : this.settings.refreshTokenSeconds;
    const expiresAt = Math.min(issuedAt + lifetime, Math.floor(notAfter));
    const token = await new SignJWT({ sid: subject.signInId, typ: kind })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setSubject(String(subject.customerId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.secret());
    return { token, expiresAt };
  }

  /**
   * Who a token of `kind` stands for; null when it is not one of ours (signature, algorithm, issuer),
   * has run out, or is of the other kind. Whether its sign-in still counts is the caller's question.
   */
  async read(kind: TokenKind, token: string): Promise<TokenSubject | null> {
    const reading = await this.check(kind, token);
    return 'subject' in reading ? reading.subject : null;
  }

  /** As `read`, with the reason a token does not count (token-refusal.ts). */
  async check(kind: TokenKind, token: string): Promise<TokenReading> {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: ['HS256'],
        issuer: this.settings.issuer,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(this.now()),
      });
      const customerId = Number(payload.sub);
      if (typeof payload.sid !== 'string' || !Number.isSafeInteger(customerId) || customerId <= 0) return { refused: noUserInToken };
      if (payload.typ !== kind) return { refused: otherKind(kind) };
      return { subject: { customerId, signInId: payload.sid } };
    } catch (error) {
      if (error instanceof errors.JOSEError) return { refused: unverifiedToken(error) };
      throw error;
    }
  }
}
