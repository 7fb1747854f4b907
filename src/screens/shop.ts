// The manager area (issue 39): orders, one order, reviews awaiting approval and the products'
// stock and prices, for a signed-in shop_manager or administrator. The server renders only a frame
// (the sign-in lives in the browser), or the refusal for a browser that keeps no sign-in; the
// browser asks the store who the viewer is before it shows or asks for anything. The store refuses
// every admin call of anyone else anyway.
import { defineScreen, loaderIn } from './screen';

export type ShopSection = 'orders' | 'order' | 'reviews' | 'products';

export interface ShopData {
  section: ShopSection;
  /** The order's number on its own page. */
  orderId: number | null;
  /** The browser keeps no sign-in, as far as the request tells: the page is refused as it is. */
  signedOut: boolean;
}

export const shopScreen = defineScreen<ShopData>()({
  view: 'shop',
  routes: {
    shopOrders: '/my-account/shop',
    shopOrder: '/my-account/shop/orders/:orderId',
    shopReviews: '/my-account/shop/reviews',
    shopProducts: '/my-account/shop/products',
  },
  component: () => import('../views/shop/ShopPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/shop'), ({ loadShop }, ctx, params) => loadShop(ctx, params)) : undefined,
});
