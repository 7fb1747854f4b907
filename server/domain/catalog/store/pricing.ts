// When a price is "on sale", in SQL so that listing, filtering and sorting agree with what a
// product shows. WooCommerce's rule: a sale price below the regular price, inside its date
// window when it has one. The window is checked against the clock on every read, so a scheduled
// sale starts and ends without anyone rewriting the catalog.
import { sql, type SQL } from 'drizzle-orm';

/** `alias` names a row of products or product_variations in the surrounding query. */
export function onSaleSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(${a}.sale_price is not null and ${a}.regular_price is not null
    and ${a}.sale_price < ${a}.regular_price
    and (${a}.sale_from is null or ${a}.sale_from <= now())
    and (${a}.sale_to is null or ${a}.sale_to >= now()))`;
}

/** The price a shopper pays now, in cents: the sale price while on sale, else the regular price. */
export function activePriceSql(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`(case when ${onSaleSql(alias)} then ${a}.sale_price else ${a}.regular_price end)`;
}
