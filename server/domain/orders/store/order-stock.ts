// Where an order's lines keep their stock now: a variation's own when it manages stock, else its
// product's when that does (as the cart counts it), summed per row; lines whose stock is not
// counted, or whose product is gone, have none.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import type { StockTable } from '../../checkout/store/stock';

export interface OrderStockRow {
  table: StockTable;
  id: number;
  quantity: number;
  /** A line's name, for a refusal. */
  name: string;
}

export async function orderStockRows(db: Database, orderId: number): Promise<OrderStockRow[]> {
  return queryRows<OrderStockRow>(
    db,
    sql`select holder.table_name as "table", holder.id, sum(ol.quantity)::int as quantity, min(ol.name) as name
      from order_lines ol
      join products p on p.id = ol.product_id
      left join product_variations pv on pv.id = ol.variation_id
      cross join lateral (
        select case when pv.manage_stock then 'product_variations' else 'products' end as table_name,
          case when pv.manage_stock then pv.id else p.id end as id
      ) holder
      where ol.order_id = ${orderId} and (coalesce(pv.manage_stock, false) or p.manage_stock)
      group by holder.table_name, holder.id
      order by holder.id`,
  );
}
