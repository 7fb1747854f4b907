// The long texts of products, loaded only for the products that show them (a product page,
// not a list of thousands). HTML as the shop owner wrote it; the storefront sanitises it.
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';

export interface ProductTexts {
  description: string;
  shortDescription: string;
}

export async function loadProductTexts(db: Database, productIds: readonly number[]): Promise<Map<number, ProductTexts>> {
  const rows = await queryRows<ProductTexts & { id: number }>(
    db,
    sql`select id, description, short_description as "shortDescription" from products where id = any(${intArray(productIds)})`,
  );
  return new Map(rows.map(({ id, ...texts }) => [id, texts]));
}
