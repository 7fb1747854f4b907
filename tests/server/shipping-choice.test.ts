// Which offered rate a cart uses: a free rate that came after the shopper chose wins, their own
// later choice wins over it, and their earlier choice comes back when it goes.
import { describe, expect, it } from 'vitest';
import type { ShippingRate } from '../../server/domain/cart/shipping';
import { chooseShippingRate } from '../../server/domain/cart/shipping-choice';

const standard: Pick<ShippingRate, 'id' | 'methodId'> = { id: 'flat_rate:1', methodId: 'flat_rate' };
const free: Pick<ShippingRate, 'id' | 'methodId'> = { id: 'free_shipping:2', methodId: 'free_shipping' };
const pickup: Pick<ShippingRate, 'id' | 'methodId'> = { id: 'local_pickup:3', methodId: 'local_pickup' };
const withoutFree = [standard, pickup];
const withFree = [standard, free, pickup];
const ids = (rates: readonly { id: string }[]) => rates.map((rate) => rate.id);

describe('chooseShippingRate', () => {
  it('uses the first rate when the shopper never chose and nothing is free', () => {
    expect(chooseShippingRate(withoutFree, { method: null, ratesAtChoice: [] })).toBe(standard);
  });

  it('uses free shipping once it is offered, though the shopper never chose', () => {
    expect(chooseShippingRate(withFree, { method: null, ratesAtChoice: [] })).toBe(free);
  });

  it('uses free shipping that came after the shopper chose a paid method', () => {
    expect(chooseShippingRate(withFree, { method: pickup.id, ratesAtChoice: ids(withoutFree) })).toBe(free);
  });

  it('keeps a paid method the shopper chose while free shipping was offered', () => {
    expect(chooseShippingRate(withFree, { method: standard.id, ratesAtChoice: ids(withFree) })).toBe(standard);
  });

  it('keeps a method chosen just now, whatever is free', () => {
    expect(chooseShippingRate(withFree, { method: pickup.id, ratesAtChoice: null })).toBe(pickup);
  });

  it('goes back to the shopper’s earlier choice when free shipping goes, else to the first rate', () => {
    expect(chooseShippingRate(withoutFree, { method: pickup.id, ratesAtChoice: ids(withoutFree) })).toBe(pickup);
    expect(chooseShippingRate(withoutFree, { method: free.id, ratesAtChoice: ids(withFree) })).toBe(standard);
    expect(chooseShippingRate([], { method: free.id, ratesAtChoice: [] })).toBeNull();
  });
});
