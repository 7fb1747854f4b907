// Who may read an order (issue 13): anyone through the order's key, which the order-received link
// carries; a signed-in customer also by its number or global id, but only their own; a guest by
// its number too, but only a guest order placed from their own cart session (whose token is theirs
// alone), as WooGraphQL clients read the order just placed. Anything else answers null, the same
// as an order that does not exist, so an order number alone reveals nothing.
import type { Database } from '../../db/connection';
import { findOrderByKey, findOwnedOrder, type OrderOwner, type OrderRow } from './store/orders';

/** A customer signed in on this request (the accounts work sets it on the GraphQL context). */
export interface SignedInCustomer {
  customerId: number;
  /** The sign-in the request's auth token names (logout revokes it). */
  signInId: string;
}

export type OrderLookup = { orderKey: string } | { databaseId: number };

/** Who asks: a signed-in customer, or a guest with the key of the cart session they hold (null: none). */
export type OrderReader = { customer: SignedInCustomer } | { guestSessionKey: string | null };

/** Whose orders are this reader's own: a customer's, or a guest's placed from their session; null for none. */
export function ownerOf(reader: OrderReader): OrderOwner | null {
  if ('customer' in reader) return { customerId: reader.customer.customerId };
  return reader.guestSessionKey ? { guestSessionKey: reader.guestSessionKey } : null;
}

/** The order this reader may see, or null when there is none or it is not theirs. */
export async function findReadableOrder(db: Database, lookup: OrderLookup, reader: OrderReader): Promise<OrderRow | null> {
  if ('orderKey' in lookup) return findOrderByKey(db, lookup.orderKey);
  const owner = ownerOf(reader);
  return owner ? findOwnedOrder(db, lookup.databaseId, owner) : null;
}
