// Whether a product goes to the cart in one click, from its card or a wishlist row: a simple product
// the shop sells and has in stock. A variable product needs its options chosen on its page.
import type { ProductSummary } from './types';

export function addsInOneClick(product: ProductSummary): boolean {
  return product.type === 'SIMPLE' && product.stockStatus !== 'OUT_OF_STOCK' && product.prices.price.length > 0;
}
