// The locale-free order-received page of an order (SPEC §2), whose key lets a visitor read it:
// where checkout leads, and the link in the confirmation mail and the Checkout answer's redirect.
export function orderReceivedPath(order: { id: number; orderKey: string }): string {
  return `/checkout/order-received/${order.id}?key=${encodeURIComponent(order.orderKey)}`;
}
