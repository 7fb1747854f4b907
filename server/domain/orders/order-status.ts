// What an order's status means, as WooCommerce decides it: whether it still waits for payment, and
// whether it has been paid, which is when its downloads open.
import type { OrderStatus } from '../../db/schema/orders';
import type { OrderRow } from './store/orders';

// WooCommerce's valid_order_statuses_for_payment.
const awaitingPayment: ReadonlySet<OrderStatus> = new Set(['pending', 'failed']);

// WooCommerce's is_download_permitted: processing or completed.
export const paidStatuses: readonly OrderStatus[] = ['processing', 'completed'];
const paid: ReadonlySet<OrderStatus> = new Set(paidStatuses);

export function needsPayment(order: OrderRow): boolean {
  return awaitingPayment.has(order.status) && order.total > 0;
}

/** Placed and not yet paid (a transfer or cheque on its way): neither paid, nor given up on. */
export function awaitsPayment(order: OrderRow): boolean {
  return (order.status === 'on-hold' || order.status === 'pending') && order.total > 0;
}

export function isPaid(order: OrderRow): boolean {
  return paid.has(order.status);
}

/** Whether the order ships to an address: it has a shipping method and that is not a pickup. */
export function needsShippingAddress(order: OrderRow): boolean {
  return order.shippingMethodId !== null && !order.shippingMethodId.startsWith('local_pickup');
}
