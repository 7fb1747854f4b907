// The manager area's status buttons (src/domain/shop/orderMoves.ts) offer only moves the store takes
// (server/domain/orders/status-rules.ts), and ask to confirm exactly the ones that cannot be undone.
import { describe, expect, it } from 'vitest';
import { mayBecome } from '../../server/domain/orders/status-rules';
import type { OrderStatus as StoreStatus } from '../../server/db/schema/orders';
import type { OrderStatus } from '../../src/domain/order/types';
import { isFinalMove, moveTarget, orderMoves } from '../../src/domain/shop/orderMoves';

const statuses: OrderStatus[] = ['PENDING', 'PROCESSING', 'ON_HOLD', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED', 'CHECKOUT_DRAFT'];
const storeStatus = (status: OrderStatus) => status.toLowerCase().replace('_', '-') as StoreStatus;

describe('order moves', () => {
  it.each(statuses)('from %s, every button is a move the store takes', (status) => {
    for (const move of orderMoves(status)) expect(mayBecome(storeStatus(status), storeStatus(moveTarget[move])), move).toBe(true);
  });

  it('marks an on-hold order paid by taking it into processing', () => {
    expect(orderMoves('ON_HOLD')).toContain('markPaid');
    expect(moveTarget.markPaid).toBe('PROCESSING');
  });

  it('offers nothing on a final order', () => {
    expect(orderMoves('CANCELLED')).toEqual([]);
    expect(orderMoves('REFUNDED')).toEqual([]);
  });

  it('asks to confirm a cancellation and a refund, and nothing else', () => {
    expect((Object.keys(moveTarget) as (keyof typeof moveTarget)[]).filter(isFinalMove)).toEqual(['cancel', 'refund']);
  });
});
