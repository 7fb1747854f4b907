// A reader's own orders, newest first, a page at a time, optionally narrowed by WooCommerce's order
// search. A signed-in customer's are the orders that carry their id (placed while signed in, or the
// order that made the account at checkout): a guest order placed with the same email address stays
// the guest's. A guest's are the guest orders placed from their own cart session.
import { isSearchTooLong, searchTooLongMessage } from '../../../common/searchRules';
import type { Database } from '../../db/connection';
import { InputError } from '../input-error';
import { ownerOf, type OrderReader } from './order-access';
import { isListedOrder, readOrdersPage, type OrderOwner, type OrderRow, type OrderSearch } from './store/orders';

export interface OrdersPage {
  items: OrderRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * Which of the customer's orders a search keeps. An order number (`123` or `#123`) of theirs keeps
 * that order alone, so a client fetching one order by `orders(where: { search: $number })` gets
 * exactly it; any other text keeps the orders whose billing name or email, or a product name on
 * them, contains it, whatever the case. A blank search keeps every order.
 */
async function orderSearch(db: Database, owner: OrderOwner, search: string | null | undefined): Promise<OrderSearch | null> {
  const term = search?.trim() ?? '';
  if (isSearchTooLong(term)) throw new InputError(searchTooLongMessage);
  if (!term) return null;
  const number = /^#?(\d{1,9})$/.exec(term)?.[1];
  if (number !== undefined && (await isListedOrder(db, owner, Number(number)))) return { orderId: Number(number) };
  return { text: term };
}

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
  if (!owner) return { items: [], hasNextPage: false, hasPreviousPage: false };
  const found = await orderSearch(db, owner, search);
  if (afterId !== null && !(await isListedOrder(db, owner, afterId))) throw new InputError('The "after" cursor does not point into this list.');
  const rows = await readOrdersPage(db, owner, found, afterId, first + 1);
  return { items: rows.slice(0, first), hasNextPage: rows.length > first, hasPreviousPage: afterId !== null };
}
