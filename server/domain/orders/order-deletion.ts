// A shop manager deleting an order (WooGraphQL's deleteOrder): without forceDelete it goes to the
// trash, as WordPress trashes a post, where no reader finds it any more; with forceDelete it is
// deleted for good, with its lines, notes and download permissions (one in the trash too). An order
// that still held stock puts it back, so stock never stays taken by an order that is gone.
import type { Database } from '../../db/connection';
import { unknownOrder } from './order-notes';
import { putBackOrderStock } from './order-stock';
import { deleteOrderRow, lockOrder, lockTrashedOrder, trashOrder } from './store/order-changes';
import type { OrderRow } from './store/orders';

/** Trashes or deletes the order; answers it as it was before (null for one that was in the trash already). */
export async function deleteOrder(db: Database, orderId: number, forceDelete: boolean): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const live = await lockOrder(tx, orderId);
    if (!live) {
      if (!forceDelete || !(await lockTrashedOrder(tx, orderId))) throw unknownOrder();
      await deleteOrderRow(tx, orderId);
      return null;
    }
    if (live.stockReduced) await putBackOrderStock(tx, orderId);
    if (forceDelete) await deleteOrderRow(tx, orderId);
    else await trashOrder(tx, live);
    return live;
  });
}
