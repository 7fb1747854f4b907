// The variation rows a catalog change reads and writes.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../../db/connection';
import { productVariations } from '../../../../db/schema';
import type { VariationColumns } from '../../store/product-inserts';

export type VariationRow = typeof productVariations.$inferSelect;

/** The variation, locked until the change commits; null when there is none. */
export async function lockVariation(tx: Database, id: number): Promise<VariationRow | null> {
  const [row] = await tx.select().from(productVariations).where(eq(productVariations.id, id)).for('update');
  return row ?? null;
}

export async function updateVariationRow(tx: Database, id: number, columns: Partial<VariationColumns>): Promise<void> {
  await tx.update(productVariations).set({ ...columns, modifiedAt: new Date() }).where(eq(productVariations.id, id));
}

export async function deleteVariationRow(tx: Database, id: number): Promise<void> {
  await tx.delete(productVariations).where(eq(productVariations.id, id));
}
