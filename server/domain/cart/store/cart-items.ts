// A session's cart lines read together with what prices them and limits them now: the product's
// or variation's current price, categories, virtual flag and stock. Read inside the transaction
// that changes the cart, so a stock check sees the cart as it is; and the writes that change them.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { cartItems } from '../../../db/schema/cart';
import type { AttributeValue, StockStatus } from '../../../db/schema/catalog';
import { activePriceSql, onSaleSql } from '../../catalog/store/pricing';
import type { CartLine } from '../cart-line';

/** Where a line's stock is counted: a variation's own, or its product's, shared by its variations. */
export interface StockFacts {
  /** 'product:12' or 'variation:34'; null when stock is not managed. */
  holder: string | null;
  quantity: number | null;
  status: StockStatus;
  backordersAllowed: boolean;
}

export interface PricedCartItem {
  key: string;
  productId: number;
  variationId: number | null;
  variation: AttributeValue[];
  extraData: Record<string, string>;
  quantity: number;
  name: string;
  productType: string;
  /** Downloadable with files to download (WooCommerce's is_downloadable and has_file). */
  hasDownloads: boolean;
  /** Published, priced and, for a variable product, a published variation. */
  purchasable: boolean;
  stock: StockFacts;
  line: CartLine;
}

/** A cart item as `pricedSelect` reads it: the stored item, with its price and stock still raw. */
interface Row extends Omit<PricedCartItem, 'stock' | 'line'> {
  unitPrice: number | null;
  onSale: boolean;
  virtual: boolean;
  stockHolder: string | null;
  stockQuantity: number | null;
  stockStatus: StockStatus;
  backorders: 'no' | 'notify' | 'yes';
  categoryIds: number[];
}

/**
 * `select` of every Row column for products `p` and (left joined) variations `pv`. A variation
 * without its own stock counts against its product's when the product manages stock.
 */
function pricedSelect(from: SQL, where: SQL, orderBy: SQL = sql``): SQL {
  return sql`
    select ci.key, ci.product_id as "productId", ci.variation_id as "variationId", ci.variation,
      ci.extra_data as "extraData", ci.quantity,
      coalesce(pv.name, p.name) as name, p.type as "productType",
      (p.status = 'publish' and (case when p.type = 'variable' then pv.id is not null and pv.status = 'publish'
        else p.type = 'simple' end)) as purchasable,
      case when pv.id is not null then ${activePriceSql('pv')} else ${activePriceSql('p')} end as "unitPrice",
      case when pv.id is not null then ${onSaleSql('pv')} else ${onSaleSql('p')} end as "onSale",
      coalesce(pv.virtual, p.virtual) as virtual,
      (coalesce(pv.downloadable, p.downloadable) and exists (select 1 from product_downloads d where d.product_id = p.id)) as "hasDownloads",
      case when pv.manage_stock then 'variation:' || pv.id when p.manage_stock then 'product:' || p.id end as "stockHolder",
      case when pv.manage_stock then pv.stock_quantity when p.manage_stock then p.stock_quantity end as "stockQuantity",
      case when pv.id is null then p.stock_status when not pv.manage_stock and p.manage_stock then p.stock_status
        else pv.stock_status end as "stockStatus",
      case when pv.manage_stock then pv.backorders when p.manage_stock then p.backorders else 'no' end as backorders,
      array(select pt.term_id from product_terms pt join terms t on t.id = pt.term_id
        where pt.product_id = p.id and t.taxonomy = 'product_cat' order by pt.term_id) as "categoryIds"
    ${from}
    where ${where}
    ${orderBy}`;
}

function priced(row: Row): PricedCartItem {
  return {
    key: row.key,
    productId: row.productId,
    variationId: row.variationId,
    variation: row.variation,
    extraData: row.extraData,
    quantity: row.quantity,
    name: row.name,
    productType: row.productType,
    hasDownloads: row.hasDownloads,
    purchasable: row.purchasable && row.unitPrice !== null,
    stock: {
      holder: row.stockHolder,
      quantity: row.stockHolder === null ? null : (row.stockQuantity ?? 0),
      status: row.stockStatus,
      backordersAllowed: row.backorders !== 'no',
    },
    line: {
      key: row.key,
      productId: row.productId,
      variationId: row.variationId,
      quantity: row.quantity,
      unitPrice: row.unitPrice ?? 0,
      categoryIds: row.categoryIds,
      virtual: row.virtual,
      onSale: row.onSale,
    },
  };
}

/** The session's cart lines, oldest first. */
export async function loadCartItems(db: Database, sessionKey: string): Promise<PricedCartItem[]> {
  const rows = await queryRows<Row>(
    db,
    pricedSelect(
      sql`from cart_items ci join products p on p.id = ci.product_id left join product_variations pv on pv.id = ci.variation_id`,
      sql`ci.session_key = ${sessionKey}`,
      sql`order by ci.added_at, ci.key`,
    ),
  );
  return rows.map(priced);
}

/**
 * A product (and variation) as a new cart line would be, with quantity 0 and no key yet; null
 * when there is no such product, or the variation is not one of the product's.
 */
export async function loadCandidateItem(db: Database, productId: number, variationId: number | null): Promise<PricedCartItem | null> {
  const [row] = await queryRows<Row>(
    db,
    pricedSelect(
      sql`from (select ''::text as key, ${productId}::int as product_id, ${variationId}::int as variation_id,
          '[]'::jsonb as variation, '{}'::jsonb as extra_data, 0 as quantity) ci
        join products p on p.id = ci.product_id
        left join product_variations pv on pv.id = ci.variation_id and pv.product_id = p.id`,
      sql`(ci.variation_id is null or pv.id is not null)`,
    ),
  );
  return row ? priced(row) : null;
}

/** A new cart line: what it is; its quantity is given apart. */
export interface NewCartItem {
  sessionKey: string;
  key: string;
  productId: number;
  variationId: number | null;
  variation: AttributeValue[];
  extraData: Record<string, string>;
}

/** Adds `quantity` units as the line `item.key`: a new line, or more of the line already there. */
export async function addCartItem(tx: Database, item: NewCartItem, quantity: number): Promise<void> {
  await tx
    .insert(cartItems)
    .values({ ...item, quantity })
    .onConflictDoUpdate({ target: [cartItems.sessionKey, cartItems.key], set: { quantity: sql`${cartItems.quantity} + ${quantity}` } });
}

/**
 * Adds `quantity` units of the guest session's line `itemKey` to the customer's session: a new line
 * keeps the time it was added; a line already there takes the units.
 */
export async function copyGuestCartItem(tx: Database, guestKey: string, customerKey: string, itemKey: string, quantity: number): Promise<void> {
  await tx.execute(sql`insert into cart_items (session_key, key, product_id, variation_id, variation, extra_data, quantity, added_at)
      select ${customerKey}, key, product_id, variation_id, variation, extra_data, ${quantity}, added_at
      from cart_items where session_key = ${guestKey} and key = ${itemKey}
      on conflict (session_key, key) do update set quantity = cart_items.quantity + excluded.quantity`);
}

export async function setCartItemQuantity(tx: Database, sessionKey: string, itemKey: string, quantity: number): Promise<void> {
  await tx.update(cartItems).set({ quantity }).where(and(eq(cartItems.sessionKey, sessionKey), eq(cartItems.key, itemKey)));
}

export async function removeCartItem(tx: Database, sessionKey: string, itemKey: string): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.sessionKey, sessionKey), eq(cartItems.key, itemKey)));
}

export async function removeCartItems(tx: Database, sessionKey: string, itemKeys: readonly string[]): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.sessionKey, sessionKey), inArray(cartItems.key, [...itemKeys])));
}

/** Removes every line of the session's cart. */
export async function clearCartItems(tx: Database, sessionKey: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.sessionKey, sessionKey));
}
