// What an import looks up in the shop: the product or variation a row's ID or SKU names.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { queryRows } from '../../../../db/rows';
import type { ProductType } from '../../../../db/schema/catalog';

export interface FoundProduct {
  id: number;
  type: ProductType;
}

export interface FoundVariation {
  id: number;
  productId: number;
}

export async function findProduct(tx: Database, key: { id: number } | { sku: string }): Promise<FoundProduct | null> {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`sku = ${key.sku}`;
  const [row] = await queryRows<FoundProduct>(tx, sql`select id, type from products where ${where}`);
  return row ?? null;
}

export async function findVariation(tx: Database, key: { id: number } | { sku: string }): Promise<FoundVariation | null> {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`sku = ${key.sku}`;
  const [row] = await queryRows<FoundVariation>(tx, sql`select id, product_id as "productId" from product_variations where ${where}`);
  return row ?? null;
}
