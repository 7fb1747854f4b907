// Customer.orders: the viewer's own orders, newest first, at most 100 a page (SPEC §9); none for a
// guest or for another customer's Customer (an order's customer, seen through the order's key).
import { customerOrdersPage } from '../../domain/orders/customer-orders';
import type { OrderRow } from '../../domain/orders/order-access';
import { connection } from '../catalog/connections';
import type { CustomerSource } from '../cart/customer';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap } from '../paging';
import { fromCursor } from '../relay';
import { ownAccountId } from './customer-account';

type ListArgs = { first?: number | null; after?: string | null };

const orderId = (order: OrderRow) => order.id;

export const customerOrderResolvers = {
  async orders(customer: CustomerSource, { first, after }: ListArgs, ctx: GraphQLContext) {
    const size = cappedPageSize(first, nestedListCap);
    const afterId = after ? fromCursor(after) : null;
    const customerId = ownAccountId(customer, ctx);
    const page =
      customerId === null
        ? { items: [], hasNextPage: false, hasPreviousPage: false }
        : await customerOrdersPage(ctx.db, customerId, size, afterId);
    return connection(page, orderId);
  },
};
