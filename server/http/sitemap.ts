// /sitemap.xml, the sitemap index, and its children /sitemap-1.xml …: rendered from the catalog
// (the embedded store's catalog cache, or a remote store's product list), and kept and compressed
// like pages (pages.ts), so a crawler's visit costs one render.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection';
import { catalogClockOf } from '../domain/catalog/store/catalog-clock';
import { loadSitemapEntries } from '../domain/catalog/store/sitemap-entries';
import { compressBody, sendCompressed, type CompressedBody } from './compressed';
import { PageCache } from './pageCache';
import { requestOrigin } from './request-origin';
import { sitemapPages, type SitemapCatalog } from './sitemap-pages';
import { defaultSitemapLimits, layOutSitemap, renderChildSitemap, renderSitemapIndex, type SitemapLimits } from './sitemap-xml';

export const sitemapPath = '/sitemap.xml';

export interface SitemapOptions {
  publicUrl: string | undefined;
  pageCacheMs: number;
  limits?: SitemapLimits;
}

/** Where the sitemap's catalog part comes from, and the version a rendered sitemap is kept for. */
export interface SitemapCatalogSource {
  read(): Promise<SitemapCatalog>;
  /** Changes when the catalog may have changed; a source that cannot tell keeps one (the cache's lifetime bounds it). */
  version(): Promise<string> | string;
}

/** The embedded store's catalog, kept until a catalog write by any process (its generation in the database). */
export function embeddedSitemapCatalog(db: Database): SitemapCatalogSource {
  return { read: () => loadSitemapEntries(db), version: async () => (await catalogClockOf(db).read()).generation };
}

export function registerSitemapRoutes(app: FastifyInstance, catalog: SitemapCatalogSource, options: SitemapOptions): void {
  // A child holds up to 10 MB: a few are worth keeping for a crawler's retries, not thousands.
  const cache = new PageCache<CompressedBody | null>(options.pageCacheMs, 4);
  const limits = options.limits ?? defaultSitemapLimits;

  /** The index (0) or the nth child sitemap; null past the last child. */
  const rendered = async (request: FastifyRequest, n: number) => {
    const origin = requestOrigin(options.publicUrl, request);
    const version = await catalog.version();
    return cache.get(`sitemap ${version} ${origin} ${n}`, async () => {
      const layout = layOutSitemap(sitemapPages(await catalog.read()), origin, limits);
      const body = n === 0 ? renderSitemapIndex(layout) : renderChildSitemap(layout, n);
      return body === null ? null : compressBody(body);
    }, (body) => body !== null, version);
  };

  app.get(sitemapPath, async (request, reply) => {
    const body = (await rendered(request, 0))!;
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, body);
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^[1-9]\\d{0,8}).xml', async (request, reply) => {
    const body = await rendered(request, Number(request.params.n));
    if (!body) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, body);
  });
}
