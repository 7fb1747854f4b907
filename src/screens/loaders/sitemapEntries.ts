// What the sitemap lists of a store the storefront reaches only through GraphQL (a remote
// WooCommerce site, GRAPHQL_ENDPOINT): the products of the full list the listing pages show, and the
// categories holding one (server/http/sitemap.ts). That list says when a product was made, not
// when it last changed, so these entries name no date; the embedded store's sitemap reads its own.
import type { Executor } from '../../graphql/executor';
import { cachedCatalogList } from './cachedCatalogList';

export interface StoreSitemapEntries {
  products: { slug: string; modified: null }[];
  categories: { slug: string; modified: null }[];
  newest: null;
}

export async function storeSitemapEntries(graphql: Executor, catalogCacheMs: number): Promise<StoreSitemapEntries> {
  const { products } = await cachedCatalogList(graphql, catalogCacheMs);
  const categorySlugs = new Set(products.flatMap((product) => product.categories.map((category) => category.slug)));
  return {
    products: products.map((product) => ({ slug: product.slug, modified: null })),
    categories: [...categorySlugs].map((slug) => ({ slug, modified: null })),
    newest: null,
  };
}
