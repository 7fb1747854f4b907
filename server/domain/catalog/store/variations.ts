// The variations of variable products, as WooCommerce reads them in "view" context: what a
// variation leaves empty (image, weight, dimensions, stock when the parent manages it) it takes
// from its parent product.
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import type { AttributeValue, StockStatus } from '../../../db/schema/catalog';
import { isoDate } from '../../../db/iso-date';
import { groupBy } from '../../group-by';
import { activePriceSql, onSaleSql } from './pricing';

export interface VariationRecord {
  id: number;
  productId: number;
  menuOrder: number;
  name: string;
  slug: string;
  sku: string | null;
  description: string;
  /** Cents: the price now, and the regular and sale prices (the sale price only while on sale). */
  price: number | null;
  regularPrice: number | null;
  salePrice: number | null;
  onSale: boolean;
  /** Dates are ISO 8601 text (see db/iso-date.ts). */
  saleFrom: string | null;
  saleTo: string | null;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  lowStockAmount: number | null;
  virtual: boolean;
  downloadable: boolean;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  imageId: number | null;
  attributes: AttributeValue[];
  createdAt: string;
  modifiedAt: string;
}

/** Each product's published variations, in their menu order. */
export async function loadVariations(db: Database, productIds: readonly number[]): Promise<Map<number, VariationRecord[]>> {
  const rows = await queryRows<VariationRecord>(
    db,
    sql`select pv.id, pv.product_id as "productId", pv.menu_order as "menuOrder", pv.name, pv.slug, pv.sku, pv.description,
        ${activePriceSql('pv')} as price, pv.regular_price as "regularPrice",
        case when ${onSaleSql('pv')} then pv.sale_price end as "salePrice", ${onSaleSql('pv')} as "onSale",
        ${isoDate(sql`pv.sale_from`)} as "saleFrom", ${isoDate(sql`pv.sale_to`)} as "saleTo",
        case when pv.manage_stock then pv.stock_quantity when p.manage_stock then p.stock_quantity end as "stockQuantity",
        case when not pv.manage_stock and p.manage_stock then p.stock_status else pv.stock_status end as "stockStatus",
        case when pv.manage_stock then pv.low_stock_amount else p.low_stock_amount end as "lowStockAmount",
        pv.virtual, pv.downloadable,
        coalesce(pv.weight, p.weight)::text as weight, coalesce(pv.length, p.length)::text as length,
        coalesce(pv.width, p.width)::text as width, coalesce(pv.height, p.height)::text as height,
        coalesce(pv.image_id, p.image_id) as "imageId", pv.attributes,
        ${isoDate(sql`pv.created_at`)} as "createdAt", ${isoDate(sql`pv.modified_at`)} as "modifiedAt"
      from product_variations pv join products p on p.id = pv.product_id
      where pv.product_id = any(${intArray(productIds)}) and pv.status = 'publish'
      order by pv.product_id, pv.menu_order, pv.id`,
  );
  return groupBy(rows, (row) => row.productId);
}
