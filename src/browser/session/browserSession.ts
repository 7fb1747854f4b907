// What the session machine (machines/session.ts) does to the browser when a session is lost:
// clear cookies and local storage, keeping the shopper's language (the locale cookie) and wishlist
// (with its hint cookie), which no session decides; count the reloads a failing cart caused, in
// sessionStorage so the count outlives the page; and reload.
import { wishlistHintCookie } from '../../../common/wishlistHint';
import { localeCookie } from '../../i18n/locales';
import { storedItems } from '../storedItems';
import { wishlistStorageKey } from '../wishlistStorage';

const reloadCounterKey = storedItems.cartReloads.name;

function clearCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=', 1)[0];
    if (!name || name === localeCookie.name || name === wishlistHintCookie) continue;
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  }
}

function clearLocalStorage(): void {
  try {
    const kept = window.localStorage.getItem(wishlistStorageKey);
    window.localStorage.clear();
    if (kept !== null) window.localStorage.setItem(wishlistStorageKey, kept);
  } catch {
    // Storage blocked by the visitor: nothing was kept there.
  }
}

export function clearBrowserData(): void {
  clearCookies();
  clearLocalStorage();
}

/**
 * How many times in a row the page has reloaded because the cart would not load. Where storage is
 * blocked no count would survive a reload, so the page counts as having reloaded already: it must
 * not start a loop it could not stop.
 */
export function readReloadCount(): number {
  try {
    return Number(window.sessionStorage.getItem(reloadCounterKey) ?? 0) || 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export function storeReloadCount(reloads: number): void {
  try {
    window.sessionStorage.setItem(reloadCounterKey, String(reloads));
  } catch {
    // Blocked: readReloadCount says so on the next page.
  }
}

export function forgetReloadCount(): void {
  try {
    window.sessionStorage.removeItem(reloadCounterKey);
  } catch {
    // Nothing to forget.
  }
}

export function reloadPage(): void {
  window.location.reload();
}
