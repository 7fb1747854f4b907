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

/**
 * The product with the reported stock. A product the shop no longer has is sold out. Stock that has
 * not changed since the page was rendered (the usual answer) gives back the same objects, so the
 * page's parts see nothing new and do not render again.
 */
export function withStock(product: ProductDetail, report: StockReport | null): ProductDetail {
  if (!report || report.databaseId !== product.databaseId) {
    return withLevels(product, soldOut, () => soldOut);
  }
  const byId = new Map(report.variations.map((variation) => [variation.databaseId, variation]));
  // External products report no stock status; keep what the page had.
  const own = report.stockStatus ? report : product;
  return withLevels(product, { stockStatus: own.stockStatus, stockQuantity: own.stockQuantity }, (databaseId) => byId.get(databaseId));
}

function withLevels(product: ProductDetail, level: StockLevel, levelOf: (variationId: number) => StockLevel | undefined): ProductDetail {
  const variations = product.variations.map((variation) => {
    const reported = levelOf(variation.databaseId);
    return reported && !sameLevel(variation, reported) ? { ...variation, stockStatus: reported.stockStatus, stockQuantity: reported.stockQuantity } : variation;
  });
  const unchanged = sameLevel(product, level) && variations.every((variation, i) => variation === product.variations[i]);
  return unchanged ? product : { ...product, stockStatus: level.stockStatus, stockQuantity: level.stockQuantity, variations };
}

function sameLevel(a: StockLevel, b: StockLevel): boolean {
  return a.stockStatus === b.stockStatus && a.stockQuantity === b.stockQuantity;
}
