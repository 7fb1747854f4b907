// An order status as the shop names it to people (WooCommerce's wc_get_order_status_name: "On hold",
// "Pending payment"), a store message so each reader gets it in their language.
import type { OrderStatus } from '../../db/schema/orders';
import { StoreMessage, type StoreMessageKey } from '../store-message';

const statusKeys: Readonly<Record<OrderStatus, StoreMessageKey>> = {
  pending: 'orderStatusPending',
  processing: 'orderStatusProcessing',
  'on-hold': 'orderStatusOnHold',
  completed: 'orderStatusCompleted',
  cancelled: 'orderStatusCancelled',
  refunded: 'orderStatusRefunded',
  failed: 'orderStatusFailed',
  'checkout-draft': 'orderStatusCheckoutDraft',
};

export function statusName(status: OrderStatus): StoreMessage {
  return new StoreMessage(statusKeys[status]);
}
