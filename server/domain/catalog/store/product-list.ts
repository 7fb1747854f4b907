// The products list's SQL: filters and sort keys over the product records, and keyset paging. Every
// sort ends on the product id, so each product has one fixed place in the order and paging by
// cursor never repeats or skips one.
import { sql, type SQL } from 'drizzle-orm';
import { intArray, textArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { containsPattern } from '../../../db/like-pattern';
import { queryRows } from '../../../db/rows';
import type { CatalogVisibility, StockStatus } from '../../../db/schema/catalog';
import { inTurns, nextTurn } from '../../../event-loop';
import { productRecordSelect, type ProductRecord } from './product-records';

export type ProductSortField =
  | 'date'
  | 'modified'
  | 'name'
  | 'slug'
  | 'price'
  | 'rating'
  | 'review_count'
  | 'popularity'
  | 'menu_order';
export type SortDirection = 'asc' | 'desc';

// GraphQL list arguments may hold nulls ([String] allows them); they are ignored.
export type List<T> = readonly (T | null)[] | null;

export interface ProductFilter {
  /** One category's slug (WooGraphQL's `category`); with `categoryIn`, a product must match both. */
  category?: string | null;
  /** Category slugs; a product in any of them matches. */
  categoryIn?: List<string>;
  slugIn?: List<string>;
  include?: List<number>;
  exclude?: List<number>;
  /** Case-insensitive substring of name, description or short description. */
  search?: string | null;
  /** Where the product must be listed: `visible` means both in the shop and in search. */
  visibility?: CatalogVisibility | null;
  /** Major units, inclusive. */
  minPrice?: number | null;
  maxPrice?: number | null;
  status?: string | null;
  onSale?: boolean | null;
  stockStatus?: List<StockStatus>;
}

/** One sort of a page, in its direction. */
export interface SortKey {
  field: ProductSortField;
  direction: SortDirection;
}

// Each sort key over `c`, the product record; none is ever null, so row comparisons hold.
// Dates are ISO text in UTC, whose byte order ("C") is their time order.
// By price, descending lists by the highest price and ascending by the lowest, as WooCommerce
// sorts variable products.
function sortKey(field: ProductSortField, direction: SortDirection): SQL {
  switch (field) {
    case 'date':
      return sql`c."createdAt" collate "C"`;
    case 'modified':
      return sql`c."modifiedAt" collate "C"`;
    case 'name':
      return sql`lower(c.name) collate "C"`;
    case 'slug':
      return sql`c.slug collate "C"`;
    case 'price':
      return direction === 'asc' ? sql`coalesce(c."priceMin", 0)` : sql`coalesce(c."priceMax", 0)`;
    case 'rating':
      return sql`c."averageRating"`;
    case 'review_count':
      return sql`c."reviewCount"`;
    case 'popularity':
      return sql`c."totalSales"`;
    case 'menu_order':
      return sql`c."menuOrder"`;
  }
}

// Where a visibility setting lists a product (WooCommerce's product_visibility terms).
const listedIn: Record<CatalogVisibility, readonly CatalogVisibility[]> = {
  visible: ['visible'],
  catalog: ['visible', 'catalog'],
  search: ['visible', 'search'],
  hidden: ['hidden'],
};

// Prices are whole cents in a 32-bit column: a bound beyond it bounds nothing, so it is brought
// inside (a filter of €1e300 matches what €21 million matches).
const centsBound = 2 ** 31 - 1;
const toCents = (major: number) => Math.max(-centsBound, Math.min(centsBound, Math.round(major * 100)));

const present = <T>(list: List<T> | undefined): T[] => (list ?? []).filter((item): item is T => item !== null);

function filterConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [];
  const categoryIn = present(filter.categoryIn);
  const slugIn = present(filter.slugIn);
  const include = present(filter.include);
  const exclude = present(filter.exclude);
  const stockStatus = present(filter.stockStatus);
  for (const slugs of [categoryIn, filter.category ? [filter.category] : []]) {
    if (!slugs.length) continue;
    conditions.push(sql`exists (select 1 from product_terms pt join terms t on t.id = pt.term_id
      where pt.product_id = c.id and t.taxonomy = 'product_cat' and t.slug = any(${textArray(slugs)}))`);
  }
  if (slugIn.length) conditions.push(sql`c.slug = any(${textArray(slugIn)})`);
  if (include.length) conditions.push(sql`c.id = any(${intArray(include)})`);
  if (exclude.length) conditions.push(sql`not (c.id = any(${intArray(exclude)}))`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`exists (select 1 from products d where d.id = c.id
      and (d.name ilike ${pattern} or d.description ilike ${pattern} or d.short_description ilike ${pattern}))`);
  }
  if (filter.visibility) {
    conditions.push(sql`c."catalogVisibility" = any(${textArray(listedIn[filter.visibility])})`);
  }
  // A variable product matches when any of its variations' prices is in range (its min..max
  // overlaps the range), as WooCommerce's price lookup table answers it.
  if (filter.minPrice !== null && filter.minPrice !== undefined) {
    conditions.push(sql`c."priceMax" >= ${toCents(filter.minPrice)}`);
  }
  if (filter.maxPrice !== null && filter.maxPrice !== undefined) {
    conditions.push(sql`c."priceMin" <= ${toCents(filter.maxPrice)}`);
  }
  if (filter.onSale !== null && filter.onSale !== undefined) conditions.push(sql`c."onSale" = ${filter.onSale}`);
  if (stockStatus.length) conditions.push(sql`c."stockStatus" = any(${textArray(stockStatus)})`);
  return conditions;
}

/** `(k1, k2, …, id)` strictly after the cursor's values, each key in its own direction. */
function afterCursor(keys: { key: SQL; direction: SortDirection }[]): SQL {
  const alternatives = keys.map(({ key, direction }, index) => {
    const equalBefore = keys.slice(0, index).map((earlier, i) => sql`${earlier.key} = cur.k${sql.raw(String(i))}`);
    const beyond = direction === 'asc' ? sql`${key} > cur.k${sql.raw(String(index))}` : sql`${key} < cur.k${sql.raw(String(index))}`;
    return sql.join([...equalBefore, beyond], sql` and `);
  });
  return sql`(${sql.join(alternatives, sql` or `)})`;
}

const published = sql`p.status = 'publish'`;

// A page travels as one JSON text: for thousands of rows that is several times faster than row by
// row (PGlite decodes every cell of a row result in JavaScript).
async function recordsInOneQuery(db: Database, page: SQL, orderBy: SQL): Promise<ProductRecord[]> {
  const [row] = await queryRows<{ rows: string }>(db, sql`select coalesce(json_agg(c order by ${orderBy}), '[]')::text as rows from (${page}) c`);
  return JSON.parse(row!.rows) as ProductRecord[];
}

/**
 * A longer page than this is read in turns (server/event-loop.ts): its ids in order first, then
 * the records of that many ids per query, a turn apart. On 10,000 products (PGlite, 2 cores) the
 * ids take 76–140 ms and each 1,000 records at most 68 ms, where the page in one query held the
 * event loop for 540–660 ms.
 */
export const productsPerQuery = 1000;

async function recordsInTurns(db: Database, page: SQL, orderBy: SQL): Promise<ProductRecord[]> {
  // The ids in a turn of their own too: the request's own reads (the catalog's version) come just before.
  await nextTurn();
  // The planner leaves out the columns the ids do not need (only the sort keys remain).
  const [row] = await queryRows<{ ids: string }>(db, sql`select coalesce(json_agg(c.id order by ${orderBy}), '[]')::text as ids from (${page}) c`);
  const ids = JSON.parse(row!.ids) as number[];
  const byId = new Map<number, ProductRecord>();
  await inTurns(ids, productsPerQuery, async (slice) => {
    const records = await recordsInOneQuery(db, productRecordSelect(sql`${published} and p.id = any(${intArray(slice)})`), sql`c.id`);
    for (const record of records) byId.set(record.id, record);
  });
  // A product unpublished between the two reads is left out, as a read after it would.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Sort keys over `c` for the sorts, ending on the product id in the last sort's direction. */
function keysOf(sorts: readonly SortKey[]): { key: SQL; direction: SortDirection }[] {
  const keys = sorts.map(({ field, direction }) => ({ key: sortKey(field, direction), direction }));
  keys.push({ key: sql`c.id`, direction: sorts[sorts.length - 1]!.direction });
  return keys;
}

const matching = sql`(${productRecordSelect(published)}) c`;
const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/** Whether there is a product of this id, published or not. */
export async function productExists(db: Database, id: number): Promise<boolean> {
  const [known] = await queryRows<{ id: number }>(db, sql`select id from products where id = ${id}`);
  return known !== undefined;
}

export interface ProductPageQuery {
  filter: ProductFilter;
  /** At least one; none repeated. */
  sorts: readonly SortKey[];
  /** The product the page starts after; null: from the first. */
  afterId: number | null;
  first: number;
}

/**
 * The published products the filter keeps, in the sorts' order: the page's `first`, and the one
 * after them when there is one (so the caller knows a next page follows).
 */
export async function readProductPage(db: Database, { filter, sorts, afterId, first }: ProductPageQuery): Promise<ProductRecord[]> {
  const keys = keysOf(sorts);
  const conditions = filterConditions(filter);
  let cursorJoin = sql``;
  if (afterId !== null) {
    const cursorKeys = keys.map(({ key }, index) => sql`${key} as k${sql.raw(String(index))}`);
    cursorJoin = sql`cross join (select ${sql.join(cursorKeys, sql`, `)}
      from (${productRecordSelect(sql`p.id = ${afterId}`)}) c) cur`;
    conditions.push(afterCursor(keys));
  }
  const orderBy = sql.join(
    keys.map(({ key, direction }) => sql`${key} ${sql.raw(direction)}`),
    sql`, `,
  );
  const page = sql`select c.* from ${matching} ${cursorJoin} ${where(conditions)} order by ${orderBy} limit ${first + 1}`;
  return first <= productsPerQuery ? recordsInOneQuery(db, page, orderBy) : recordsInTurns(db, page, orderBy);
}

/** How many published products the filter keeps. */
export async function countProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${matching} ${where(filterConditions(filter))}`);
  return row?.count ?? 0;
}
