// Keeps the signed-in hint (common/signedInHint.ts) with the stored sign-in: set for as long as the
// refresh token lasts, cleared on sign-out.
import { signedInHintCookie } from '../../common/signedInHint';
import type { AuthTokens } from './types';

export function keepSignedInHint(tokens: AuthTokens | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const expires = tokens ? new Date(tokens.refreshTokenExpiration * 1000) : new Date(0);
  document.cookie = `${signedInHintCookie}=${tokens ? '1' : ''}; Path=/; SameSite=Lax; Expires=${expires.toUTCString()}${secure}`;
}
