// Each product's attributes as stored, in their order, with a global attribute's label and id read
// from its taxonomy (attribute_taxonomies).
import { sql } from 'drizzle-orm';
import { intArray } from '../../../db/arrays';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import { groupBy } from '../../group-by';
import type { Translations } from '../../translations';

export interface ProductAttributeRecord {
  productId: number;
  position: number;
  /** The taxonomy (`pa_color`) of a global attribute, the display name of a local one. */
  name: string;
  label: string;
  /** A global attribute's label in the languages it has been translated into. */
  labels: Translations;
  isTaxonomy: boolean;
  /** The attribute taxonomy's id for a global attribute, 0 for a local one. */
  attributeId: number;
  /** The option texts of a local attribute; a global one takes its values from the product's terms. */
  options: string[];
  visible: boolean;
  variation: boolean;
}

export async function loadProductAttributes(
  db: Database,
  productIds: readonly number[],
): Promise<Map<number, ProductAttributeRecord[]>> {
  const rows = await queryRows<ProductAttributeRecord>(
    db,
    sql`select pa.product_id as "productId", pa.position, pa.name, coalesce(at.label, pa.name) as label, coalesce(at.labels, '{}') as labels,
        pa.is_taxonomy as "isTaxonomy", coalesce(at.id, 0) as "attributeId", pa.options, pa.visible, pa.variation
      from product_attributes pa
      left join attribute_taxonomies at on pa.is_taxonomy and 'pa_' || at.name = pa.name
      where pa.product_id = any(${intArray(productIds)})
      order by pa.product_id, pa.position`,
  );
  return groupBy(rows, (row) => row.productId);
}
