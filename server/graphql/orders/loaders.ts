// The orders' per-request batchers: an answer naming several orders (an order list, later) reads
// each relation of all of them in one query.
import type { Database } from '../../db/connection';
import { loadOrderDownloads, type OrderDownloadRecord } from '../../domain/orders/store/order-downloads';
import { loadOrderCoupons, loadOrderLines, type OrderCouponRecord, type OrderLineRecord } from '../../domain/orders/store/order-lines';
import { loadOrderNotes, type OrderNoteRecord } from '../../domain/orders/store/order-notes';
import { batcher, type Batcher } from '../batcher';

export interface OrderLoaders {
  lines: Batcher<number, OrderLineRecord[]>;
  coupons: Batcher<number, OrderCouponRecord[]>;
  downloads: Batcher<number, OrderDownloadRecord[]>;
  /** Every note, private ones too: the Order resolver shows a reader only what is theirs to see. */
  notes: Batcher<number, OrderNoteRecord[]>;
}

export function createOrderLoaders(db: Database): OrderLoaders {
  return {
    lines: batcher((ids) => loadOrderLines(db, ids), []),
    coupons: batcher((ids) => loadOrderCoupons(db, ids), []),
    downloads: batcher((ids) => loadOrderDownloads(db, ids), []),
    notes: batcher((ids) => loadOrderNotes(db, ids), []),
  };
}
