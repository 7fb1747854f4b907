// The stock rows an order takes from, in the order's transaction: locked in the order the caller
// gives, taken with a guarded update that never goes below zero unless the shop takes backorders,
// and the products' sales counted; and put back when the shop cancels or refunds the order.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';

/** Where a stock is kept: a product's row, or a variation's. */
export type StockTable = 'products' | 'product_variations';

export interface LockedStockRow {
  id: number;
  manageStock: boolean;
  stockQuantity: number | null;
  backorders: 'no' | 'notify' | 'yes';
}

/**
 * Locks the rows of `ids`, in that order (ascending, so checkouts wait for each other instead of
 * deadlocking). `no key update` is the lock the stock's update itself takes: checkouts still wait
 * for each other, but a cart line added meanwhile, whose foreign key only shares the product's key,
 * does not wait for the order to commit.
 */
export async function lockStockRows(tx: Database, table: StockTable, ids: number[]): Promise<LockedStockRow[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedStockRow>(
    tx,
    sql`select id, manage_stock as "manageStock", stock_quantity as "stockQuantity", backorders
      from ${sql.identifier(table)} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id for no key update`,
  );
}

/** Takes `quantity` units from the row's managed stock, its status following what is left; answers whether there were enough. */
export async function takeStockUnits(tx: Database, table: StockTable, id: number, quantity: number): Promise<boolean> {
  const taken = await queryRows<{ id: number }>(
    tx,
    sql`update ${sql.identifier(table)} set stock_quantity = stock_quantity - ${quantity},
          stock_status = case when stock_quantity - ${quantity} > 0 then 'instock'
            when backorders = 'no' then 'outofstock' else 'onbackorder' end
        where id = ${id} and manage_stock and (backorders <> 'no' or stock_quantity >= ${quantity})
        returning id`,
  );
  return taken.length > 0;
}

/** Puts `quantity` units back into the row's managed stock (an order cancelled or refunded), its status following what there is now. */
export async function putBackStockUnits(tx: Database, table: StockTable, id: number, quantity: number): Promise<void> {
  await tx.execute(
    sql`update ${sql.identifier(table)} set stock_quantity = coalesce(stock_quantity, 0) + ${quantity},
          stock_status = case when coalesce(stock_quantity, 0) + ${quantity} > 0 then 'instock'
            when backorders = 'no' then 'outofstock' else 'onbackorder' end
        where id = ${id} and manage_stock`,
  );
}

export async function countSales(tx: Database, productId: number, quantity: number): Promise<void> {
  await tx.execute(sql`update products set total_sales = total_sales + ${quantity} where id = ${productId}`);
}
