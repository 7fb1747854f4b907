// The manager area's calls on orders (WooGraphQL's admin side): every customer's orders by status
// and search, one order, a new status, a note. Each carries the manager's auth token
// (sessionClient) and answers the area's own shapes (domain/shop/types.ts).
import type { OrderStatus } from '../../domain/order/types';
import type { ShopOrder, ShopOrderRow, ShopPage } from '../../domain/shop/types';
import { formatRawPrice } from '../../i18n/format';
import { sessionClient } from '../cart';
import { execute } from '../executor';
import { reshapeAddress } from '../reshape/cart';
import {
  CreateOrderNoteDocument,
  ShopOrderDocument,
  ShopOrdersDocument,
  UpdateOrderStatusDocument,
  type ShopOrderFragment,
} from './generated/graphql';

/** Orders on one list page; a manager pages on. */
export const ordersPageSize = 20;

export interface OrdersQuery {
  /** null: every status. */
  status: OrderStatus | null;
  search: string;
  after: string | null;
}

export async function getShopOrders(endpoint: string, query: OrdersQuery): Promise<ShopPage<ShopOrderRow>> {
  const answer = await execute(sessionClient(endpoint), ShopOrdersDocument, {
    first: ordersPageSize,
    after: query.after,
    statuses: query.status ? [query.status] : null,
    search: query.search.trim() || null,
  });
  const orders = answer.orders;
  return {
    rows: (orders?.nodes ?? []).flatMap((order) =>
      order.databaseId
        ? [
            {
              databaseId: order.databaseId,
              number: order.orderNumber ?? String(order.databaseId),
              date: order.date ?? '',
              status: order.status ?? 'PENDING',
              total: formatRawPrice(order.total),
              customer: [order.billing?.firstName, order.billing?.lastName].filter(Boolean).join(' '),
              email: order.billing?.email ?? '',
              paymentMethod: order.paymentMethodTitle ?? '',
            },
          ]
        : [],
    ),
    nextCursor: orders?.pageInfo.hasNextPage ? orders.pageInfo.endCursor : null,
  };
}

/** One order; null when the store has none of that number (or it is in the trash). */
export async function getShopOrder(endpoint: string, databaseId: number): Promise<ShopOrder | null> {
  const answer = await execute(sessionClient(endpoint), ShopOrderDocument, { id: String(databaseId) });
  return answer.order ? reshapeShopOrder(answer.order) : null;
}

export async function setOrderStatus(endpoint: string, databaseId: number, status: OrderStatus): Promise<ShopOrder> {
  const answer = await execute(sessionClient(endpoint), UpdateOrderStatusDocument, { id: String(databaseId), status });
  return saved(answer.updateOrder?.order);
}

export async function addOrderNote(endpoint: string, databaseId: number, note: { text: string; forCustomer: boolean }): Promise<ShopOrder> {
  const answer = await execute(sessionClient(endpoint), CreateOrderNoteDocument, { orderId: String(databaseId), note: note.text.trim(), isCustomerNote: note.forCustomer });
  return saved(answer.createOrderNote?.order);
}

function saved(order: ShopOrderFragment | null | undefined): ShopOrder {
  if (!order) throw new Error('Something went wrong');
  return reshapeShopOrder(order);
}

function reshapeShopOrder(order: ShopOrderFragment): ShopOrder {
  return {
    databaseId: order.databaseId ?? 0,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date ?? '',
    datePaid: order.datePaid ?? null,
    status: order.status ?? 'PENDING',
    paymentMethod: order.paymentMethodTitle ?? '',
    customerNote: order.customerNote ?? '',
    lines: (order.lineItems?.nodes ?? []).map((line, index) => ({
      id: line.databaseId ?? index,
      name: line.variation?.node.name ?? line.product?.node.name ?? '',
      quantity: line.quantity ?? 0,
      total: formatRawPrice(line.total),
    })),
    totals: {
      subtotal: formatRawPrice(order.subtotal),
      // No discount or no shipping (a download) is no row of the totals.
      discount: Number(order.discountTotal) ? formatRawPrice(order.discountTotal) : '',
      shipping: Number(order.shippingTotal) ? formatRawPrice(order.shippingTotal) : '',
      tax: formatRawPrice(order.totalTax),
      total: formatRawPrice(order.total),
    },
    billing: reshapeAddress(order.billing),
    shipping: reshapeAddress(order.shipping),
    notes: (order.orderNotes?.nodes ?? []).map((note) => ({
      id: note.databaseId ?? 0,
      note: note.note ?? '',
      forCustomer: note.isCustomerNote ?? false,
      date: note.dateCreated ?? '',
    })),
  };
}
