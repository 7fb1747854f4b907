// The files a paid order gives access to: its download permissions (domain/downloads/), made when
// the order was paid, with what is left of each. Only the files' names are read here, never their bytes.
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { groupBy } from '../group-by';
import type { OrderRow } from './order-access';
import { isoMoment } from './iso-moment';
import { isPaid } from './order-status';

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

export interface OrderDownload extends OrderDownloadRecord {
  /** ISO 8601, or null when access never expires. */
  accessExpires: string | null;
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

/** The downloads an order grants: none unless it is paid (a refunded or cancelled order's are closed). */
export function grantedDownloads(order: OrderRow, files: readonly OrderDownloadRecord[]): OrderDownload[] {
  if (!isPaid(order)) return [];
  return files.map((file) => ({ ...file, accessExpires: file.accessExpiresAt ? isoMoment(file.accessExpiresAt) : null }));
}

/** Whether the permission still allows a download now. */
export function isDownloadOpen(download: OrderDownloadRecord, now: Date): boolean {
  return (download.downloadsRemaining === null || download.downloadsRemaining > 0) && (download.accessExpiresAt === null || download.accessExpiresAt > now);
}
