// One product as its page shows it (getProduct). Its descriptions are the shop's HTML, made safe by
// the caller's sanitiser (the server's; the browser never renders them raw).
import type { ProductDetail } from '../domain/catalog/types';
import { execute, type Executor } from './executor';
import { GetProductDocument, type GetProductQuery } from './generated/graphql';
import { reshapeProductDetail } from './reshape/catalog';

type Sanitize = (html: string) => string;
type Answer = NonNullable<GetProductQuery['product']>;

// The embedded backend hands every render the same answer object while the catalog is unchanged
// (server/graphql/shared-answers.ts), so its reshaping, a fair part of a product page's render, is
// kept with it and goes when the answer does.
const reshaped = new WeakMap<Sanitize, WeakMap<Answer, ProductDetail>>();

/** The product with this slug, or null when the shop has none. */
export async function getProduct(store: Executor, slug: string, sanitize: Sanitize): Promise<ProductDetail | null> {
  const answer = await execute(store, GetProductDocument, { slug });
  if (!answer.product) return null;
  let kept = reshaped.get(sanitize);
  if (!kept) reshaped.set(sanitize, (kept = new WeakMap()));
  let product = kept.get(answer.product);
  if (!product) kept.set(answer.product, (product = reshapeProductDetail(answer.product, sanitize)));
  return product;
}
