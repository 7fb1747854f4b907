// /products, /products/page/N and the same for one category: a page of the full list.
import { reshapeCategory } from '../catalog/reshape';
import type { Category } from '../catalog/types';
import { execute } from '../graphql/executor';
import { GetProductCategoryDocument } from '../graphql/generated/graphql';
import { routePath } from '../routes';
import { loadCatalogList } from './catalogList';
import type { LoaderContext } from './context';
import { breadcrumbJsonLd, makeHead } from './head';
import { notFound } from './notFound';
import type { LoaderResult } from './result';

/** Page numbers are positive integers written plainly ('2', not '02' or '2.0'). */
function parsePageNumber(value: string | undefined): number | null {
  if (value === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

export async function loadProductList(
  ctx: LoaderContext,
  params: { categorySlug?: string; pageNumber?: string },
): Promise<LoaderResult<'productList' | 'error'>> {
  const page = parsePageNumber(params.pageNumber);
  if (page === null) return notFound(ctx);

  let category: Category | null = null;
  if (params.categorySlug !== undefined) {
    const found = await execute(ctx.graphql, GetProductCategoryDocument, { slug: params.categorySlug });
    if (!found.productCategory) return notFound(ctx);
    category = reshapeCategory(found.productCategory);
  }

  const all = await loadCatalogList(ctx.graphql);
  const products = category ? all.filter((product) => product.categories.some((c) => c.slug === category!.slug)) : all;
  const perPage = ctx.settings.productsPerPage;
  const pageCount = Math.max(1, Math.ceil(products.length / perPage));
  if (page > pageCount) return notFound(ctx);

  const basePath = category ? routePath('category', { categorySlug: category.slug }) : routePath('products');
  const canonicalPath =
    page === 1
      ? basePath
      : category
        ? routePath('categoryPage', { categorySlug: category.slug, pageNumber: page })
        : routePath('productsPage', { pageNumber: page });
  const store = ctx.settings.storeName;
  const title = category
    ? page === 1
      ? ctx.t('meta.categoryTitle', { name: category.name })
      : ctx.t('meta.categoryPageTitle', { name: category.name, page })
    : page === 1
      ? ctx.t('meta.productsTitle')
      : ctx.t('meta.productsPageTitle', { page });
  const crumbs = [{ name: ctx.t('breadcrumb.home'), path: '/' }];
  crumbs.push(category ? { name: category.name, path: basePath } : { name: ctx.t('meta.productsTitle'), path: basePath });

  return {
    view: 'productList',
    status: 200,
    data: {
      products: products.slice((page - 1) * perPage, page * perPage),
      total: products.length,
      page,
      pageCount,
      perPage,
      category,
    },
    head: makeHead(ctx, {
      title,
      description: category ? ctx.t('meta.categoryDescription', { name: category.name, store }) : ctx.t('meta.productsDescription', { store }),
      canonicalPath,
      jsonLd: [breadcrumbJsonLd(ctx, crumbs)],
      image: category?.image?.src ?? null,
    }),
  };
}
