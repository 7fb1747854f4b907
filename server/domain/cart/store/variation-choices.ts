// What adding to the cart reads of a variable product: its published variations, and the product a
// variation's own id names.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { queryRows } from '../../../db/rows';
import type { AttributeValue } from '../../../db/schema/catalog';

export interface VariationChoice {
  id: number;
  attributes: AttributeValue[];
}

/** The product's published variations, in their menu order. */
export async function loadPublishedVariations(tx: Database, productId: number): Promise<VariationChoice[]> {
  return queryRows<VariationChoice>(
    tx,
    sql`select id, attributes from product_variations where product_id = ${productId} and status = 'publish' order by menu_order, id`,
  );
}

/** The product whose variation has this id; null when no variation has it. */
export async function findVariationProductId(tx: Database, variationId: number): Promise<number | null> {
  const [variation] = await queryRows<{ productId: number }>(
    tx,
    sql`select product_id as "productId" from product_variations where id = ${variationId}`,
  );
  return variation?.productId ?? null;
}
