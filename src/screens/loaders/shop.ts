// The manager area's pages: which section, and whether the request could be a manager's at all.
// Without a sign-in the answer is the refusal (403); with one, a frame the browser fills in once the
// store has said who the viewer is. No store data is read here: nothing is cached or indexed.
import { loadShopMessages } from '../../i18n/shopMessages';
import type { ShopData, ShopSection } from '../shop';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';
import { notFound } from './notFound';

const sections: Record<string, ShopSection> = { '/my-account/shop/reviews': 'reviews', '/my-account/shop/products': 'products' };

export async function loadShop(ctx: LoaderContext, params: Record<string, string>) {
  const orderId = params.orderId === undefined ? null : Number(params.orderId);
  if (orderId !== null && !(Number.isSafeInteger(orderId) && orderId > 0)) return notFound(ctx);
  await loadShopMessages(ctx.locale);
  const signedOut = ctx.signedInHint !== true;
  const section: ShopSection = orderId !== null ? 'order' : (sections[ctx.pathname.replace(/\/$/, '')] ?? 'orders');
  const page: Loaded<'shop', ShopData> = {
    view: 'shop',
    status: signedOut ? 403 : 200,
    data: { section, orderId, signedOut },
    personal: true,
    head: makeHead(ctx, { title: ctx.t('shop.meta.title'), description: ctx.t('shop.meta.description'), robots: 'noindex, nofollow' }),
  };
  return page;
}
