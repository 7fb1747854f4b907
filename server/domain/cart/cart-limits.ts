// Limits every cart change shares.
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import type { PricedCartItem, StockFacts } from './store/cart-items';

/** SPEC §9: the storefront reads at most 100 cart lines. */
export const maxCartLines = 100;

/** Far above any real order; keeps totals well inside exact integer arithmetic. */
export const maxLineQuantity = 9_999;

/** A quantity a shopper asked for: a whole number from 1 (or 0, where 0 removes) to the maximum. */
export function checkedQuantity(quantity: number, { allowZero }: { allowZero: boolean }): number {
  const least = allowZero ? 0 : 1;
  if (!Number.isInteger(quantity) || quantity < least || quantity > maxLineQuantity) {
    throw new InputError(new StoreMessage(allowZero ? 'quantityFromZero' : 'quantityFromOne', { max: maxLineQuantity }));
  }
  return quantity;
}

/** How many units of the item's stock the cart already holds (lines sharing its stock). */
export function unitsHeld(items: readonly PricedCartItem[], stock: StockFacts, exceptKey?: string): number {
  if (stock.holder === null) return 0;
  return items
    .filter((item) => item.stock.holder === stock.holder && item.key !== exceptKey)
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** The most the cart may hold of this stock, or null for no limit. */
export function stockLimit(stock: StockFacts): number | null {
  if (stock.holder === null || stock.backordersAllowed) return null;
  return Math.max(0, stock.quantity ?? 0);
}
