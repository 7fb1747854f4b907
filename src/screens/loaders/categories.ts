import { getCategories } from '../../graphql/categories';
import type { LoaderContext } from './context';
import { breadcrumbJsonLd, makeHead } from './head';
import type { CategoriesData } from '../categories';
import type { Loaded } from '../screen';

export async function loadCategories(ctx: LoaderContext): Promise<Loaded<'categories', CategoriesData>> {
  return {
    view: 'categories',
    status: 200,
    data: { categories: await getCategories(ctx.graphql) },
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
