// The product rows a catalog change reads and writes: one product locked for its change, the kinds
// of products a group or a coupon names, the links of a product it keeps, and the row itself.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { queryRows } from '../../../../db/rows';
import { media, products, productVariations, terms } from '../../../../db/schema';
import type { ProductType } from '../../../../db/schema/catalog';
import type { ProductColumns } from '../../store/product-inserts';

export type ProductRow = typeof products.$inferSelect;

/** The product, locked until the change commits; null when there is none. */
export async function lockProduct(tx: Database, id: number): Promise<ProductRow | null> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row ?? null;
}

/** The type of each product that exists among `ids`. */
export async function productTypesOf(tx: Database, ids: readonly number[]): Promise<Map<number, ProductType>> {
  if (!ids.length) return new Map();
  const rows = await tx.select({ id: products.id, type: products.type }).from(products).where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.type]));
}

/** The ids among `ids` that name media. */
export async function existingMediaIds(tx: Database, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: media.id }).from(media).where(inArray(media.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that name terms of the taxonomy. */
export async function existingTermIds(tx: Database, taxonomy: string, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: terms.id }).from(terms).where(and(eq(terms.taxonomy, taxonomy), inArray(terms.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The product's terms in their order, with their taxonomies. */
export async function productTermLinks(tx: Database, productId: number): Promise<{ termId: number; taxonomy: string }[]> {
  return queryRows(
    tx,
    sql`select pt.term_id as "termId", t.taxonomy from product_terms pt join terms t on t.id = pt.term_id
      where pt.product_id = ${productId} order by pt.position, pt.term_id`,
  );
}

/** Who holds a SKU already: a product or a variation (SKUs are unique across both, as in WooCommerce). */
export async function skuHolder(tx: Database, sku: string): Promise<{ productId: number | null; variationId: number | null } | null> {
  const [row] = await queryRows<{ productId: number | null; variationId: number | null }>(
    tx,
    sql`select id as "productId", null::int as "variationId" from products where sku = ${sku}
      union all select null::int, id from product_variations where sku = ${sku} limit 1`,
  );
  return row ?? null;
}

/** The slugs of other products that are `slug` or `slug-<number>`, which a new slug must avoid. */
export async function takenProductSlugs(tx: Database, slug: string, exceptId: number | null): Promise<Set<string>> {
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from products where (slug = ${slug} or slug ~ ${`^${slug.replace(/[^a-z0-9]/g, '\\$&')}-[0-9]+$`})
      and id is distinct from ${exceptId}`,
  );
  return new Set(rows.map((row) => row.slug));
}

export async function updateProductRow(tx: Database, id: number, columns: Partial<ProductColumns>): Promise<void> {
  await tx.update(products).set({ ...columns, modifiedAt: new Date() }).where(eq(products.id, id));
}

/** Deletes the product; its variations, links and cart lines go with it, its order lines keep their copy. */
export async function deleteProductRow(tx: Database, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

export async function deleteVariationsOf(tx: Database, productId: number): Promise<void> {
  await tx.delete(productVariations).where(eq(productVariations.productId, productId));
}
