// Whether the browser keeps a wishlist with products in it, told to the server by a cookie. The
// list itself stays in the browser's storage (browser/wishlistStorage.ts); the cookie holds only
// `1`. With it the server renders the wishlist page as the visitor will see it: the empty wishlist
// for a visitor without one (most of them), so its text paints with the page instead of after the
// storage code, and a quiet placeholder for one with products, which the browser fills in. A hint
// that has gone stale costs only a change of what shows once the stored list is read.
import { hasHintCookie } from './hintCookie';

export const wishlistHintCookie = 'storefront-wishlist';

/** Reads the hint from a request's Cookie header. */
export function hasWishlistHint(cookieHeader: string | undefined): boolean {
  return hasHintCookie(cookieHeader, wishlistHintCookie);
}
