// A reader's own orders, newest first, a page at a time, optionally narrowed by WooCommerce's order
// search (order-search.ts). A signed-in customer's are the orders that carry their id (placed while
// signed in, or the order that made the account at checkout): a guest order placed with the same
// email address stays the guest's. A guest's are the guest orders placed from their own cart session.
import type { Database } from '../../db/connection';
import { InputError } from '../input-error';
import { listPage, type ListPage } from '../list-page';
import { ownerOf, type OrderReader } from './order-access';
import { orderSearch } from './order-search';
import { isListedOrder, readOrdersPage, type OrderRow } from './store/orders';

export type OrdersPage = ListPage<OrderRow>;

/**
 * The page after the order `afterId` (null: from the newest) of the orders `search` keeps; the
 * cursor must be one of the customer's orders.
 */
export async function customerOrdersPage(
  db: Database,
  reader: OrderReader,
  first: number,
  afterId: number | null,
  search?: string | null,
): Promise<OrdersPage> {
  const owner = ownerOf(reader);
  if (!owner) return listPage([], first, null);
  const found = await orderSearch(search, (orderId) => isListedOrder(db, owner, orderId));
  if (afterId !== null && !(await isListedOrder(db, owner, afterId))) throw new InputError('The "after" cursor does not point into this list.');
  return listPage(await readOrdersPage(db, owner, found, afterId, first + 1), first, afterId);
}
