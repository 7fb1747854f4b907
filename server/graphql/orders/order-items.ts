// Resolvers of an order's items: its lines (WooGraphQL's LineItem), coupons, shipping and
// downloads. Lines show their product and variation through the catalog's batchers, so an
// order's lines cost one query per relation, not one per line.
import type { OrderRow } from '../../domain/orders/store/orders';
import { downloadKeyOf } from '../../domain/downloads/download-key';
import { downloadPath, downloadToken } from '../../domain/downloads/download-token';
import { isDownloadOpen, type OrderDownload } from '../../domain/orders/order-downloads';
import type { OrderCouponRecord, OrderLineRecord } from '../../domain/orders/store/order-lines';
import { soldProduct } from '../../domain/orders/sold-product';
import { selectMeta } from '../../domain/catalog/product-meta';
import { amountText as money, type PriceFormat } from '../../domain/money';
import type { GraphQLContext } from '../context';
import { toCursor } from '../relay';

type Format = { format?: PriceFormat | null };
type MetaArgs = { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null };

/** An order has one shipping line: the method checkout chose, with its cost. */
export interface ShippingLineSource {
  id: number;
  orderId: number;
  methodTitle: string;
  total: number;
  totalTax: number;
}

export function shippingLinesOf(order: OrderRow): ShippingLineSource[] {
  if (order.shippingMethodTitle === null) return [];
  return [{ id: 1, orderId: order.id, methodTitle: order.shippingMethodTitle, total: order.shippingTotal, totalTax: order.shippingTax }];
}

/** WooGraphQL's global id of an order item: `order_item:<order id>+<item id>`. */
function orderItemId(orderId: number, itemId: string | number): string {
  return Buffer.from(`order_item:${orderId}+${itemId}`).toString('base64');
}

const cents = <Source>(pick: (source: Source) => number) => (source: Source, { format }: Format) => money(pick(source), format);

export const orderItemResolvers = {
  LineItem: {
    id: (line: OrderLineRecord) => orderItemId(line.orderId, line.id),
    databaseId: (line: OrderLineRecord) => line.id,
    subtotal: cents((line: OrderLineRecord) => line.subtotal),
    subtotalTax: cents((line: OrderLineRecord) => line.subtotalTax),
    total: cents((line: OrderLineRecord) => line.total),
    totalTax: cents((line: OrderLineRecord) => line.totalTax),
    // WooCommerce keeps a line's chosen attributes as its meta (`pa_color` → `navy`).
    metaData: (line: OrderLineRecord, args: MetaArgs) =>
      selectMeta(
        line.variation.map(({ name, value }, index) => ({ id: index + 1, productId: line.productId ?? 0, key: name, value })),
        args,
      ),
    // A product the shop no longer sells still shows, as the line recorded it.
    async product(line: OrderLineRecord, _: unknown, { catalog }: GraphQLContext) {
      const node = (line.productId === null ? null : await catalog.product.load(line.productId)) ?? soldProduct(line);
      return { cursor: toCursor(node.id), node };
    },
    async variation(line: OrderLineRecord, _: unknown, { catalog }: GraphQLContext) {
      if (line.variationId === null || line.productId === null) return null;
      const found = (await catalog.variations.load(line.productId)).find((variation) => variation.id === line.variationId);
      if (!found) return null;
      // The line's own choices: a variation's "any" value as the shopper filled it in.
      const node = line.variation.length > 0 ? { ...found, attributes: line.variation } : found;
      return { cursor: toCursor(node.id), node };
    },
  },
  CouponLine: {
    id: (coupon: OrderCouponRecord) => orderItemId(coupon.orderId, `coupon-${coupon.id}`),
    databaseId: (coupon: OrderCouponRecord) => coupon.id,
    discount: (coupon: OrderCouponRecord) => money(coupon.discount, 'raw'),
    discountTax: (coupon: OrderCouponRecord) => money(coupon.discountTax, 'raw'),
  },
  ShippingLine: {
    id: (line: ShippingLineSource) => orderItemId(line.orderId, 'shipping'),
    databaseId: () => null,
    total: (line: ShippingLineSource) => money(line.total, 'raw'),
    totalTax: (line: ShippingLineSource) => money(line.totalTax, 'raw'),
  },
  DownloadableItem: {
    id: (download: OrderDownload) => Buffer.from(`download:${download.orderId}+${download.downloadId}`).toString('base64'),
    // A signed link to the download route while the permission allows a download; none once it is used up or expired.
    async url(download: OrderDownload, _: unknown, { db, shopOrigin }: GraphQLContext) {
      if (!isDownloadOpen(download, new Date())) return null;
      return `${shopOrigin}${downloadPath}${downloadToken(download.id, await downloadKeyOf(db))}`;
    },
    async product(download: OrderDownload, _: unknown, { catalog }: GraphQLContext) {
      return catalog.product.load(download.productId);
    },
  },
};
