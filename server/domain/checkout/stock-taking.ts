// Taking an order's units from stock, in the order's transaction. Every product and variation row
// the order touches is locked first, products then variations, each by ascending id, so two
// checkouts sharing products wait for each other instead of deadlocking; then the stock is checked
// against the locked rows and taken with a guarded update that never goes below zero unless the
// shop takes backorders. A variation without its own stock counts against its product's, as the
// cart counts it. Locking and checking (`lockStock`) comes apart from taking (`takeStock`), so a
// card payment is asked between the two while only these rows are held.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/rows';
import type { PricedCartItem } from '../cart/store/cart-items';
import { InputError } from '../input-error';

interface StockNeed {
  table: 'products' | 'product_variations';
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

interface LockedRow {
  id: number;
  manageStock: boolean;
  stockQuantity: number | null;
  backorders: 'no' | 'notify' | 'yes';
}

export function outOfStock(name: string, available: number): InputError {
  if (available === 0) return new InputError(`"${name}" is out of stock.`);
  const left = available === 1 ? `Only 1 of "${name}" is left.` : `Only ${available} of "${name}" are left.`;
  return new InputError(`${left} Please change your cart and try again.`);
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

async function lockRows(tx: Database, table: StockNeed['table'], ids: number[]): Promise<LockedRow[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedRow>(
    tx,
    sql`select id, manage_stock as "manageStock", stock_quantity as "stockQuantity", backorders
      from ${sql.identifier(table)} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for update`,
  );
}

/** Locks every row the order's stock and sales touch, and checks there is enough of each. */
export async function lockStock(tx: Database, items: readonly PricedCartItem[]): Promise<LockedStock> {
  const needs = needsOf(items);
  const salesByProduct = new Map<number, number>();
  for (const item of items) salesByProduct.set(item.productId, (salesByProduct.get(item.productId) ?? 0) + item.quantity);
  const productIds = new Set([...salesByProduct.keys(), ...needs.filter((need) => need.table === 'products').map((need) => need.id)]);
  const variationIds = needs.filter((need) => need.table === 'product_variations').map((need) => need.id);
  const locked = [
    ...(await lockRows(tx, 'products', [...productIds].sort((a, b) => a - b))).map((row) => ({ ...row, table: 'products' })),
    ...(await lockRows(tx, 'product_variations', variationIds.sort((a, b) => a - b))).map((row) => ({ ...row, table: 'product_variations' })),
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
    const table = sql.identifier(need.table);
    const taken = await queryRows<{ id: number }>(
      tx,
      sql`update ${table} set stock_quantity = stock_quantity - ${need.quantity},
          stock_status = case when stock_quantity - ${need.quantity} > 0 then 'instock'
            when backorders = 'no' then 'outofstock' else 'onbackorder' end
        where id = ${need.id} and manage_stock and (backorders <> 'no' or stock_quantity >= ${need.quantity})
        returning id`,
    );
    if (taken.length === 0) throw outOfStock(need.name, 0);
  }
  for (const [productId, quantity] of [...salesByProduct].sort(([a], [b]) => a - b)) {
    await tx.execute(sql`update products set total_sales = total_sales + ${quantity} where id = ${productId}`);
  }
}
