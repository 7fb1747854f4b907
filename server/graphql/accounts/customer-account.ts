// The signed-in customer as the `customer` query shows them: their account, with the addresses of
// their saved cart session (what the cart and checkout use) or, before they have one, the addresses
// saved on the account. A Customer is also shown as an order's customer to whoever holds the order's
// key, so its private parts (orders, downloads, meta data, registration date) answer only when it is
// the viewer's own.
import { findCustomer, type CustomerRecord } from '../../domain/accounts/store/customers';
import type { CustomerSource } from '../cart/customer-source';
import type { GraphQLContext } from '../context';

const records = new WeakMap<GraphQLContext, Map<number, Promise<CustomerRecord | null>>>();

/** The customer's row, read once per request. */
function customerRecord(ctx: GraphQLContext, customerId: number): Promise<CustomerRecord | null> {
  let byId = records.get(ctx);
  if (!byId) records.set(ctx, (byId = new Map()));
  let record = byId.get(customerId);
  if (!record) byId.set(customerId, (record = findCustomer(ctx.db, customerId)));
  return record;
}

/** The viewer's Customer; null when the account is gone. */
export async function viewerCustomerSource(ctx: GraphQLContext, customerId: number): Promise<CustomerSource | null> {
  const record = await customerRecord(ctx, customerId);
  if (!record) return null;
  const session = await ctx.session.read();
  return {
    billing: session?.billing ?? record.billing,
    shipping: session?.shipping ?? record.shipping,
    account: {
      id: record.id,
      username: record.username,
      email: record.email,
      firstName: record.firstName,
      lastName: record.lastName,
      isPayingCustomer: record.isPayingCustomer,
    },
  };
}

/** The account id of a Customer that is the viewer's own; null for a guest or anyone else's. */
export function ownAccountId(customer: CustomerSource, ctx: GraphQLContext): number | null {
  const id = customer.account?.id;
  return id !== undefined && id === ctx.viewer?.customerId ? id : null;
}

/** The row of a Customer that is the viewer's own; null otherwise. */
export function ownAccountRecord(customer: CustomerSource, ctx: GraphQLContext): Promise<CustomerRecord | null> {
  const id = ownAccountId(customer, ctx);
  return id === null ? Promise.resolve(null) : customerRecord(ctx, id);
}
