// A product's attributes with the values each offers, for the choices of its defaults and variations.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { queryRows } from '../../../../db/rows';
import type { OfferedAttribute } from '../attribute-choices';

export async function offeredAttributesOf(tx: Database, productId: number): Promise<OfferedAttribute[]> {
  const rows = await queryRows<{ name: string; label: string; isTaxonomy: boolean; variation: boolean; options: string[]; terms: { value: string; name: string }[] }>(
    tx,
    sql`select pa.name, coalesce(at.label, pa.name) as label, pa.is_taxonomy as "isTaxonomy", pa.variation, pa.options,
        coalesce((select json_agg(json_build_object('value', t.slug, 'name', t.name) order by t.menu_order, t.id)
          from product_terms pt join terms t on t.id = pt.term_id
          where pt.product_id = pa.product_id and t.taxonomy = pa.name), '[]') as terms
      from product_attributes pa left join attribute_taxonomies at on pa.is_taxonomy and 'pa_' || at.name = pa.name
      where pa.product_id = ${productId} order by pa.position`,
  );
  return rows.map(({ options, terms, ...attribute }) => ({
    ...attribute,
    values: attribute.isTaxonomy ? terms : options.map((option) => ({ value: option, name: option })),
  }));
}
