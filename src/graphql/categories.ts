// The shop's product categories (getProductCategories) and one of them (getProductCategory).
import type { Category } from '../domain/catalog/types';
import { execute, type Executor } from './executor';
import { GetProductCategoriesDocument, GetProductCategoryDocument } from './generated/graphql';
import { reshapeCategory } from './reshape/catalog';

export async function getCategories(store: Executor): Promise<Category[]> {
  const answer = await execute(store, GetProductCategoriesDocument, {});
  return (answer.productCategories?.nodes ?? []).map(reshapeCategory);
}

/** The category with this slug, or null when the shop has none. */
export async function getCategory(store: Executor, slug: string): Promise<Category | null> {
  const answer = await execute(store, GetProductCategoryDocument, { slug });
  return answer.productCategory ? reshapeCategory(answer.productCategory) : null;
}
