// The shop managers' side of orders in WooGraphQL: the root `orders` (every customer's; anyone
// without edit_shop_orders gets an empty list, as WooGraphQL answers them), updateOrder and
// deleteOrder. Each write is counted against the client's shopChange limit, needs its capability,
// and is thin over domain/orders/; its mails leave once it is committed.
import type { OrderStatus } from '../../db/schema/orders';
import type { AddressInput } from '../../domain/cart/cart-changes';
import { InputError } from '../../domain/input-error';
import { StoreMessage } from '../../domain/store-message';
import { deleteOrder } from '../../domain/orders/order-deletion';
import { updateOrder } from '../../domain/orders/order-update';
import { shopOrdersPage, type ShopOrdersWhere } from '../../domain/orders/shop-orders';
import type { OrderRow } from '../../domain/orders/store/orders';
import { requireCapability, viewerCan } from '../accounts/require-capability';
import { createCatalogLoaders } from '../catalog/loaders';
import { connection } from '../catalog/connections';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap } from '../paging';
import { databaseIdFrom, fromCursor } from '../relay';
import { createOrderLoaders } from './loaders';
import { orderMailingOf } from './order-mailing';

type ListArgs = { first?: number | null; after?: string | null; where?: ShopOrdersWhere | null };

interface UpdateOrderInput {
  clientMutationId?: string | null;
  id?: string | null;
  status?: OrderStatus | null;
  customerNote?: string | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
}

interface DeleteOrderInput {
  clientMutationId?: string | null;
  id?: string | null;
  forceDelete?: boolean | null;
}

const emptyPage = { items: [], hasNextPage: false, hasPreviousPage: false };

function orderIdOf(input: { id?: string | null }): number {
  if (!input.id) throw new InputError(new StoreMessage('noOrderId'));
  return databaseIdFrom('order', input.id);
}

/** After a write, what the answer reads is the database as the write left it (stock, downloads, notes). */
function readAfresh(ctx: GraphQLContext): void {
  ctx.orders = createOrderLoaders(ctx.db);
  ctx.catalog = createCatalogLoaders(ctx.db);
}

export const shopOrderResolvers = {
  RootQuery: {
    async orders(_: unknown, { first, after, where }: ListArgs, ctx: GraphQLContext) {
      const size = cappedPageSize(first, nestedListCap);
      const afterId = after ? fromCursor(after) : null;
      const page = (await viewerCan(ctx, 'edit_shop_orders')) ? await shopOrdersPage(ctx.db, where ?? {}, size, afterId) : emptyPage;
      return connection(page, (order: OrderRow) => order.id);
    },
  },
  RootMutation: {
    async updateOrder(_: unknown, { input }: { input: UpdateOrderInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      const managerId = await requireCapability(ctx, 'edit_shop_orders', 'cannotUpdateOrder');
      const mailing = orderMailingOf(ctx);
      const order = await updateOrder(ctx.db, orderIdOf(input), input, { managerId, mailing });
      mailing?.mailer.sendQueued(ctx.db);
      readAfresh(ctx);
      return { clientMutationId: input.clientMutationId, order };
    },
    async deleteOrder(_: unknown, { input }: { input: DeleteOrderInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      await requireCapability(ctx, 'delete_shop_orders', 'cannotDeleteOrder');
      const orderId = orderIdOf(input);
      // The answer is the order as it was: its lines and coupons are read before they go with it.
      await Promise.all([ctx.orders.lines.load(orderId), ctx.orders.coupons.load(orderId)]);
      const order = await deleteOrder(ctx.db, orderId, input.forceDelete ?? false);
      ctx.catalog = createCatalogLoaders(ctx.db);
      return { clientMutationId: input.clientMutationId, order };
    },
  },
};
