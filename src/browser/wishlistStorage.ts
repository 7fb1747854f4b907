// Where a visitor's wishlist is kept: the browser's localStorage, shared by the shop's tabs. Storage
// can be missing, blocked or full; the wishlist then lives for the visit and nothing throws. Each
// read and write keeps the wishlist hint (common/wishlistHint.ts) with what is stored.
import { wishlistHintCookie } from '../../common/wishlistHint';
import type { ProductSummary } from '../domain/catalog/types';
import { parseWishlist, serializeWishlist } from '../domain/wishlist/parseWishlist';
import { writeCookie } from './session/writeCookie';
import { storedItems } from './storedItems';

export const wishlistStorageKey = storedItems.wishlist.name;

/** Reading `localStorage` itself throws where the visitor blocks site data. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A year from each visit's read: the hint lasts as long as a visitor keeps coming back. */
const hintLifetimeMs = 365 * 24 * 60 * 60 * 1000;

function keepWishlistHint(kept: boolean): void {
  writeCookie(wishlistHintCookie, kept ? '1' : '', new Date(kept ? Date.now() + hintLifetimeMs : 0));
}

export function readStoredWishlist(): ProductSummary[] {
  let items: ProductSummary[] = [];
  try {
    items = parseWishlist(browserStorage()?.getItem(wishlistStorageKey) ?? null);
  } catch {
    // Blocked: nothing is stored.
  }
  keepWishlistHint(items.length > 0);
  return items;
}

/** An empty list leaves no entry behind. */
export function writeStoredWishlist(items: ProductSummary[]): void {
  const storage = browserStorage();
  try {
    if (items.length === 0) storage?.removeItem(wishlistStorageKey);
    else storage?.setItem(wishlistStorageKey, serializeWishlist(items));
  } catch {
    // Over quota: the list still works in this tab until it is closed, and the one stored before stays (with its hint).
    return;
  }
  // Where storage is blocked nothing was kept, and the next page must not wait for a list.
  keepWishlistHint(storage !== null && items.length > 0);
}

/** Calls `listener` with the new list whenever another tab changes it; returns the unsubscribe. */
export function onStoredWishlistChange(listener: (items: ProductSummary[]) => void): () => void {
  const storage = browserStorage();
  const onStorage = (event: StorageEvent) => {
    if (storage === null || event.storageArea !== storage) return;
    // A null key: the other tab cleared all of the shop's storage.
    if (event.key === null) listener([]);
    else if (event.key === wishlistStorageKey) listener(parseWishlist(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
