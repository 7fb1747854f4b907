// The checkout page: no store data on the server (the cart is the shopper's, read in the browser),
// and nothing for search engines to index.
import type { LoaderContext } from './context';
import { makeHead } from './head';
import type { Loaded } from '../screen';

export function loadCheckout(ctx: LoaderContext): Loaded<'checkout', null> {
  return {
    view: 'checkout',
    status: 200,
    data: null,
    head: makeHead(ctx, { title: ctx.t('checkout.meta.title'), description: ctx.t('checkout.meta.description', { store: ctx.settings.storeName }), robots: 'noindex, follow' }),
  };
}
