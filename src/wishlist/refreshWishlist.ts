// The wishlist's products as the shop has them now (prices, stock), asked of the GraphQL endpoint
// from the browser. Its own chunk: only a visit to the wishlist page with items downloads it.
import type { ProductSummary } from '../catalog/types';
import { reshapeProductSummary } from '../catalog/reshape';
import { createClient } from '../graphql/client';
import { execute } from '../graphql/executor';
import { GetWishlistProductsDocument } from '../graphql/generated/graphql';

/** The shop's current data of the products with these slugs; products it no longer has are left out. */
export async function refreshWishlist(endpoint: string, slugs: string[]): Promise<ProductSummary[]> {
  const answer = await execute(createClient({ endpoint }), GetWishlistProductsDocument, { slugs, first: slugs.length });
  return (answer.products?.nodes ?? []).map(reshapeProductSummary);
}
