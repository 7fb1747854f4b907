// Order notes as a shop manager writes them (WooCommerce's add_order_note): the note's text, kept as
// plain text, and whether it is meant for the customer (shown on their order, and mailed to them,
// as WooCommerce's "Customer note" mail) or private to the shop; and the private note every status
// change leaves, written by the shop in its own language.
import type { Database } from '../../db/connection';
import type { OrderStatus } from '../../db/schema/orders';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { queueCustomerNoteMail, shopLocale, type OrderMailing } from './order-mail';
import { statusName } from './order-status-names';
import { lockOrder } from './store/order-changes';
import { loadOrderLines } from './store/order-lines';
import { deleteOrderNote, insertOrderNote, type OrderNoteRecord } from './store/order-notes';
import type { OrderRow } from './store/orders';

const noteLimit = 5_000;
/** WooGraphQL's refusal of an order that is not there. */
export const unknownOrder = () => new InputError(new StoreMessage('unknownOrder'));

/** WooCommerce's note of a status change: "Order status changed from On hold to Processing." */
export function statusChangeNote(from: OrderStatus, to: OrderStatus): string {
  return new StoreMessage('orderStatusChanged', { from: statusName(from), to: statusName(to) }).in(shopLocale);
}

export interface NoteInput {
  note?: string | null;
  isCustomerNote?: boolean | null;
}

/** Adds a manager's note to the order, and mails one meant for the customer to them (with `mailing`); answers the note and the order. */
export async function addOrderNote(
  db: Database,
  orderId: number,
  input: NoteInput,
  { managerId, mailing }: { managerId: number; mailing?: OrderMailing },
): Promise<{ note: OrderNoteRecord; order: OrderRow }> {
  const content = input.note?.trim() ?? '';
  if (!content) throw new InputError(new StoreMessage('orderNoteRequired'));
  if (content.length > noteLimit) throw new InputError(new StoreMessage('orderNoteTooLong', { max: noteLimit }));
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw unknownOrder();
    const note = await insertOrderNote(tx, { orderId, content, isCustomerNote: input.isCustomerNote ?? false, addedBy: managerId });
    if (note.isCustomerNote && mailing) await queueCustomerNoteMail(tx, mailing, order, (await loadOrderLines(tx, [orderId])).get(orderId) ?? [], content);
    return { note, order };
  });
}

/** Deletes the order's note for good; answers it and the order. */
export async function removeOrderNote(db: Database, orderId: number, noteId: number): Promise<{ note: OrderNoteRecord; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw unknownOrder();
    const note = await deleteOrderNote(tx, orderId, noteId);
    if (!note) throw new InputError(new StoreMessage('unknownOrderNote'));
    return { note, order };
  });
}
