// The wishlist's products as the shop has them now (prices, stock), asked of the GraphQL endpoint
// from the browser. Its own chunk: only a visit to the wishlist page with items downloads it
// (machines/wishlist.ts).
import type { ProductSummary } from '../domain/catalog/types';
import { execute, type Executor } from './executor';
import { GetWishlistProductsDocument } from './generated/graphql';
import { reshapeProductSummary } from './reshape/catalog';

/** The shop's current data of the products with these slugs; products it no longer has are left out. */
export async function getWishlistProducts(store: Executor, slugs: string[]): Promise<ProductSummary[]> {
  const answer = await execute(store, GetWishlistProductsDocument, { slugs, first: slugs.length });
  return (answer.products?.nodes ?? []).map(reshapeProductSummary);
}
