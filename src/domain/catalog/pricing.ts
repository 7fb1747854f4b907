// Price rules the views share: what a product costs and how much a sale takes off.
import type { Prices } from './types';

export interface PriceRange {
  min: number;
  max: number;
}

export function priceRange(values: number[]): PriceRange | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** The largest percentage a sale takes off (rounded), or null when nothing is discounted. */
export function salePercent(prices: Prices): number | null {
  const regular = priceRange(prices.regular);
  const sale = priceRange(prices.sale);
  if (!regular || !sale || regular.max <= 0) return null;
  const percent = Math.round(((regular.max - sale.min) / regular.max) * 100);
  return percent > 0 ? Math.min(percent, 99) : null;
}
