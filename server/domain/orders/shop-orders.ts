// Every customer's orders for the shop's managers (WooGraphQL's root `orders`), newest first, a page
// at a time, narrowed by status, customer and WooCommerce's order search (order-search.ts). A
// checkout's draft is listed only when its status is asked for; an order in the trash never.
import type { Database } from '../../db/connection';
import type { OrderStatus } from '../../db/schema/orders';
import { InputError } from '../input-error';
import { listPage } from '../list-page';
import type { OrdersPage } from './customer-orders';
import { orderSearch } from './order-search';
import { isShopListedOrder, readShopOrdersPage, type ShopOrderFilter } from './store/orders';

export interface ShopOrdersWhere {
  statuses?: readonly (OrderStatus | null)[] | null;
  customerId?: number | null;
  search?: string | null;
}

export async function shopOrdersPage(db: Database, where: ShopOrdersWhere, first: number, afterId: number | null): Promise<OrdersPage> {
  const statuses = where.statuses?.filter((status) => status !== null) ?? [];
  const filter: ShopOrderFilter = { statuses: statuses.length > 0 ? statuses : null, customerId: where.customerId ?? null, search: null };
  filter.search = await orderSearch(where.search, (orderId) => isShopListedOrder(db, filter, orderId));
  if (afterId !== null && !(await isShopListedOrder(db, filter, afterId))) throw new InputError('The "after" cursor does not point into this list.');
  return listPage(await readShopOrdersPage(db, filter, afterId, first + 1), first, afterId);
}
