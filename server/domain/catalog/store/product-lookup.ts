// Finding published products by the keys a client may hold: database id, slug or SKU. An unknown
// product is no error (the answer is null, as WPGraphQL gives).
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { productRecordSelect, type ProductRecord } from './product-records';

export type ProductKey = { databaseId: number } | { slug: string } | { sku: string };

// Hidden products are still found by key: WooCommerce keeps them reachable by their link.
const published = sql`p.status = 'publish'`;

export async function loadProductsByIds(db: Database, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const rows = await queryRows<ProductRecord>(
    db,
    productRecordSelect(sql`${published} and p.id = any(${intArray(ids)})`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

function keyCondition(key: ProductKey): SQL {
  if ('databaseId' in key) return sql`p.id = ${key.databaseId}`;
  if ('slug' in key) return sql`p.slug = ${key.slug}`;
  return sql`p.sku = ${key.sku}`;
}

export async function findProduct(db: Database, key: ProductKey): Promise<ProductRecord | null> {
  const [row] = await queryRows<ProductRecord>(db, productRecordSelect(sql`${published} and ${keyCondition(key)}`));
  return row ?? null;
}
