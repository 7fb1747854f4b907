// Related products, as WooCommerce picks them: other listed products sharing a category with
// this one. WooCommerce shuffles them; here the ones sharing the most categories come first,
// then the best sellers, so a page renders the same on every request and caches well.
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { groupBy } from '../../group-by';

export async function loadRelatedIds(
  db: Database,
  productIds: readonly number[],
  limit: number,
): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ sourceId: number; id: number }>(
    db,
    sql`select src.id as "sourceId", rel.id
      from unnest(${intArray(productIds)}) as src(id)
      cross join lateral (
        select p.id
        from product_terms own
        join terms t on t.id = own.term_id and t.taxonomy = 'product_cat'
        join product_terms other on other.term_id = own.term_id and other.product_id <> src.id
        join products p on p.id = other.product_id
        where own.product_id = src.id and p.status = 'publish' and p.catalog_visibility in ('visible', 'catalog')
        group by p.id, p.total_sales
        order by count(*) desc, p.total_sales desc, p.id desc
        limit ${limit}
      ) rel`,
  );
  const grouped = groupBy(rows, (row) => row.sourceId);
  return new Map([...grouped].map(([sourceId, list]) => [sourceId, list.map((row) => row.id)]));
}
