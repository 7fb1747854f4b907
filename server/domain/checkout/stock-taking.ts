// Taking an order's units from stock, in the order's transaction. Every product and variation row
// the order touches is locked first, products then variations, each by ascending id, so two
// checkouts sharing products wait for each other instead of deadlocking; then the stock is checked
// against the locked rows and taken with a guarded update that never goes below zero unless the
// shop takes backorders. A variation without its own stock counts against its product's, as the
// cart counts it. Locking and checking (`lockStock`) comes apart from taking (`takeStock`), so a
// card payment is asked between the two while only these rows are held.
import type { Database } from '../../db/connection';
import type { PricedCartItem } from '../cart/store/cart-items';
import { InputError } from '../input-error';
import { StoreMessage } from '../store-message';
import { countSales, lockStockRows, takeStockUnits, type StockTable } from './store/stock';

interface StockNeed {
  table: StockTable;
  id: number;
  quantity: number;
  /** The line's name as the cart shows it, for the message. */
  name: string;
}

export interface LockedStock {
  needs: StockNeed[];
  /** Units sold per product (variations count for their product), for total_sales. */
  salesByProduct: Map<number, number>;
}

export function outOfStock(name: string, available: number): InputError {
  if (available === 0) return new InputError(new StoreMessage('soldOut', { name }));
  if (available === 1) return new InputError(new StoreMessage('oneLeft', { name }));
  return new InputError(new StoreMessage('fewLeft', { name, count: available }));
}

function needsOf(items: readonly PricedCartItem[]): StockNeed[] {
  const byHolder = new Map<string, StockNeed>();
  for (const item of items) {
    const holder = item.stock.holder;
    if (holder === null) {
      if (item.stock.status === 'outofstock' && !item.stock.backordersAllowed) throw outOfStock(item.name, 0);
      continue;
    }
    const known = byHolder.get(holder);
    if (known) known.quantity += item.quantity;
    else {
      const [kind, id] = holder.split(':');
      byHolder.set(holder, { table: kind === 'variation' ? 'product_variations' : 'products', id: Number(id), quantity: item.quantity, name: item.name });
    }
  }
  return [...byHolder.values()];
}

/** Locks every row the order's stock and sales touch, and checks there is enough of each. */
export async function lockStock(tx: Database, items: readonly PricedCartItem[]): Promise<LockedStock> {
  const needs = needsOf(items);
  const salesByProduct = new Map<number, number>();
  for (const item of items) salesByProduct.set(item.productId, (salesByProduct.get(item.productId) ?? 0) + item.quantity);
  const productIds = new Set([...salesByProduct.keys(), ...needs.filter((need) => need.table === 'products').map((need) => need.id)]);
  const variationIds = needs.filter((need) => need.table === 'product_variations').map((need) => need.id);
  const locked = [
    ...(await lockStockRows(tx, 'products', [...productIds].sort((a, b) => a - b))).map((row) => ({ ...row, table: 'products' })),
    ...(await lockStockRows(tx, 'product_variations', variationIds.sort((a, b) => a - b))).map((row) => ({ ...row, table: 'product_variations' })),
  ];
  const managed: StockNeed[] = [];
  for (const need of needs) {
    const row = locked.find((candidate) => candidate.table === need.table && candidate.id === need.id);
    if (!row) throw outOfStock(need.name, 0);
    // The shop may have stopped counting this stock since the cart was read.
    if (!row.manageStock) continue;
    managed.push(need);
    const available = Math.max(0, row.stockQuantity ?? 0);
    if (row.backorders === 'no' && available < need.quantity) throw outOfStock(need.name, available);
  }
  return { needs: managed, salesByProduct };
}

/** Takes the locked stock and counts the sales; the status follows the quantity left. */
export async function takeStock(tx: Database, { needs, salesByProduct }: LockedStock): Promise<void> {
  for (const need of needs) {
    if (!(await takeStockUnits(tx, need.table, need.id, need.quantity))) throw outOfStock(need.name, 0);
  }
  for (const [productId, quantity] of [...salesByProduct].sort(([a], [b]) => a - b)) await countSales(tx, productId, quantity);
}
