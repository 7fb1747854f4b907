// A reader's own orders, newest first, a page at a time, optionally narrowed by WooCommerce's order
// search. A signed-in customer's are the orders that carry their id (placed while signed in, or the
// order that made the account at checkout): a guest order placed with the same email address stays
// the guest's. A guest's are the guest orders placed from their own cart session.
import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { isSearchTooLong, searchTooLongMessage } from '../../../common/searchRules';
import type { Database } from '../../db/connection';
import { orderLines, orders } from '../../db/schema/orders';
import { InputError } from '../input-error';
import { ownOrders, type OrderReader, type OrderRow } from './order-access';
import { containsPattern } from '../../db/like-pattern';

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
async function searchCondition(db: Database, own: SQL, search: string | null | undefined): Promise<SQL | null> {
  const term = search?.trim() ?? '';
  if (isSearchTooLong(term)) throw new InputError(searchTooLongMessage);
  if (!term) return null;
  const number = /^#?(\d{1,9})$/.exec(term)?.[1];
  if (number !== undefined) {
    const [order] = await db.select({ id: orders.id }).from(orders).where(and(own, eq(orders.id, Number(number)))).limit(1);
    if (order) return eq(orders.id, order.id);
  }
  const pattern = containsPattern(term);
  return or(
    sql`concat_ws(' ', ${orders.billing}->>'firstName', ${orders.billing}->>'lastName') ilike ${pattern}`,
    sql`${orders.billing}->>'email' ilike ${pattern}`,
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.name} ilike ${pattern})`,
  )!;
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
  const owner = ownOrders(reader);
  if (!owner) return { items: [], hasNextPage: false, hasPreviousPage: false };
  const own = and(owner, ne(orders.status, 'checkout-draft'))!;
  const found = await searchCondition(db, own, search);
  const kept = found ? and(own, found)! : own;
  if (afterId !== null) {
    const [after] = await db.select({ id: orders.id }).from(orders).where(and(own, eq(orders.id, afterId))).limit(1);
    if (!after) throw new InputError('The "after" cursor does not point into this list.');
  }
  const rows = await db
    .select()
    .from(orders)
    .where(
      afterId === null
        ? kept
        : and(kept, sql`(${orders.createdAt}, ${orders.id}) < (select created_at, id from ${orders} where id = ${afterId})`),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(first + 1);
  return { items: rows.slice(0, first), hasNextPage: rows.length > first, hasPreviousPage: afterId !== null };
}
