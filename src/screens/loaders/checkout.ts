// The checkout page: the visitor's cart, read on the server with their cart session (its cookie),
// so the form and the order summary are in the page's HTML and the browser's cart starts from it
// instead of asking again. Not for a browser that keeps a sign-in: the customer's cart is the
// one their auth token names, which stays in the browser; it fills that page in. A page for one
// shopper, so never cached; nothing for search engines to index.
import { readCart } from '../../graphql/readCart';
import type { CheckoutData } from '../checkout';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export async function loadCheckout(ctx: LoaderContext): Promise<Loaded<'checkout', CheckoutData>> {
  return {
    view: 'checkout',
    status: 200,
    data: { cart: await sessionCart(ctx) },
    personal: true,
    head: makeHead(ctx, { title: ctx.t('checkout.meta.title'), description: ctx.t('checkout.meta.description', { store: ctx.settings.storeName }), robots: 'noindex, follow' }),
  };
}

/** The session's cart; null when the page is rendered without it (the browser then reads it, as before). */
async function sessionCart(ctx: LoaderContext) {
  if (!ctx.cartSession || ctx.signedInHint) return null;
  try {
    return await readCart(ctx.cartSession);
  } catch {
    // A session the store no longer takes, or a store that fails: the browser's cart finds out and says so.
    return null;
  }
}
