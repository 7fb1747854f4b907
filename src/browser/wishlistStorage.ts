// Where a visitor's wishlist is kept: the browser's localStorage, shared by the shop's tabs. Storage
// can be missing, blocked or full; the wishlist then lives for the visit and nothing throws.
import type { ProductSummary } from '../domain/catalog/types';
import { parseWishlist, serializeWishlist } from '../domain/wishlist/parseWishlist';
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

export function readStoredWishlist(): ProductSummary[] {
  try {
    return parseWishlist(browserStorage()?.getItem(wishlistStorageKey) ?? null);
  } catch {
    return [];
  }
}

/** An empty list leaves no entry behind. */
export function writeStoredWishlist(items: ProductSummary[]): void {
  const storage = browserStorage();
  try {
    if (items.length === 0) storage?.removeItem(wishlistStorageKey);
    else storage?.setItem(wishlistStorageKey, serializeWishlist(items));
  } catch {
    // Over quota or blocked: the list still works in this tab until it is closed.
  }
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
