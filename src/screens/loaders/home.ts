import { toSummary } from '../../domain/catalog/listing/catalogList';
import { getCategories } from '../../graphql/categories';
import { cachedCatalogList } from './cachedCatalogList';
import type { LoaderContext } from './context';
import { absoluteUrl, makeHead } from './head';
import type { HomeData } from '../home';
import type { Loaded } from '../screen';

const shelfSize = 8;

export async function loadHome(ctx: LoaderContext): Promise<Loaded<'home', HomeData>> {
  const [categories, { products }] = await Promise.all([getCategories(ctx.graphql), cachedCatalogList(ctx.graphql, ctx.catalogCacheMs, ctx.catalogGeneration)]);
  const store = ctx.settings.storeName;
  return {
    view: 'home',
    status: 200,
    data: {
      categories,
      newest: products.slice(0, shelfSize).map(toSummary),
      onSale: products.filter((product) => product.onSale).slice(0, shelfSize).map(toSummary),
    },
    head: makeHead(ctx, {
      title: store,
      description: ctx.t('meta.defaultDescription', { store }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: store,
          url: absoluteUrl(ctx, '/'),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl(ctx, '/products')}?search={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }),
  };
}
