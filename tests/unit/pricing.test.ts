import { describe, expect, it } from 'vitest';
import { priceRange, salePercent } from '../../src/domain/catalog/pricing';
import { formatDate } from '../../src/i18n/dates';
import { formatPrice, formatRawPrice, parseRawPrices } from '../../src/i18n/format';

describe('prices', () => {
  it('formats euro in US English', () => {
    expect(formatPrice(19.5)).toBe('€19.50');
    expect(formatPrice(1234)).toBe('€1,234.00');
  });

  it('reads WooGraphQL raw prices, single or lists', () => {
    expect(parseRawPrices('19.00')).toEqual([19]);
    expect(parseRawPrices('10.00, 20.50')).toEqual([10, 20.5]);
    expect(parseRawPrices('')).toEqual([]);
    expect(parseRawPrices(null)).toEqual([]);
    expect(parseRawPrices('abc, 5')).toEqual([5]);
    expect(formatRawPrice('10, 20')).toBe('€10.00 – €20.00');
    expect(formatRawPrice('7')).toBe('€7.00');
  });

  it('computes ranges and sale percentages', () => {
    expect(priceRange([])).toBeNull();
    expect(priceRange([5, 2, 9])).toEqual({ min: 2, max: 9 });
    expect(salePercent({ price: [15], regular: [20], sale: [15] })).toBe(25);
    expect(salePercent({ price: [20], regular: [20], sale: [] })).toBeNull();
    expect(salePercent({ price: [0], regular: [0], sale: [0] })).toBeNull();
  });

  it('formats dates with a long month', () => {
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('January 5, 2026');
    expect(formatDate('not a date')).toBe('');
  });
});
