// Empties the catalog for a reseed and restarts the id sequences, so the new seed gets the same
// ids as a fresh database. TRUNCATE … CASCADE also empties tables that refer to catalog rows
// (carts, orders): a reseed starts the demo shop over.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';

export async function wipeCatalog(db: Database): Promise<void> {
  await db.execute(sql`truncate table reviews, product_downloads, product_meta, product_gallery, product_attributes, grouped_product_children,
    product_terms, product_variations, products, terms, attribute_taxonomies, media restart identity cascade`);
  await db.execute(sql`alter sequence post_id_seq restart`);
  await db.execute(sql`alter sequence term_id_seq restart`);
}
