// /products, /products/page/N and the same for one category, rendered on the server.
import type { Category } from '../../domain/catalog/types';
import { getCategory } from '../../graphql/categories';
import { cachedCatalogList } from './cachedCatalogList';
import type { LoaderContext } from './context';
import { notFound } from './notFound';
import { productListPage } from './productListPage';
import type { ProductListData } from '../productList';
import type { Loaded, NotFound } from '../screen';

export async function loadProductList(
  ctx: LoaderContext,
  params: { categorySlug?: string; pageNumber?: string },
): Promise<Loaded<'productList', ProductListData> | NotFound> {
  let category: Category | null = null;
  if (params.categorySlug !== undefined) {
    category = await getCategory(ctx.graphql, params.categorySlug);
    if (!category) return notFound(ctx);
  }
  const list = await cachedCatalogList(ctx.graphql, ctx.catalogCacheMs, ctx.catalogGeneration);
  return productListPage(ctx, params.pageNumber, { list, category });
}
