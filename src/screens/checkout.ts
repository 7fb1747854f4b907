// Checkout (SPEC §2): the shopper's own cart and addresses. The server renders the page with the
// cart of the visitor's session when it can (screens/loaders/checkout.ts), else its frame, and the
// browser fills it in from the cart, which loads at once on this route (SPEC §4).
import type { Cart } from '../domain/cart/types';
import { defineScreen, loaderIn } from './screen';

export interface CheckoutData {
  /** The session's cart as the server read it; null: the browser reads it. */
  cart: Cart | null;
}

export const checkoutScreen = defineScreen<CheckoutData>()({
  view: 'checkout',
  routes: { checkout: '/checkout' },
  component: () => import('../views/checkout/CheckoutPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/checkout'), ({ loadCheckout }, ctx) => loadCheckout(ctx)) : undefined,
});
