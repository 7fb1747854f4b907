// An order's lines and coupons as checkout stored them, read for many orders in one query each.
// A line also says what its product is now (virtual, downloadable, with files), which decides
// whether the order needs processing and has downloads; a product deleted since is neither.
import { asc, inArray, sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import type { AttributeValue } from '../../../db/schema/catalog';
import { orderCoupons } from '../../../db/schema/orders';
import { groupBy } from '../../group-by';

export interface OrderLineRecord {
  id: number;
  orderId: number;
  productId: number | null;
  variationId: number | null;
  /** The chosen attributes, "any" values filled in. */
  variation: AttributeValue[];
  /** The name the line was sold under. */
  name: string;
  quantity: number;
  /** Cents. */
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
  virtual: boolean;
  downloadable: boolean;
  hasDownloads: boolean;
}

export type OrderCouponRecord = typeof orderCoupons.$inferSelect;

export async function loadOrderLines(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderLineRecord[]>> {
  const rows = await queryRows<OrderLineRecord>(
    db,
    sql`select ol.id, ol.order_id as "orderId", ol.product_id as "productId", ol.variation_id as "variationId",
        ol.variation, ol.name, ol.quantity, ol.subtotal, ol.subtotal_tax as "subtotalTax", ol.total,
        ol.total_tax as "totalTax",
        coalesce(pv.virtual, p.virtual, false) as virtual,
        coalesce(pv.downloadable, p.downloadable, false) as downloadable,
        exists (select 1 from product_downloads d where d.product_id = ol.product_id) as "hasDownloads"
      from order_lines ol
      left join products p on p.id = ol.product_id
      left join product_variations pv on pv.id = ol.variation_id
      where ol.order_id = any(${intArray(orderIds)})
      order by ol.order_id, ol.position, ol.id`,
  );
  return groupBy(rows, (row) => row.orderId);
}

export async function loadOrderCoupons(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderCouponRecord[]>> {
  const rows = await db
    .select()
    .from(orderCoupons)
    .where(inArray(orderCoupons.orderId, [...orderIds]))
    .orderBy(asc(orderCoupons.orderId), asc(orderCoupons.id));
  return groupBy(rows, (row) => row.orderId);
}
