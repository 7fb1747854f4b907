// Product category rows as a catalog change writes them (its reads are the taxonomy's terms,
// attribute-terms.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { terms } from '../../../../db/schema';

export async function updateCategoryRow(
  tx: Database,
  id: number,
  columns: { name: string; slug: string; description?: string; parentId: number | null },
): Promise<void> {
  await tx.update(terms).set(columns).where(and(eq(terms.id, id), eq(terms.taxonomy, 'product_cat')));
}

/** Deletes the category; its subcategories move up to its parent, as WordPress does, and its products lose it. */
export async function deleteCategoryRow(tx: Database, id: number, parentId: number | null): Promise<void> {
  await tx.update(terms).set({ parentId }).where(and(eq(terms.parentId, id), eq(terms.taxonomy, 'product_cat')));
  await tx.delete(terms).where(and(eq(terms.id, id), eq(terms.taxonomy, 'product_cat')));
}
