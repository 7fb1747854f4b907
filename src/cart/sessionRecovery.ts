// Starting the cart session afresh (SPEC §4). When the store no longer knows the session ('Invalid
// session token', 'The iss do not match with this server') the browser's cookies and stored data go
// and the page reloads with a new session. When the cart cannot be loaded at all, the same is
// cleared and the page reloads once only: a reload counter in sessionStorage stops a loop while
// the store is down. Kept are the shopper's language (the locale cookie) and their wishlist, which
// no session decides.
import { localeCookie } from '../i18n/locales';
import { wishlistStorageKey } from '../wishlist/storage';

const reloadCounterKey = 'cart-reloads';

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=', 1)[0];
    if (!name || name === localeCookie.name) continue;
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  }
}

function clearStorage(): void {
  try {
    const kept = window.localStorage.getItem(wishlistStorageKey);
    window.localStorage.clear();
    if (kept !== null) window.localStorage.setItem(wishlistStorageKey, kept);
  } catch {
    // Storage blocked by the visitor: nothing was kept there.
  }
}

export function resetSession(): void {
  clearCookies();
  clearStorage();
  window.location.reload();
}

export function recoverFromLoadFailure(): void {
  clearCookies();
  clearStorage();
  let reloads = 0;
  try {
    reloads = Number(window.sessionStorage.getItem(reloadCounterKey) ?? 0);
    window.sessionStorage.setItem(reloadCounterKey, String(reloads + 1));
  } catch {
    return;
  }
  if (reloads < 1) window.location.reload();
}

/** A cart that loads ends a run of failures: a later one may reload once again. */
export function noteCartLoaded(): void {
  try {
    window.sessionStorage.removeItem(reloadCounterKey);
  } catch {
    // Nothing to forget.
  }
}
