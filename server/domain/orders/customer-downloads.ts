// What a signed-in customer may download now: the download permissions of their own paid orders,
// newest order first, without those used up or expired (WooCommerce's "available downloads").
// Each comes with the same signed link the order-received page shows; the link is checked
// against its permission when used, so it stops working the moment the permission does.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { orders } from '../../db/schema/orders';
import { grantedDownloads, isDownloadOpen, loadOrderDownloads, type OrderDownload } from './order-downloads';
import { paidStatuses } from './order-status';

export async function customerDownloads(db: Database, customerId: number, now: Date): Promise<OrderDownload[]> {
  const paid = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, [...paidStatuses]),
        sql`exists (select 1 from download_permissions dp where dp.order_id = ${orders.id})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (paid.length === 0) return [];
  const files = await loadOrderDownloads(
    db,
    paid.map((order) => order.id),
  );
  return paid.flatMap((order) => grantedDownloads(order, files.get(order.id) ?? [])).filter((download) => isDownloadOpen(download, now));
}
