// WooGraphQL's formatted prices, in the currency formats WooCommerce shops are set to, read back as amounts.
import { describe, expect, it } from 'vitest';
import { parseFormattedPrices } from '../../src/graphql/reshape/formattedPrices';

describe('parseFormattedPrices', () => {
  it('reads a price with its sign before or after, and either decimal separator', () => {
    expect(parseFormattedPrices('€58.31')).toEqual([58.31]);
    expect(parseFormattedPrices('58,31 €')).toEqual([58.31]);
    expect(parseFormattedPrices('$1,234.50')).toEqual([1234.5]);
    expect(parseFormattedPrices('1.234,50\u00a0€')).toEqual([1234.5]);
    expect(parseFormattedPrices('1 234,05 €')).toEqual([1234.05]);
    expect(parseFormattedPrices("CHF 1'234.50")).toEqual([1234.5]);
    expect(parseFormattedPrices('R$ 9,9')).toEqual([9.9]);
  });

  it('reads a shop without decimals, whose separators all group thousands', () => {
    expect(parseFormattedPrices('¥1,234')).toEqual([1234]);
    expect(parseFormattedPrices('1.234.567 ₫')).toEqual([1234567]);
    expect(parseFormattedPrices('€0')).toEqual([0]);
  });

  it('reads both ends of a range, whatever dash joins them', () => {
    expect(parseFormattedPrices('€10.00 - €20.00')).toEqual([10, 20]);
    expect(parseFormattedPrices('10,00 € – 1.020,00 €')).toEqual([10, 1020]);
  });

  it('reads nothing from no price', () => {
    expect(parseFormattedPrices(null)).toEqual([]);
    expect(parseFormattedPrices('')).toEqual([]);
    expect(parseFormattedPrices('Free')).toEqual([]);
  });
});
