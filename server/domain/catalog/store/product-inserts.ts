// Writes products and what hangs off them (variations, terms, attributes, gallery, custom fields,
// a group's children) in large multi-row inserts: the seed writes a whole catalog through here (a
// 10,000-product catalog is a few dozen queries), a shop manager's change or an imported row one
// product. Rows are written in list order, so the same list gets the same ids on every run.
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/connection';
import {
  groupedProductChildren,
  productAttributes,
  productGallery,
  productMeta,
  products,
  productTerms,
  productVariations,
} from '../../../db/schema';

export type ProductColumns = Omit<typeof products.$inferInsert, 'id'>;
export type VariationColumns = Omit<typeof productVariations.$inferInsert, 'id' | 'productId'>;

export interface AttributeColumns {
  /** The taxonomy (`pa_color`) of a global attribute, the display name of a local one. */
  name: string;
  isTaxonomy: boolean;
  /** Option texts of a local attribute; a global one takes its values from the product's terms. */
  options: string[];
  visible: boolean;
  variation: boolean;
}

/** What hangs off a product besides its variations, each list in its order. */
export interface ProductLinks {
  /** Categories and global attribute terms. */
  termIds: number[];
  attributes: AttributeColumns[];
  /** The gallery's media, after the product's own image. */
  galleryIds: number[];
  meta: [key: string, value: string][];
  /** A grouped product's children. */
  childIds: number[];
}

export interface NewProduct extends ProductLinks {
  row: ProductColumns;
  variations: VariationColumns[];
}

export interface InsertedProduct {
  id: number;
  variationIds: number[];
}

// Rows per INSERT: well below PostgreSQL's 65,535 parameters for the widest table.
const rowsPerInsert = 1000;

/** Inserts rows in pieces of `rowsPerInsert`. */
export async function insertAll<Table extends PgTable>(db: Database, table: Table, rows: Table['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    await db.insert(table).values(rows.slice(start, start + rowsPerInsert));
  }
}

/** Inserts rows in pieces of `rowsPerInsert`, answering their ids in order. */
async function insertForIds<Table extends typeof products | typeof productVariations>(
  db: Database,
  table: Table,
  rows: readonly Table['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const inserted: { id: number }[] = await db
      .insert(table as typeof products)
      .values(rows.slice(start, start + rowsPerInsert) as (typeof products.$inferInsert)[])
      .returning({ id: table.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Inserts the products, then all their variations, then their links; answers their ids in list order. */
export async function insertProducts(db: Database, list: readonly NewProduct[]): Promise<InsertedProduct[]> {
  const ids = await insertForIds(db, products, list.map((product) => product.row));
  const variationIds = await insertVariations(
    db,
    list.flatMap((product, index) => product.variations.map((variation) => ({ ...variation, productId: ids[index]! }))),
  );
  await insertProductLinks(db, list.map((product, index) => ({ ...product, productId: ids[index]! })));
  let taken = 0;
  return list.map((product, index) => {
    const own = variationIds.slice(taken, (taken += product.variations.length));
    return { id: ids[index]!, variationIds: own };
  });
}

/** Inserts variations (of any products); answers their ids in list order. */
export async function insertVariations(db: Database, rows: readonly (VariationColumns & { productId: number })[]): Promise<number[]> {
  return insertForIds(db, productVariations, rows);
}

/** Adds the links of each product (to products that have none of those kinds yet). */
export async function insertProductLinks(db: Database, list: readonly (Partial<ProductLinks> & { productId: number })[]): Promise<void> {
  await insertAll(
    db,
    groupedProductChildren,
    list.flatMap(({ productId, childIds = [] }) => childIds.map((childId, position) => ({ parentId: productId, position, childId }))),
  );
  await insertAll(
    db,
    productTerms,
    list.flatMap(({ productId, termIds = [] }) => termIds.map((termId, position) => ({ productId, termId, position }))),
  );
  await insertAll(
    db,
    productAttributes,
    list.flatMap(({ productId, attributes = [] }) => attributes.map((attribute, position) => ({ ...attribute, productId, position }))),
  );
  await insertAll(
    db,
    productGallery,
    list.flatMap(({ productId, galleryIds = [] }) => galleryIds.map((mediaId, position) => ({ productId, position, mediaId }))),
  );
  await insertAll(
    db,
    productMeta,
    list.flatMap(({ productId, meta = [] }) => meta.map(([key, value]) => ({ productId, key, value }))),
  );
}

/** Writes the given kinds of links of one product anew; kinds left out keep theirs. */
export async function replaceProductLinks(db: Database, productId: number, links: Partial<ProductLinks>): Promise<void> {
  if (links.childIds) await db.delete(groupedProductChildren).where(eq(groupedProductChildren.parentId, productId));
  if (links.termIds) await db.delete(productTerms).where(eq(productTerms.productId, productId));
  if (links.attributes) await db.delete(productAttributes).where(eq(productAttributes.productId, productId));
  if (links.galleryIds) await db.delete(productGallery).where(eq(productGallery.productId, productId));
  if (links.meta) {
    const keys = links.meta.map(([key]) => key);
    // Custom fields are kept key by key, as WooCommerce's update_meta_data does: a key given is written anew.
    if (keys.length) await db.delete(productMeta).where(and(eq(productMeta.productId, productId), inArray(productMeta.key, keys)));
  }
  await insertProductLinks(db, [{ productId, ...links }]);
}
