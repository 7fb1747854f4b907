// WooCommerce's order notes in WooGraphQL: Order.orderNotes (a shop manager reads every note, anyone
// else who may read the order only the notes meant for the customer), and the managers'
// createOrderNote (a note for the customer is mailed to them) and deleteOrderNote.
import { isoMoment } from '../../domain/orders/iso-moment';
import { addOrderNote, removeOrderNote } from '../../domain/orders/order-notes';
import type { OrderNoteRecord } from '../../domain/orders/store/order-notes';
import type { OrderRow } from '../../domain/orders/store/orders';
import { InputError } from '../../domain/input-error';
import { StoreMessage } from '../../domain/store-message';
import { requireCapability, viewerCan } from '../accounts/require-capability';
import { connection } from '../catalog/connections';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList } from '../paging';
import { databaseIdFrom, fromCursor, toGlobalId } from '../relay';
import { createOrderLoaders } from './loaders';
import { orderMailingOf } from './order-mailing';

type ListArgs = { first?: number | null; after?: string | null };
type NoteInput = { clientMutationId?: string | null; orderId?: string | null; note?: string | null; isCustomerNote?: boolean | null };
type DeleteNoteInput = { clientMutationId?: string | null; orderId?: string | null; id?: string | null };

const noteId = (note: OrderNoteRecord) => note.id;

function orderIdOf(input: { orderId?: string | null }): number {
  if (!input.orderId) throw new InputError(new StoreMessage('orderIdInvalid'));
  return databaseIdFrom('order', input.orderId);
}

export const orderNoteResolvers = {
  Order: {
    async orderNotes(order: OrderRow, { first, after }: ListArgs, ctx: GraphQLContext) {
      const all = await ctx.orders.notes.load(order.id);
      const shown = (await viewerCan(ctx, 'edit_shop_orders')) ? all : all.filter((note) => note.isCustomerNote);
      const page = connection(pageList(shown, noteId, cappedPageSize(first, nestedListCap), after ? fromCursor(after) : null), noteId);
      return { ...page, edges: page.edges.map((edge) => ({ ...edge, isCustomerNote: edge.node.isCustomerNote })) };
    },
  },
  // WordPress keeps order notes as comments, numbered with the reviews.
  OrderNote: {
    id: (note: OrderNoteRecord) => toGlobalId('comment', note.id),
    databaseId: noteId,
    note: (note: OrderNoteRecord) => note.content,
    dateCreated: (note: OrderNoteRecord) => isoMoment(note.createdAt),
  },
  RootMutation: {
    async createOrderNote(_: unknown, { input }: { input: NoteInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      const managerId = await requireCapability(ctx, 'edit_shop_orders', 'cannotCreateOrderNote');
      const mailing = orderMailingOf(ctx);
      const { note, order } = await addOrderNote(ctx.db, orderIdOf(input), input, { managerId, mailing });
      mailing?.mailer.sendQueued(ctx.db);
      ctx.orders = createOrderLoaders(ctx.db);
      return { clientMutationId: input.clientMutationId, order, orderNote: note };
    },
    async deleteOrderNote(_: unknown, { input }: { input: DeleteNoteInput }, ctx: GraphQLContext) {
      await ctx.limits?.take('shopChange');
      await requireCapability(ctx, 'delete_shop_orders', 'cannotDeleteOrder');
      const orderId = orderIdOf(input);
      if (!input.id) throw new InputError(new StoreMessage('orderNoteIdInvalid'));
      const { note, order } = await removeOrderNote(ctx.db, orderId, databaseIdFrom('comment', input.id));
      ctx.orders = createOrderLoaders(ctx.db);
      return { clientMutationId: input.clientMutationId, order, orderNote: note };
    },
  },
};
