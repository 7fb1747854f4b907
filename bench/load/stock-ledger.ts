// Orders against stock, read from the shop's database after a run: the orders placed since it
// began, the units of the low-stock products those orders hold, and the units their stock lost.
// Nothing lost means orders placed = checkouts the shoppers saw succeed, and units taken = units
// ordered, with no stock below zero.
import pg from 'pg';

export interface Ledger {
  orders: number;
  unitsOrdered: number;
  unitsTaken: number;
  lowestStock: number;
}

export async function readLedger(databaseUrl: string, lowStockIds: number[], unitsEach: number, since: Date): Promise<Ledger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = await client.query<{ count: number }>(`select count(*)::int as count from orders where created_at >= $1`, [since]);
    const ordered = await client.query<{ units: number }>(
      `select coalesce(sum(l.quantity), 0)::int as units from order_lines l join orders o on o.id = l.order_id
        where o.created_at >= $1 and l.product_id = any($2::int[])`,
      [since, lowStockIds],
    );
    const stock = await client.query<{ left: number; lowest: number }>(
      `select coalesce(sum(stock_quantity), 0)::int as left, coalesce(min(stock_quantity), 0)::int as lowest from products where id = any($1::int[])`,
      [lowStockIds],
    );
    return {
      orders: orders.rows[0]!.count,
      unitsOrdered: ordered.rows[0]!.units,
      unitsTaken: unitsEach * lowStockIds.length - stock.rows[0]!.left,
      lowestStock: stock.rows[0]!.lowest,
    };
  } finally {
    await client.end();
  }
}
