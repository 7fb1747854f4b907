// The buttons a manager has on an order of each status: WooCommerce's moves an order admin offers
// most (the store refuses any other; server/domain/orders/status-rules.ts). Cancelled and refunded
// are final, so those two ask to be confirmed first.
import type { OrderStatus } from '../order/types';

export type OrderMove = 'markPaid' | 'complete' | 'cancel' | 'refund';

/** The status each move leads to. */
export const moveTarget: Readonly<Record<OrderMove, OrderStatus>> = {
  markPaid: 'PROCESSING',
  complete: 'COMPLETED',
  cancel: 'CANCELLED',
  refund: 'REFUNDED',
};

const movesFrom: Readonly<Partial<Record<OrderStatus, readonly OrderMove[]>>> = {
  PENDING: ['markPaid', 'complete', 'cancel'],
  ON_HOLD: ['markPaid', 'complete', 'cancel'],
  FAILED: ['markPaid', 'cancel'],
  PROCESSING: ['complete', 'cancel', 'refund'],
  COMPLETED: ['refund'],
};

export function orderMoves(status: OrderStatus): readonly OrderMove[] {
  return movesFrom[status] ?? [];
}

/** A move that cannot be undone. */
export function isFinalMove(move: OrderMove): boolean {
  return move === 'cancel' || move === 'refund';
}
