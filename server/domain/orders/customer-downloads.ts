// What a signed-in customer may download now: the download permissions of their own paid orders,
// newest order first, without those used up or expired (WooCommerce's "available downloads").
// Each comes with the same signed link the order-received page shows; the link is checked
// against its permission when used, so it stops working the moment the permission does.
import type { Database } from '../../db/connection';
import { grantedDownloads, isDownloadOpen, type OrderDownload } from './order-downloads';
import { paidStatuses } from './order-status';
import { findOrdersWithDownloads, loadOrderDownloads } from './store/order-downloads';

export async function customerDownloads(db: Database, customerId: number, now: Date): Promise<OrderDownload[]> {
  const paid = await findOrdersWithDownloads(db, customerId, paidStatuses);
  if (paid.length === 0) return [];
  const files = await loadOrderDownloads(
    db,
    paid.map((order) => order.id),
  );
  return paid.flatMap((order) => grantedDownloads(order, files.get(order.id) ?? [])).filter((download) => isDownloadOpen(download, now));
}
