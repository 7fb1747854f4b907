// The sitemap's catalog when the storefront is pointed at a remote store (GRAPHQL_ENDPOINT): the
// products and categories its GraphQL answers, read through the storefront's own product list
// (src/screens/loaders/sitemapEntries.ts). The remote says nothing of its writes, so a rendered sitemap is
// kept for the page cache's lifetime.
import type { Executor } from '../../src/entry-server';
import type { Renderer } from './renderer';
import type { SitemapCatalogSource } from './sitemap';

export function remoteSitemapCatalog(renderer: Renderer, remote: Executor, catalogCacheMs: number): SitemapCatalogSource {
  return {
    read: async () => (await renderer.module()).storeSitemapEntries(remote, catalogCacheMs),
    version: () => 'remote',
  };
}
