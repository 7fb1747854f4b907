// The wishlist of a visitor: kept in their browser, so the server renders it empty, or for a browser
// that says it keeps products there (common/wishlistHint.ts) a frame the browser fills in.
import { defineScreen, loaderIn } from './screen';

export interface WishlistData {
  /** The browser keeps no wishlist, as far as the request tells: the page shows the empty wishlist. */
  empty: boolean;
}

export const wishlistScreen = defineScreen<WishlistData>()({
  view: 'wishlist',
  routes: { wishlist: '/wishlist' },
  component: () => import('../views/wishlist/WishlistPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/staticPages'), ({ loadWishlist }, ctx) => loadWishlist(ctx)) : undefined,
});
