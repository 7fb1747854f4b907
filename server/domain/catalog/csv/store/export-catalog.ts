// Everything the product CSV holds, read in a few queries over the whole catalog: products (not
// those in the trash) and variations with their columns, and what hangs off them.
import { asc, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { queryRows } from '../../../../db/rows';
import { products, productVariations } from '../../../../db/schema';

export type ExportedProduct = typeof products.$inferSelect;
export type ExportedVariation = typeof productVariations.$inferSelect;

export interface CatalogForExport {
  products: ExportedProduct[];
  variations: ExportedVariation[];
  categories: { id: number; name: string; parentId: number | null }[];
  /** Each product's terms in their order (categories and global attribute terms). */
  productTerms: { productId: number; termId: number; taxonomy: string; name: string; slug: string; menuOrder: number }[];
  attributes: { productId: number; name: string; label: string; isTaxonomy: boolean; options: string[]; visible: boolean }[];
  gallery: { productId: number; fileName: string }[];
  /** File names of the products' and variations' own images. */
  imageFiles: Map<number, string>;
  meta: { productId: number; key: string; value: string }[];
  children: { parentId: number; childId: number }[];
}

export async function readCatalogForExport(db: Database): Promise<CatalogForExport> {
  const [productRows, variationRows] = await Promise.all([
    db.select().from(products).where(ne(products.status, 'trash')).orderBy(asc(products.id)),
    db.select().from(productVariations).orderBy(asc(productVariations.id)),
  ]);
  const categories = await queryRows<CatalogForExport['categories'][number]>(db, sql`select id, name, parent_id as "parentId" from terms where taxonomy = 'product_cat'`);
  const productTerms = await queryRows<CatalogForExport['productTerms'][number]>(
    db,
    sql`select pt.product_id as "productId", t.id as "termId", t.taxonomy, t.name, t.slug, t.menu_order as "menuOrder"
      from product_terms pt join terms t on t.id = pt.term_id order by pt.product_id, pt.position, pt.term_id`,
  );
  const attributes = await queryRows<CatalogForExport['attributes'][number]>(
    db,
    sql`select pa.product_id as "productId", pa.name, coalesce(at.label, pa.name) as label, pa.is_taxonomy as "isTaxonomy", pa.options, pa.visible
      from product_attributes pa left join attribute_taxonomies at on pa.is_taxonomy and 'pa_' || at.name = pa.name
      order by pa.product_id, pa.position`,
  );
  const gallery = await queryRows<CatalogForExport['gallery'][number]>(
    db,
    sql`select g.product_id as "productId", m.file_name as "fileName" from product_gallery g join media m on m.id = g.media_id order by g.product_id, g.position`,
  );
  const images = await queryRows<{ id: number; fileName: string }>(
    db,
    sql`select m.id, m.file_name as "fileName" from media m
      where m.id in (select image_id from products union select image_id from product_variations)`,
  );
  const meta = await queryRows<CatalogForExport['meta'][number]>(db, sql`select product_id as "productId", key, value from product_meta order by product_id, id`);
  const children = await queryRows<CatalogForExport['children'][number]>(
    db,
    sql`select parent_id as "parentId", child_id as "childId" from grouped_product_children order by parent_id, position`,
  );
  return {
    products: productRows,
    variations: variationRows,
    categories,
    productTerms,
    attributes,
    gallery,
    imageFiles: new Map(images.map((image) => [image.id, image.fileName])),
    meta,
    children,
  };
}

