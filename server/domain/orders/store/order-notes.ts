// Order notes as WooCommerce keeps them (db/schema/orders.ts): added one at a time, read for many
// orders in one query (newest first, as WooCommerce lists them), and deleted for good.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { orderNotes } from '../../../db/schema/orders';
import { groupBy } from '../../group-by';

export type OrderNoteRecord = typeof orderNotes.$inferSelect;
export type NewOrderNote = Pick<typeof orderNotes.$inferInsert, 'orderId' | 'content' | 'isCustomerNote' | 'addedBy'>;

export async function insertOrderNote(db: Database, note: NewOrderNote): Promise<OrderNoteRecord> {
  const [written] = await db.insert(orderNotes).values(note).returning();
  return written!;
}

/** The orders' notes, newest first. */
export async function loadOrderNotes(db: Database, orderIds: readonly number[]): Promise<Map<number, OrderNoteRecord[]>> {
  const rows = await db
    .select()
    .from(orderNotes)
    .where(inArray(orderNotes.orderId, [...orderIds]))
    .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id));
  return groupBy(rows, (row) => row.orderId);
}

/** Deletes the note if it is the order's; answers it, or null when the order has no such note. */
export async function deleteOrderNote(db: Database, orderId: number, noteId: number): Promise<OrderNoteRecord | null> {
  const [deleted] = await db
    .delete(orderNotes)
    .where(and(eq(orderNotes.id, noteId), eq(orderNotes.orderId, orderId)))
    .returning();
  return deleted ?? null;
}
