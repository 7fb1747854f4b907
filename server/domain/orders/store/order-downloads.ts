// The files paid orders give access to: their download permissions (domain/downloads/), made when
// an order was paid, with what is left of each, and a customer's orders that have some. Only the
// files' names are read here, never their bytes.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { orders, type OrderStatus } from '../../../db/schema/orders';
import { groupBy } from '../../group-by';
import { liveRows, type OrderRow } from './orders';

export interface OrderDownloadRecord {
  /** The permission's id (download_permissions.id). */
  id: number;
  orderId: number;
  productId: number;
  downloadId: string;
  name: string;
  accessExpiresAt: Date | null;
  /** Null when downloads are unlimited. */
  downloadsRemaining: number | null;
}

export async function loadOrderDownloads(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderDownloadRecord[]>> {
  const rows = await queryRows<Omit<OrderDownloadRecord, 'accessExpiresAt'> & { accessExpiresAt: Date | string | null }>(
    db,
    sql`select dp.id, dp.order_id as "orderId", dp.product_id as "productId", dp.download_id as "downloadId", d.name,
        dp.access_expires as "accessExpiresAt", dp.downloads_remaining as "downloadsRemaining"
      from download_permissions dp
      join product_downloads d on d.download_id = dp.download_id
      where dp.order_id = any(${intArray(orderIds)})
      order by dp.order_id, dp.id`,
  );
  // node-postgres reads a raw timestamptz as a Date, PGlite as text.
  const records = rows.map((row) => ({ ...row, accessExpiresAt: row.accessExpiresAt === null ? null : new Date(row.accessExpiresAt) }));
  return groupBy(records, (row) => row.orderId);
}

/** The customer's orders of one of the statuses that have download permissions, newest first. */
export async function findOrdersWithDownloads(db: Database, customerId: number, statuses: readonly OrderStatus[]): Promise<OrderRow[]> {
  return liveRows(
    await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.customerId, customerId),
          inArray(orders.status, [...statuses]),
          sql`exists (select 1 from download_permissions dp where dp.order_id = ${orders.id})`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  );
}
