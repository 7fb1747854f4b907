// The files a paid order gives access to (WooCommerce's download permissions): each downloadable
// line's product files, once per order, with the product's download limit and expiry counted
// from the day the order was paid. Only the files' names are read here, never their bytes.
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { groupBy } from '../group-by';
import type { OrderRow } from './order-access';
import { isoMoment } from './iso-moment';
import { isPaid } from './order-status';

export interface OrderDownloadRecord {
  /** The file's row id (product_downloads.id). */
  id: number;
  orderId: number;
  productId: number;
  downloadId: string;
  name: string;
  downloadLimit: number | null;
  downloadExpiryDays: number | null;
}

export interface OrderDownload extends OrderDownloadRecord {
  /** ISO 8601, or null when access never expires. */
  accessExpires: string | null;
  /** Null when downloads are unlimited. */
  downloadsRemaining: number | null;
}

export async function loadOrderDownloads(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderDownloadRecord[]>> {
  const rows = await queryRows<OrderDownloadRecord>(
    db,
    sql`select distinct on (ol.order_id, d.id) d.id, ol.order_id as "orderId", d.product_id as "productId",
        d.download_id as "downloadId", d.name, p.download_limit as "downloadLimit",
        p.download_expiry_days as "downloadExpiryDays"
      from order_lines ol
      join products p on p.id = ol.product_id
      left join product_variations pv on pv.id = ol.variation_id
      join product_downloads d on d.product_id = ol.product_id
      where ol.order_id = any(${intArray(orderIds)}) and coalesce(pv.downloadable, p.downloadable)
      order by ol.order_id, d.id`,
  );
  return groupBy(rows, (row) => row.orderId);
}

const dayMs = 24 * 60 * 60 * 1000;

/** The downloads an order grants: none until it is paid. */
export function grantedDownloads(order: OrderRow, files: readonly OrderDownloadRecord[]): OrderDownload[] {
  if (!isPaid(order)) return [];
  const paidAt = order.paidAt ?? order.createdAt;
  return files.map((file) => ({
    ...file,
    accessExpires:
      file.downloadExpiryDays && file.downloadExpiryDays > 0 ? isoMoment(new Date(paidAt.getTime() + file.downloadExpiryDays * dayMs)) : null,
    // Nothing counts downloads yet: the download route (the downloads issue) will.
    downloadsRemaining: file.downloadLimit && file.downloadLimit > 0 ? file.downloadLimit : null,
  }));
}
