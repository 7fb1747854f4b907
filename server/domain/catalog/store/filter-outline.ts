// What a storefront's filter panel is built from, over the whole catalog: the highest price a
// product listed in the shop sells at now (the price filter's upper end; a variable or grouped
// product's highest, as the price filter judges it) and the global attributes listed products
// carry (the attribute filters). A sale's start or end moves the price, so the catalog cache keeps
// a reading for one catalog generation (graphql/catalog/loaders.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import type { Translations } from '../../translations';
import { productRecordSelect } from './product-records';

export interface FilterOutline {
  /** Cents; null when no listed product has a price. */
  highestPrice: number | null;
  /** Taxonomy (`pa_color`) and label, in label order, as the storefront's filter panel lists them. */
  attributes: { taxonomy: string; label: string; labels: Translations }[];
}

const listed = (alias: string) => sql`${sql.raw(alias)}.status = 'publish' and ${sql.raw(alias)}.catalog_visibility in ('visible', 'catalog')`;

export async function readFilterOutline(db: Database): Promise<FilterOutline> {
  const [prices] = await queryRows<{ highest: number | null }>(db, sql`select max(c."priceMax") as highest from (${productRecordSelect(listed('p'))}) c`);
  const attributes = await queryRows<FilterOutline['attributes'][number]>(
    db,
    sql`select 'pa_' || a.name as taxonomy, a.label, a.labels from attribute_taxonomies a
      where exists (select 1 from product_terms pt join terms t on t.id = pt.term_id join products l on l.id = pt.product_id
        where t.taxonomy = 'pa_' || a.name and ${listed('l')})
      order by a.label, a.name`,
  );
  return { highestPrice: prices?.highest ?? null, attributes };
}
