// Resolvers of the order (WooGraphQL's Order) and the root `order` field (a customer's own, or any
// for a shop manager). An Order's parent is the orders table row as checkout writes it (the
// checkout mutation answers the same row), so every field reads that row, and its lines, coupons,
// downloads and notes through the request's batchers.
import { findReadableOrder, type OrderLookup } from '../../domain/orders/order-access';
import { findAnyOrder, type OrderRow } from '../../domain/orders/store/orders';
import { viewerCan } from '../accounts/require-capability';
import { grantedDownloads } from '../../domain/orders/order-downloads';
import { isoMoment } from '../../domain/orders/iso-moment';
import { linesHaveDownloads, linesNeedProcessing } from '../../domain/orders/order-lines';
import { isPaid, needsPayment, needsShippingAddress } from '../../domain/orders/order-status';
import { amountText as money, type PriceFormat } from '../../domain/money';
import { andThen } from '../batcher';
import { connection } from '../catalog/connections';
import type { GraphQLContext } from '../context';
import { cappedPageSize, nestedListCap, pageList } from '../paging';
import { databaseIdOf, fromCursor, toGlobalId } from '../relay';
import { loadOrderCustomer } from './order-customer';
import { shippingLinesOf } from './order-items';
import { createdViaKey } from '../../domain/checkout/store/placed-orders';
import { selectMeta } from '../../domain/catalog/product-meta';
import { paymentInstructionsKey, paymentInstructionsOf } from '../../domain/orders/payment-instructions';

type Format = { format?: PriceFormat | null };
type OrderIdType = 'id' | 'database_id' | 'order_key';
type ListArgs = { first?: number | null; after?: string | null };
type MetaArgs = { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null };

/** A page of an order's items, with WPGraphQL's cursors over their ids. */
function itemConnection<Item>(items: readonly Item[], idOf: (item: Item) => number, { first, after }: ListArgs) {
  return connection(pageList(items, idOf, cappedPageSize(first, nestedListCap), after ? fromCursor(after) : null), idOf);
}

function lookupOf(idType: OrderIdType, id: string): OrderLookup {
  return idType === 'order_key' ? { orderKey: id } : { databaseId: databaseIdOf('order', idType, id) };
}

const amount = (pick: (order: OrderRow) => number) => (order: OrderRow, { format }: Format) => money(pick(order), format);

export const orderResolvers = {
  OrderStatusEnum: {
    PENDING: 'pending',
    PROCESSING: 'processing',
    ON_HOLD: 'on-hold',
    COMPLETED: 'completed',
    CANCELLED: 'cancelled',
    REFUNDED: 'refunded',
    FAILED: 'failed',
    CHECKOUT_DRAFT: 'checkout-draft',
  },
  OrderIdTypeEnum: { ID: 'id', DATABASE_ID: 'database_id', ORDER_KEY: 'order_key' },
  RootQuery: {
    async order(_: unknown, args: { id?: string | null; idType?: OrderIdType | null }, ctx: GraphQLContext) {
      const { db, viewer, session } = ctx;
      if (!args.id) return null;
      const idType = args.idType ?? 'id';
      // A shop manager reads any customer's order by its number or global id.
      if (idType !== 'order_key' && (await viewerCan(ctx, 'edit_shop_orders'))) return findAnyOrder(db, databaseIdOf('order', idType, args.id));
      if (idType === 'order_key' || viewer) return findReadableOrder(db, lookupOf(idType, args.id), viewer ? { customer: viewer } : { guestSessionKey: null });
      // A guest without a cart session has no order but by key: a number or global id tells them
      // nothing, not even whether it is well formed.
      const guestSessionKey = await session.sessionKey();
      if (!guestSessionKey) return null;
      return findReadableOrder(db, lookupOf(idType, args.id), { guestSessionKey });
    },
  },
  Order: {
    id: (order: OrderRow) => toGlobalId('order', order.id),
    databaseId: (order: OrderRow) => order.id,
    orderNumber: (order: OrderRow) => String(order.id),
    date: (order: OrderRow) => isoMoment(order.createdAt),
    datePaid: (order: OrderRow) => (order.paidAt ? isoMoment(order.paidAt) : null),
    needsPayment,
    needsShippingAddress,
    needsProcessing: (order: OrderRow, _: unknown, { orders }: GraphQLContext) => andThen(orders.lines.get(order.id), linesNeedProcessing),
    hasDownloadableItem: (order: OrderRow, _: unknown, { orders }: GraphQLContext) => andThen(orders.lines.get(order.id), linesHaveDownloads),
    customerNote: (order: OrderRow) => order.customerNote || null,
    transactionId: (order: OrderRow) => order.transactionId || null,
    // The gateway's title in the reader's language while the shop has it; else as the order kept it.
    paymentMethodTitle: (order: OrderRow, _: unknown, { checkout, locale }: GraphQLContext) =>
      checkout.gateways.find((gateway) => gateway.id === order.paymentMethod)?.texts[locale].title ?? order.paymentMethodTitle,
    // The order's public meta data (keys with _ are the shop's own), and how to pay an order that
    // waits for a transfer or cheque: WooGraphQL has no field of its own for a gateway's
    // instructions, and Order.metaData is how a WooCommerce site hands such order data to a
    // storefront (domain/orders/payment-instructions.ts).
    metaData: (order: OrderRow, args: MetaArgs, { checkout, locale }: GraphQLContext) => {
      const instructions = paymentInstructionsOf(order, checkout.gateways, locale);
      const entries = [
        ...order.metaData.filter((entry) => !entry.key.startsWith('_')),
        ...(instructions ? [{ key: paymentInstructionsKey, value: JSON.stringify(instructions) }] : []),
      ];
      return selectMeta(
        entries.map((entry, index) => ({ id: index + 1, ...entry })),
        args,
      );
    },
    createdVia: (order: OrderRow) => order.metaData.find((entry) => entry.key === createdViaKey)?.value ?? null,
    customer: (order: OrderRow, _: unknown, { db }: GraphQLContext) => (order.customerId === null ? null : loadOrderCustomer(db, order.customerId)),
    lineItems: (order: OrderRow, args: ListArgs, { orders }: GraphQLContext) =>
      andThen(orders.lines.get(order.id), (lines) => itemConnection(lines, (line) => line.id, args)),
    couponLines: (order: OrderRow, args: ListArgs, { orders }: GraphQLContext) =>
      andThen(orders.coupons.get(order.id), (coupons) => itemConnection(coupons, (coupon) => coupon.id, args)),
    shippingLines: (order: OrderRow, args: ListArgs) => itemConnection(shippingLinesOf(order), (line) => line.id, args),
    // Downloads open once the order is paid; until then nothing is read for them.
    downloadableItems: (order: OrderRow, args: ListArgs, { orders }: GraphQLContext) =>
      isPaid(order)
        ? andThen(orders.downloads.get(order.id), (files) => itemConnection(grantedDownloads(order, files), (file) => file.id, args))
        : itemConnection([], () => 0, args),
    subtotal: amount((order) => order.subtotal),
    discountTotal: amount((order) => order.discountTotal),
    discountTax: amount((order) => order.discountTax),
    shippingTotal: amount((order) => order.shippingTotal),
    shippingTax: amount((order) => order.shippingTax),
    totalTax: amount((order) => order.totalTax),
    total: amount((order) => order.total),
  },
};
