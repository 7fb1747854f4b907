// Who may read an order (issue 13): a visitor only through the order's key, which the
// order-received link carries; a signed-in customer also by its number or global id, but only
// their own. Anything else answers null, the same as an order that does not exist, so an order
// number alone reveals nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orders } from '../../db/schema/orders';

export type OrderRow = typeof orders.$inferSelect;

/** A customer signed in on this request (the accounts work sets it on the GraphQL context). */
export interface SignedInCustomer {
  customerId: number;
  /** The sign-in the request's auth token names (logout revokes it). */
  signInId: string;
}

export type OrderLookup = { orderKey: string } | { databaseId: number };

/** The order this reader may see, or null when there is none or it is not theirs. */
export async function findReadableOrder(db: Database, lookup: OrderLookup, reader: SignedInCustomer | null): Promise<OrderRow | null> {
  if ('orderKey' in lookup) {
    const [row] = await db.select().from(orders).where(eq(orders.orderKey, lookup.orderKey)).limit(1);
    return row ?? null;
  }
  if (!reader) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, lookup.databaseId), eq(orders.customerId, reader.customerId)))
    .limit(1);
  return row ?? null;
}
