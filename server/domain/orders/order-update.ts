// A shop manager's change to an order (WooGraphQL's updateOrder): its status, the customer's note,
// and the billing and shipping addresses, all in one transaction on the order's locked row. A
// status change follows WooCommerce's rules (status-rules.ts): it is refused when the move makes no
// sense, puts stock back or takes it, grants downloads and dates the payment of a paid order, leaves
// a private note, and queues the mails WooCommerce sends for it.
import type { Database } from '../../db/connection';
import type { OrderStatus } from '../../db/schema/orders';
import { changedAddresses, type AddressInput } from '../cart/cart-changes';
import { customerNoteLimit } from '../checkout/checkout-input';
import { grantDownloads } from '../downloads/store/download-grants';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { queueCustomerMail, queueShopMail, type OrderMailing } from './order-mail';
import { statusChangeNote, unknownOrder } from './order-notes';
import { statusName } from './order-status-names';
import { putBackOrderStock, takeOrderStock } from './order-stock';
import { holdsStock, isPaidStatus, mayBecome, shopMailOf, tellsCustomer } from './status-rules';
import { changeOrder, lockOrder, type OrderRowChanges } from './store/order-changes';
import { insertOrderNote } from './store/order-notes';
import { loadOrderLines } from './store/order-lines';
import type { OrderRow } from './store/orders';

export interface OrderChanges {
  status?: OrderStatus | null;
  customerNote?: string | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
}

export interface OrderChanger {
  /** The shop manager making the change, named on its note. */
  managerId: number;
  /** Sends the change's mails; without it none is sent. */
  mailing?: OrderMailing;
}

function checkedNote(note: string | null | undefined): string | undefined {
  if (note === null || note === undefined) return undefined;
  const trimmed = note.trim();
  if (trimmed.length > customerNoteLimit) throw new InputError(new StoreMessage('orderNoteTooLong', { max: customerNoteLimit }));
  return trimmed;
}

/** In `tx`: what moving the order to `to` changes besides its status (stock, payment, downloads), and its note. */
async function statusChange(tx: Database, order: OrderRow, to: OrderStatus, managerId: number): Promise<OrderRowChanges> {
  if (!mayBecome(order.status, to)) {
    throw new InputError(new StoreMessage('orderStatusNotAllowed', { from: statusName(order.status), to: statusName(to) }));
  }
  const changes: OrderRowChanges = { status: to };
  if (order.stockReduced && !holdsStock(to)) {
    await putBackOrderStock(tx, order.id);
    changes.stockReduced = false;
  } else if (!order.stockReduced && holdsStock(to)) {
    await takeOrderStock(tx, order.id);
    changes.stockReduced = true;
  }
  if (isPaidStatus(to)) {
    await grantDownloads(tx, order.id);
    changes.paidAt = order.paidAt ?? new Date();
  }
  await insertOrderNote(tx, { orderId: order.id, content: statusChangeNote(order.status, to), isCustomerNote: false, addedBy: managerId });
  return changes;
}

/** In `tx`: the mails WooCommerce sends for the order's move from `from`. */
async function queueStatusMails(tx: Database, mailing: OrderMailing, from: OrderStatus, order: OrderRow): Promise<void> {
  const shopMail = shopMailOf(from, order.status);
  if (!shopMail && !tellsCustomer(from, order.status)) return;
  const lines = (await loadOrderLines(tx, [order.id])).get(order.id) ?? [];
  if (tellsCustomer(from, order.status)) await queueCustomerMail(tx, mailing, order, lines);
  if (shopMail) await queueShopMail(tx, mailing, shopMail, order, lines);
}

/** Changes the order as asked; answers it as changed. Refusals are InputErrors and change nothing. */
export async function updateOrder(db: Database, orderId: number, input: OrderChanges, { managerId, mailing }: OrderChanger): Promise<OrderRow> {
  const customerNote = checkedNote(input.customerNote);
  return db.transaction(async (tx) => {
    const before = await lockOrder(tx, orderId);
    if (!before) throw unknownOrder();
    const changes: OrderRowChanges = { ...changedAddresses(before, input), ...(customerNote === undefined ? {} : { customerNote }) };
    const to = input.status && input.status !== before.status ? input.status : null;
    if (to) Object.assign(changes, await statusChange(tx, before, to, managerId));
    const after = await changeOrder(tx, orderId, changes);
    if (to && mailing) await queueStatusMails(tx, mailing, before.status, after);
    return after;
  });
}
