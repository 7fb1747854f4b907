// /products, /products/page/N and the same for one category, rendered on the server.
import { reshapeCategory } from '../catalog/reshape';
import type { Category } from '../catalog/types';
import { execute } from '../graphql/executor';
import { GetProductCategoryDocument } from '../graphql/generated/graphql';
import { cachedCatalogList } from './cachedCatalogList';
import type { LoaderContext } from './context';
import { notFound } from './notFound';
import { productListPage } from './productListPage';
import type { LoaderResult } from './result';

export async function loadProductList(
  ctx: LoaderContext,
  params: { categorySlug?: string; pageNumber?: string },
): Promise<LoaderResult<'productList' | 'error'>> {
  let category: Category | null = null;
  if (params.categorySlug !== undefined) {
    const found = await execute(ctx.graphql, GetProductCategoryDocument, { slug: params.categorySlug });
    if (!found.productCategory) return notFound(ctx);
    category = reshapeCategory(found.productCategory);
  }
  const list = await cachedCatalogList(ctx.graphql);
  return productListPage(ctx, params.pageNumber, { list, category });
}
