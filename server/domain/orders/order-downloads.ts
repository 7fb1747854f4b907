// What a paid order's downloads (store/order-downloads.ts) allow: none unless it is paid, and each
// only while its permission has downloads left and has not expired.
import type { OrderRow } from './store/orders';
import type { OrderDownloadRecord } from './store/order-downloads';
import { isoMoment } from './iso-moment';
import { isPaid } from './order-status';

export interface OrderDownload extends OrderDownloadRecord {
  /** ISO 8601, or null when access never expires. */
  accessExpires: string | null;
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
