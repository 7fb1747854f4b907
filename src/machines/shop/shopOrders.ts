// The manager area's orders (issue 39): every customer's, newest first, by status and WooCommerce's
// order search, a page at a time (pagedList.ts).
import type { OrdersQuery } from '../../graphql/shop/orders';
import type { ShopOrderRow } from '../../domain/shop/types';
import { pagedListMachine, type PagedListEvent } from './pagedList';

export type ShopOrdersQuery = Omit<OrdersQuery, 'after'>;
export type ShopOrdersEvent = PagedListEvent<ShopOrdersQuery>;

export const shopOrdersMachine = pagedListMachine<ShopOrdersQuery, ShopOrderRow>('shopOrders', async (endpoint, query, after) =>
  (await import('../../graphql/shop/orders')).getShopOrders(endpoint, { ...query, after }),
);
