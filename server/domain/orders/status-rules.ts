// How a shop manager may move an order from one status to another, and what each move means, as
// WooCommerce decides it:
// - Stock is held by an order on hold, processing or completed (checkout took it). An order leaving
//   those statuses (pending again, failed, cancelled, refunded) puts its stock back; one entering
//   them without stock takes it again. So stock is never put back twice, nor taken twice.
// - Processing and completed are paid: the order's downloads are granted (and stop again when it
//   leaves them, since only a paid order's downloads open) and its payment date is set.
// - The customer is told of an order put on hold or taken into processing from pending or failed
//   (on hold → processing too: the awaited payment came), of every completed and refunded order;
//   the shop of a new order that left pending or failed, of an order cancelled while on hold or
//   processing, and of one that failed while pending or on hold.
// - Cancelled and refunded are final, as is a checkout still under way (a draft): WooGraphQL has
//   no refund mutation, so "refunded" is how the shop says the money went back.
import type { OrderStatus } from '../../db/schema/orders';
import type { ShopOrderMailKind } from '../../mail/order-mail';
import { paidStatuses } from './order-status';

const nextStatuses: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['on-hold', 'processing', 'completed', 'cancelled', 'failed'],
  'on-hold': ['pending', 'processing', 'completed', 'cancelled', 'failed'],
  processing: ['on-hold', 'completed', 'cancelled', 'refunded'],
  completed: ['processing', 'refunded'],
  failed: ['pending', 'on-hold', 'processing', 'completed', 'cancelled'],
  cancelled: [],
  refunded: [],
  'checkout-draft': [],
};

const stockHolding: ReadonlySet<OrderStatus> = new Set(['on-hold', 'processing', 'completed']);
const unpaidAndOpen: ReadonlySet<OrderStatus> = new Set(['pending', 'failed']);

export function mayBecome(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** Whether an order of this status keeps its units out of stock. */
export function holdsStock(status: OrderStatus): boolean {
  return stockHolding.has(status);
}

export function isPaidStatus(status: OrderStatus): boolean {
  return paidStatuses.includes(status);
}

/** Whether WooCommerce mails the customer of the move (a mail of the new status). */
export function tellsCustomer(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'on-hold') return unpaidAndOpen.has(from);
  if (to === 'processing') return unpaidAndOpen.has(from) || from === 'on-hold';
  return to === 'completed' || to === 'refunded';
}

/** The shop's own mail of the move, if WooCommerce sends one. */
export function shopMailOf(from: OrderStatus, to: OrderStatus): ShopOrderMailKind | null {
  if (unpaidAndOpen.has(from) && holdsStock(to)) return 'new';
  if (to === 'cancelled' && (from === 'on-hold' || from === 'processing')) return 'cancelled';
  if (to === 'failed' && (from === 'pending' || from === 'on-hold')) return 'failed';
  return null;
}
