// An order, as the shopper sees it after checkout (order-received) and later (order summary). Both
// open it with its key (`?key=wc_order_…`), the only thing that lets a visitor read an order.
import type { Order } from '../domain/order/types';
import { defineScreen, loaderIn } from './screen';

export interface OrderData {
  /** null: no key, or none that opens this order. */
  order: Order | null;
  /** Just placed: the page thanks the shopper. */
  received: boolean;
  /** The store failed to answer (not a wrong key): the shopper may try again later. */
  storeFailed?: boolean;
}

export const orderScreen = defineScreen<OrderData>()({
  view: 'order',
  routes: {
    orderReceived: '/checkout/order-received/:orderId',
    orderSummary: '/order-summary/:orderId',
    orderSummaryByKey: '/order-summary',
  },
  component: () => import('../views/order/OrderPage'),
  load: import.meta.env.SSR
    ? loaderIn(() => import('./loaders/order'), ({ loadOrder }, ctx, params) => loadOrder(ctx, params))
    : undefined,
});
