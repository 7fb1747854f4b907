// The shop's side of orders in the WooGraphQL schema the store backend implements, for its managers:
// every customer's orders (by status, customer and WooCommerce's order search), updateOrder (status,
// the customer's note, billing and shipping addresses), deleteOrder (to the trash, or for good), and
// WooCommerce's order notes (private, or meant for the customer) with their create and delete
// mutations. Of the mutations' inputs only what the shop honours is kept; WooGraphQL has no refund
// mutation, so a refund is the status REFUNDED.
import type { SchemaSelection } from './selection';

const connectionPage = ['endCursor', 'hasNextPage', 'hasPreviousPage', 'startCursor'];

export const shopOrders: SchemaSelection = {
  RootQuery: ['orders(first, after, where)'],
  RootQueryToOrderConnectionWhereArgs: ['statuses', 'customerId', 'search'],
  RootQueryToOrderConnection: ['edges', 'nodes', 'pageInfo'],
  RootQueryToOrderConnectionEdge: ['cursor', 'node'],
  RootQueryToOrderConnectionPageInfo: connectionPage,

  RootMutation: ['updateOrder(input)', 'deleteOrder(input)', 'createOrderNote(input)', 'deleteOrderNote(input)'],
  UpdateOrderInput: ['clientMutationId', 'id', 'status', 'customerNote', 'billing', 'shipping'],
  UpdateOrderPayload: ['clientMutationId', 'order'],
  DeleteOrderInput: ['clientMutationId', 'id', 'forceDelete'],
  DeleteOrderPayload: ['clientMutationId', 'order'],

  Order: ['orderNotes(first, after)'],
  OrderNote: ['id', 'databaseId', 'note', 'isCustomerNote', 'dateCreated'],
  OrderToOrderNoteConnection: ['edges', 'nodes', 'pageInfo'],
  OrderToOrderNoteConnectionEdge: ['cursor', 'node', 'isCustomerNote'],
  OrderToOrderNoteConnectionPageInfo: connectionPage,
  CreateOrderNoteInput: ['clientMutationId', 'orderId', 'note', 'isCustomerNote'],
  CreateOrderNotePayload: ['clientMutationId', 'order', 'orderNote'],
  DeleteOrderNoteInput: ['clientMutationId', 'orderId', 'id', 'force'],
  DeleteOrderNotePayload: ['clientMutationId', 'order', 'orderNote'],
};
