// An order's stock as the shop moves it (status-rules.ts): put back when the order stops holding it,
// taken again when it starts to, in the change's transaction. The rows are locked as checkout locks
// them (products, then variations, each by id), so a change and a checkout wait for each other
// instead of deadlocking; stock is taken with checkout's guarded update, never below zero unless
// the shop takes backorders.
import type { Database } from '../../db/connection';
import { lockStockRows, putBackStockUnits, takeStockUnits, type LockedStockRow } from '../checkout/store/stock';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { orderStockRows, type OrderStockRow } from './store/order-stock';

/** The order's stock rows, locked, each with what it holds now. */
async function lockedStockRows(tx: Database, orderId: number): Promise<(OrderStockRow & { locked?: LockedStockRow })[]> {
  const rows = await orderStockRows(tx, orderId);
  const locked = new Map<string, LockedStockRow>();
  for (const table of ['products', 'product_variations'] as const) {
    const ids = rows.filter((row) => row.table === table).map((row) => row.id);
    for (const row of await lockStockRows(tx, table, ids)) locked.set(`${table}:${row.id}`, row);
  }
  return rows.map((row) => ({ ...row, locked: locked.get(`${row.table}:${row.id}`) }));
}

/** In `tx`: the order's units back into stock. */
export async function putBackOrderStock(tx: Database, orderId: number): Promise<void> {
  for (const row of await lockedStockRows(tx, orderId)) await putBackStockUnits(tx, row.table, row.id, row.quantity);
}

/** In `tx`: the order's units out of stock; refused, naming the line, when there are not enough. */
export async function takeOrderStock(tx: Database, orderId: number): Promise<void> {
  for (const row of await lockedStockRows(tx, orderId)) {
    if (await takeStockUnits(tx, row.table, row.id, row.quantity)) continue;
    const left = Math.max(0, row.locked?.stockQuantity ?? 0);
    throw new InputError(new StoreMessage('orderStockShort', { needed: row.quantity, name: row.name, left }));
  }
}
