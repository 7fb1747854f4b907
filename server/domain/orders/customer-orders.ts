// A signed-in customer's own orders, newest first, a page at a time. Only orders that carry the
// customer's id are theirs (placed while signed in, or the order that made the account at checkout):
// a guest order placed with the same email address stays the guest's, opened only by its key.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orders } from '../../db/schema/orders';
import { InputError } from '../input-error';
import type { OrderRow } from './order-access';

export interface OrdersPage {
  items: OrderRow[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** The page after the order `afterId` (null: from the newest); the cursor must be one of the customer's orders. */
export async function customerOrdersPage(db: Database, customerId: number, first: number, afterId: number | null): Promise<OrdersPage> {
  const own = and(eq(orders.customerId, customerId), ne(orders.status, 'checkout-draft'));
  if (afterId !== null) {
    const [after] = await db.select({ id: orders.id }).from(orders).where(and(own, eq(orders.id, afterId))).limit(1);
    if (!after) throw new InputError('The "after" cursor does not point into this list.');
  }
  const rows = await db
    .select()
    .from(orders)
    .where(
      afterId === null
        ? own
        : and(own, sql`(${orders.createdAt}, ${orders.id}) < (select created_at, id from ${orders} where id = ${afterId})`),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(first + 1);
  return { items: rows.slice(0, first), hasNextPage: rows.length > first, hasPreviousPage: afterId !== null };
}
