// The order-received and order-summary pages: the order the key in the query opens, when its
// number is the one in the path. Anything else shows that the order was not found, never whether
// an order of that number exists; only a store that fails to answer is worth trying again later
// (SPEC §8). Personal pages: search engines keep out.
import { getOrderByKey } from '../../graphql/order';
import type { OrderData } from '../order';
import type { Loaded } from '../screen';
import type { LoaderContext } from './context';
import { makeHead } from './head';

export async function loadOrder(ctx: LoaderContext, params: Record<string, string>): Promise<Loaded<'order', OrderData>> {
  const key = ctx.query.get('key');
  let found = null;
  let storeFailed = false;
  try {
    found = key ? await getOrderByKey(ctx.graphql, key, { locale: ctx.locale, withTax: ctx.settings.taxDisplayCart === 'incl' }) : null;
  } catch {
    storeFailed = true;
  }
  const order = found && (params.orderId === undefined || params.orderId === found.number) ? found : null;
  const received = ctx.pathname.startsWith('/checkout/order-received/');
  const title = !order ? ctx.t('order.notFoundTitle') : received ? ctx.t('order.receivedTitle') : ctx.t('order.summaryTitle', { number: order.number });
  return {
    view: 'order',
    status: order ? 200 : storeFailed ? 503 : 404,
    data: { order, received, ...(storeFailed && { storeFailed }) },
    personal: true,
    head: makeHead(ctx, { title, description: ctx.t('order.metaDescription', { store: ctx.settings.storeName }), robots: 'noindex, nofollow' }),
  };
}
