// Finding published products by the keys a client may hold: global id, database id, slug or SKU.
// An unknown product is no error (the answer is null, as WPGraphQL gives); a malformed key is.
import { sql } from 'drizzle-orm';
import { intArray } from '../../db/arrays';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { productRecordSelect, type ProductRecord } from './product-record';
import { fromGlobalId, parseDatabaseId } from '../relay';

export type ProductKey = 'id' | 'database_id' | 'slug' | 'sku';

// Hidden products are still found by key: WooCommerce keeps them reachable by their link.
const published = sql`p.status = 'publish'`;

export async function loadProductsByIds(db: Database, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const rows = await queryRows<ProductRecord>(
    db,
    productRecordSelect(sql`${published} and p.id = any(${intArray(ids)})`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findProduct(db: Database, key: ProductKey, value: string | number): Promise<ProductRecord | null> {
  let condition;
  switch (key) {
    case 'id':
      condition = sql`p.id = ${fromGlobalId('post', String(value))}`;
      break;
    case 'database_id':
      condition = sql`p.id = ${parseDatabaseId(value)}`;
      break;
    case 'slug':
      condition = sql`p.slug = ${String(value)}`;
      break;
    case 'sku':
      condition = sql`p.sku = ${String(value)}`;
      break;
  }
  const [row] = await queryRows<ProductRecord>(db, productRecordSelect(sql`${published} and ${condition}`));
  return row ?? null;
}
