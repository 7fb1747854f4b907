// Stock as the shop reports it now (see stockReport.ts), laid over a product page's data. A page may
// come from a cache or an earlier render; the browser asks again so it never offers stock that is gone.
import type { ProductDetail, StockStatus } from './types';

export interface StockLevel {
  stockStatus: StockStatus | null;
  stockQuantity: number | null;
}

export interface StockReport extends StockLevel {
  databaseId: number;
  variations: Array<StockLevel & { databaseId: number }>;
}

const soldOut: StockLevel = { stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 };

/** The product with the reported stock. A product the shop no longer has is sold out. */
export function withStock(product: ProductDetail, report: StockReport | null): ProductDetail {
  if (!report || report.databaseId !== product.databaseId) {
    return { ...product, ...soldOut, variations: product.variations.map((variation) => ({ ...variation, ...soldOut })) };
  }
  const byId = new Map(report.variations.map((variation) => [variation.databaseId, variation]));
  return {
    ...product,
    // External products report no stock status; keep what the page had.
    stockStatus: report.stockStatus ?? product.stockStatus,
    stockQuantity: report.stockStatus ? report.stockQuantity : product.stockQuantity,
    variations: product.variations.map((variation) => {
      const level = byId.get(variation.databaseId);
      return level ? { ...variation, stockStatus: level.stockStatus, stockQuantity: level.stockQuantity } : variation;
    }),
  };
}
