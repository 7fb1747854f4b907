// Checkout (SPEC §2): the shopper's own cart and addresses, so the server renders the page's frame
// and the browser fills it in from the cart, which loads at once on this route (SPEC §4).
import { defineScreen, loaderIn } from './screen';

export const checkoutScreen = defineScreen<null>()({
  view: 'checkout',
  routes: { checkout: '/checkout' },
  component: () => import('../views/checkout/CheckoutPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/checkout'), ({ loadCheckout }, ctx) => loadCheckout(ctx)) : undefined,
});
