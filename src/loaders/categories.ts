import { reshapeCategory } from '../catalog/reshape';
import { execute } from '../graphql/executor';
import { GetProductCategoriesDocument } from '../graphql/generated/graphql';
import type { LoaderContext } from './context';
import { breadcrumbJsonLd, makeHead } from './head';
import type { LoaderResult } from './result';

export async function loadCategories(ctx: LoaderContext): Promise<LoaderResult<'categories'>> {
  const result = await execute(ctx.graphql, GetProductCategoriesDocument, {});
  return {
    view: 'categories',
    status: 200,
    data: { categories: (result.productCategories?.nodes ?? []).map(reshapeCategory) },
    head: makeHead(ctx, {
      title: ctx.t('meta.categoriesTitle'),
      description: ctx.t('meta.categoriesDescription', { store: ctx.settings.storeName }),
      jsonLd: [
        breadcrumbJsonLd(ctx, [
          { name: ctx.t('breadcrumb.home'), path: '/' },
          { name: ctx.t('meta.categoriesTitle'), path: '/categories' },
        ]),
      ],
    }),
  };
}
