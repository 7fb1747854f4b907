// What an order's lines (store/order-lines.ts) say of the order, as WooCommerce decides it.
import type { OrderLineRecord } from './store/order-lines';

/** WooCommerce's needs_processing: any line that is not both virtual and downloadable. */
export function linesNeedProcessing(lines: readonly OrderLineRecord[]): boolean {
  return lines.some((line) => !(line.virtual && line.downloadable));
}

/** WooCommerce's has_downloadable_item: a downloadable line whose product has files. */
export function linesHaveDownloads(lines: readonly OrderLineRecord[]): boolean {
  return lines.some((line) => line.downloadable && line.hasDownloads);
}
