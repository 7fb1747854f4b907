// A product as the catalog reads it: the stored columns plus what is derived on read. A variable
// product's prices, sale flag and stock status roll up from its published variations, a grouped
// product's from its published children; a variation without its own stock takes its parent's,
// as WooCommerce does.
import { sql, type SQL } from 'drizzle-orm';
import type { AttributeValue, CatalogVisibility, ProductType, StockStatus } from '../../../db/schema/catalog';
import { isoDate } from '../../../db/iso-date';
import { activePriceSql, onSaleSql } from './pricing';

export interface ProductRecord {
  id: number;
  type: ProductType;
  status: string;
  catalogVisibility: CatalogVisibility;
  featured: boolean;
  name: string;
  slug: string;
  sku: string | null;
  /** Cents; for a variable or grouped product the range over its variations or children. */
  priceMin: number | null;
  priceMax: number | null;
  regularMin: number | null;
  regularMax: number | null;
  /** Null unless on sale now. */
  saleMin: number | null;
  saleMax: number | null;
  onSale: boolean;
  /** Dates are ISO 8601 text (see db/iso-date.ts). */
  saleFrom: string | null;
  saleTo: string | null;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  lowStockAmount: number | null;
  virtual: boolean;
  downloadable: boolean;
  downloadLimit: number | null;
  downloadExpiryDays: number | null;
  /** Decimal text as stored ("0.450"). */
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  externalUrl: string | null;
  buttonText: string | null;
  imageId: number | null;
  menuOrder: number;
  totalSales: number;
  averageRating: number;
  reviewCount: number;
  reviewsAllowed: boolean;
  defaultAttributes: AttributeValue[];
  createdAt: string;
  modifiedAt: string;
}

/**
 * Prices, sale and stock rolled up over `rows` (price, regular_price, sale_price, on_sale,
 * stock_status), per `groupBy` when given: in stock when any row is, else on backorder when any
 * is, else out of stock.
 */
function rollUp(rows: SQL, groupBy?: SQL): SQL {
  return sql`
      select ${groupBy ? sql`${groupBy} as parent_id,` : sql``}
        min(vp.price) as price_min, max(vp.price) as price_max,
        min(vp.regular_price) as regular_min, max(vp.regular_price) as regular_max,
        min(vp.sale_price) filter (where vp.on_sale) as sale_min, max(vp.sale_price) filter (where vp.on_sale) as sale_max,
        bool_or(vp.on_sale) as on_sale,
        case when bool_or(vp.stock_status = 'instock') then 'instock'
             when bool_or(vp.stock_status = 'onbackorder') then 'onbackorder'
             else 'outofstock' end as stock_status
      from (${rows}) vp
      ${groupBy ? sql`group by ${groupBy}` : sql``}`;
}

// Stock status of a variation: its own when it manages stock or the parent does not.
const variationStockStatus = sql`(case when not pv.manage_stock and p.manage_stock then p.stock_status else pv.stock_status end)`;

/**
 * `select … from products p` with every ProductRecord column, restricted by `where` (on `p`).
 * Long texts (descriptions) stay out: lists of thousands of products never show them.
 */
export function productRecordSelect(where: SQL): SQL {
  return sql`
    select p.id, p.type, p.status, p.catalog_visibility as "catalogVisibility", p.featured, p.name, p.slug, p.sku,
      case p.type when 'variable' then v.price_min when 'grouped' then g.price_min else ${activePriceSql('p')} end as "priceMin",
      case p.type when 'variable' then v.price_max when 'grouped' then g.price_max else ${activePriceSql('p')} end as "priceMax",
      case p.type when 'variable' then v.regular_min when 'grouped' then g.regular_min else p.regular_price end as "regularMin",
      case p.type when 'variable' then v.regular_max when 'grouped' then g.regular_max else p.regular_price end as "regularMax",
      case p.type when 'variable' then v.sale_min when 'grouped' then g.sale_min
        else (case when ${onSaleSql('p')} then p.sale_price end) end as "saleMin",
      case p.type when 'variable' then v.sale_max when 'grouped' then g.sale_max
        else (case when ${onSaleSql('p')} then p.sale_price end) end as "saleMax",
      case p.type when 'variable' then coalesce(v.on_sale, false) when 'grouped' then coalesce(g.on_sale, false)
        else ${onSaleSql('p')} end as "onSale",
      ${isoDate(sql`p.sale_from`)} as "saleFrom", ${isoDate(sql`p.sale_to`)} as "saleTo",
      p.manage_stock as "manageStock",
      case when p.manage_stock then p.stock_quantity end as "stockQuantity",
      case p.type when 'variable' then coalesce(v.stock_status, 'outofstock') when 'grouped' then coalesce(g.stock_status, 'outofstock')
        else p.stock_status end as "stockStatus",
      p.low_stock_amount as "lowStockAmount",
      p.virtual, p.downloadable, p.download_limit as "downloadLimit", p.download_expiry_days as "downloadExpiryDays",
      p.weight::text as weight, p.length::text as length, p.width::text as width, p.height::text as height,
      p.external_url as "externalUrl", p.button_text as "buttonText", p.image_id as "imageId",
      p.menu_order as "menuOrder", p.total_sales as "totalSales",
      p.average_rating::float8 as "averageRating", p.review_count as "reviewCount", p.reviews_allowed as "reviewsAllowed",
      p.default_attributes as "defaultAttributes", ${isoDate(sql`p.created_at`)} as "createdAt",
      ${isoDate(sql`p.modified_at`)} as "modifiedAt"
    from products p
    left join lateral (${rollUp(sql`
        select ${activePriceSql('pv')} as price, pv.regular_price, pv.sale_price, ${onSaleSql('pv')} as on_sale,
          ${variationStockStatus} as stock_status
        from product_variations pv
        where p.type = 'variable' and pv.product_id = p.id and pv.status = 'publish'`)}) v on p.type = 'variable'
    left join (${rollUp(sql`
        select g.parent_id, ${activePriceSql('c')} as price, c.regular_price, c.sale_price, ${onSaleSql('c')} as on_sale,
          c.stock_status
        from grouped_product_children g join products c on c.id = g.child_id
        where c.status = 'publish'`, sql`vp.parent_id`)}) g on p.type = 'grouped' and g.parent_id = p.id
    where ${where}`;
}
