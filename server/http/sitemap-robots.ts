// /robots.txt: every page may be crawled, and the sitemap is named by its absolute URL, as the
// robots standard asks (RFC 9309 and sitemaps.org). The origin differs per shop, so it is written
// by the server rather than kept in public/.
import type { FastifyInstance } from 'fastify';
import { compressBody, sendCompressed } from './compressed';
import { requestOrigin } from './request-origin';
import { sitemapPath } from './sitemap';

export interface RobotsOptions {
  publicUrl: string | undefined;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

export function registerRobotsRoute(app: FastifyInstance, options: RobotsOptions): void {
  app.get('/robots.txt', async (request, reply) => {
    const sitemapUrl = new URL(sitemapPath, requestOrigin(options.publicUrl, request)).href;
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400');
    return sendCompressed(request, reply, compressBody(robotsTxt(sitemapUrl)));
  });
}
