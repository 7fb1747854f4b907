// Asks the store for a product's stock as it is now (getStockStatus). Browser-only code, loaded
// when a product page goes live (machines/product.ts).
import type { StockReport } from '../domain/catalog/stock';
import { execute, type Executor } from './executor';
import { GetStockStatusDocument } from './generated/graphql';
import { stockStatusOf } from './reshape/catalog';

/** The product's current stock, or null when the shop no longer has it. */
export async function getStockReport(graphql: Executor, slug: string): Promise<StockReport | null> {
  const { product } = await execute(graphql, GetStockStatusDocument, { slug });
  if (!product) return null;
  const fields = product as { stockStatus?: string | null; stockQuantity?: number | null; variations?: { nodes: Array<{ databaseId: number; stockStatus?: string | null; stockQuantity?: number | null }> } | null };
  return {
    databaseId: product.databaseId,
    stockStatus: stockStatusOf(fields.stockStatus),
    stockQuantity: fields.stockQuantity ?? null,
    variations: (fields.variations?.nodes ?? []).map((variation) => ({
      databaseId: variation.databaseId,
      stockStatus: stockStatusOf(variation.stockStatus),
      stockQuantity: variation.stockQuantity ?? null,
    })),
  };
}
