// The wishlist of a visitor: kept in their browser, so the server renders its frame.
import { defineScreen, loaderIn } from './screen';

export const wishlistScreen = defineScreen<null>()({
  view: 'wishlist',
  routes: { wishlist: '/wishlist' },
  component: () => import('../views/wishlist/WishlistPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/staticPages'), ({ loadWishlist }, ctx) => loadWishlist(ctx)) : undefined,
});
