// What the shop's changes to an order write, in the change's transaction: the order's row locked
// first (so two changes of one order take turns and each sees the other's result), then changed,
// put in the trash, or deleted with all that belongs to it (lines, coupons, notes, download
// permissions go with it).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { orders, trashedStatus } from '../../../db/schema/orders';
import { liveOrder, liveRows, type OrderRow } from './orders';

export type OrderRowChanges = Partial<Pick<OrderRow, 'status' | 'customerNote' | 'billing' | 'shipping' | 'stockReduced' | 'paidAt'>>;

/** In `tx`: the order, its row locked until `tx` ends; null when there is none (or it is in the trash). */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | null> {
  const [row] = liveRows(await tx.select().from(orders).where(and(liveOrder, eq(orders.id, orderId))).for('update'));
  return row ?? null;
}

/** In `tx`: whether there is an order of this id in the trash, its row locked until `tx` ends. */
export async function lockTrashedOrder(tx: Database, orderId: number): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.status, trashedStatus), eq(orders.id, orderId))).for('update');
  return row !== undefined;
}

export async function changeOrder(tx: Database, orderId: number, changes: OrderRowChanges): Promise<OrderRow> {
  const [row] = liveRows(await tx.update(orders).set(changes).where(eq(orders.id, orderId)).returning());
  return row!;
}

/** Puts the order in the trash, keeping the status it had as WordPress keeps a trashed post's (`_wp_trash_meta_status`). */
export async function trashOrder(tx: Database, order: OrderRow): Promise<void> {
  const metaData = [...order.metaData, { key: '_wp_trash_meta_status', value: order.status }];
  await tx.update(orders).set({ status: trashedStatus, metaData, stockReduced: false }).where(eq(orders.id, order.id));
}

export async function deleteOrderRow(tx: Database, orderId: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, orderId));
}
