// Customer.orders: the viewer's own orders, newest first, at most 100 a page (SPEC §9), narrowed by
// `where: { search }` (domain/orders/customer-orders.ts); a guest's are the orders placed from their
// cart session, as WooGraphQL clients read the order just placed; none for another customer's
// Customer (an order's customer, seen through the order's key).
import { customerOrdersPage } from '../../domain/orders/customer-orders';
import type { OrderReader } from '../../domain/orders/order-access';
import type { OrderRow } from '../../domain/orders/store/orders';
import { connection } from '../catalog/connections';
import type { CustomerSource } from '../cart/customer-source';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap } from '../paging';
import { fromCursor } from '../relay';
import { ownAccountId } from './customer-account';

type ListArgs = { first?: number | null; after?: string | null; where?: { search?: string | null } | null };

const orderId = (order: OrderRow) => order.id;

/** A Customer without an account is the session's guest; one with an account is read only as the viewer's own. */
async function readerOf(customer: CustomerSource, ctx: GraphQLContext): Promise<OrderReader> {
  if (!customer.account) return { guestSessionKey: await ctx.session.sessionKey() };
  return ctx.viewer && ownAccountId(customer, ctx) !== null ? { customer: ctx.viewer } : { guestSessionKey: null };
}

export const customerOrderResolvers = {
  async orders(customer: CustomerSource, { first, after, where }: ListArgs, ctx: GraphQLContext) {
    const size = cappedPageSize(first, nestedListCap);
    const afterId = after ? fromCursor(after) : null;
    return connection(await customerOrdersPage(ctx.db, await readerOf(customer, ctx), size, afterId, where?.search), orderId);
  },
};
