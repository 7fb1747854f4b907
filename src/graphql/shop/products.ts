// The manager area's calls on the catalog: the products by name with their stock and regular price
// (a variable product's for each variation), and a change of both, through WooGraphQL's
// updateProduct and updateProductVariation. The stock is then kept by the shop (manageStock).
import type { ProductStockRow, ShopPage, StockChange } from '../../domain/shop/types';
import { sessionClient } from '../cart';
import { execute } from '../executor';
import { ShopProductsDocument, UpdateProductStockDocument, UpdateVariationStockDocument } from './generated/graphql';

export const productsPageSize = 20;

export async function getShopProducts(endpoint: string, search: string, after: string | null): Promise<ShopPage<ProductStockRow>> {
  const answer = await execute(sessionClient(endpoint), ShopProductsDocument, { first: productsPageSize, after, search: search.trim() || null });
  const products = answer.products;
  return {
    rows: (products?.nodes ?? []).flatMap((product): ProductStockRow[] => {
      const own: ProductStockRow = { id: product.id, productId: null, name: product.name ?? '', sku: product.sku ?? '', stock: null, regularPrice: null, editable: false };
      if ('variations' in product) {
        const variations = (product.variations?.nodes ?? []).map((variation) => ({
          id: variation.id,
          productId: product.id,
          name: variation.name ?? '',
          sku: variation.sku ?? '',
          stock: variation.stockQuantity ?? null,
          regularPrice: variation.regularPrice ?? null,
          editable: true,
        }));
        return [own, ...variations];
      }
      if ('stockQuantity' in product) return [{ ...own, stock: product.stockQuantity ?? null, regularPrice: product.regularPrice ?? null, editable: true }];
      return [own];
    }),
    nextCursor: products?.pageInfo.hasNextPage ? products.pageInfo.endCursor : null,
  };
}

export async function saveStock(endpoint: string, row: ProductStockRow, change: StockChange): Promise<void> {
  const store = sessionClient(endpoint);
  if (row.productId) await execute(store, UpdateVariationStockDocument, { id: row.id, productId: row.productId, ...change });
  else await execute(store, UpdateProductStockDocument, { id: row.id, ...change });
}
