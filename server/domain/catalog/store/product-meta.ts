// Public custom fields of products (WooCommerce meta data without the internal `_` keys).
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { groupBy } from '../../group-by';

export interface MetaRecord {
  id: number;
  productId: number;
  key: string;
  value: string;
}

export async function loadProductMeta(db: Database, productIds: readonly number[]): Promise<Map<number, MetaRecord[]>> {
  const rows = await queryRows<MetaRecord>(
    db,
    sql`select id, product_id as "productId", key, value from product_meta
      where product_id = any(${intArray(productIds)}) and key not like '\\_%'
      order by product_id, id`,
  );
  return groupBy(rows, (row) => row.productId);
}
