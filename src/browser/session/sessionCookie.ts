// The cart session's token in the browser (SPEC §9: cookie woocommerce-session). The client sends it
// as `woocommerce-session: Session <token>` and keeps the renewed one the store answers; the cookie
// lives as long as the token, which the store slides forward on use.
import { sessionHeader } from '../../../common/sessionHeader';
import { writeCookie } from './writeCookie';

const cookieName = sessionHeader;

export function readSessionToken(): string | null {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  return found ? decodeURIComponent(found.slice(cookieName.length + 1)) || null : null;
}

/** The token's own expiry (its `exp`), so the cookie never outlives it. */
function expiryOf(token: string): Date | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

export function storeSessionToken(token: string): void {
  const expires = expiryOf(token);
  writeCookie(cookieName, encodeURIComponent(token), expires);
}
