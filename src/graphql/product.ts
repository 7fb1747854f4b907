// One product as its page shows it (getProduct). Its descriptions are the shop's HTML, made safe by
// the caller's sanitiser (the server's; the browser never renders them raw).
import type { ProductDetail } from '../catalog/types';
import { execute, type Executor } from './executor';
import { GetProductDocument } from './generated/graphql';
import { reshapeProductDetail } from './reshape/catalog';

/** The product with this slug, or null when the shop has none. */
export async function getProduct(store: Executor, slug: string, sanitize: (html: string) => string): Promise<ProductDetail | null> {
  const answer = await execute(store, GetProductDocument, { slug });
  return answer.product ? reshapeProductDetail(answer.product, sanitize) : null;
}
