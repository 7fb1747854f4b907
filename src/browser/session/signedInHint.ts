// Keeps the signed-in hint (common/signedInHint.ts) with the stored sign-in: set for as long as the
// refresh token lasts, cleared on sign-out.
import { signedInHintCookie } from '../../../common/signedInHint';
import type { AuthTokens } from '../../domain/session/types';
import { writeCookie } from './writeCookie';

export function keepSignedInHint(tokens: AuthTokens | null): void {
  writeCookie(signedInHintCookie, tokens ? '1' : '', tokens ? new Date(tokens.refreshTokenExpiration * 1000) : new Date(0));
}
