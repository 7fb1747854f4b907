// What WooCommerce reads off a product record (store/product-records.ts): whether it can be bought,
// and its stored decimals as it prints them.
import type { ProductRecord } from './store/product-records';

/**
 * WooCommerce's is_purchasable: a published product with a price. External products sell
 * elsewhere; a grouped product is never bought itself, its children are, one by one.
 */
export function isPurchasable(product: ProductRecord): boolean {
  return product.type !== 'external' && product.type !== 'grouped' && product.status === 'publish' && product.priceMin !== null;
}

/** Stored decimals as WooCommerce prints them: "0.450" → "0.45"; nothing stored → null. */
export function decimalText(value: string | null): string | null {
  return value === null ? null : String(Number(value));
}
