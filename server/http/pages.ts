// Server-rendered pages and their JSON payloads (DESIGN.md §3): every public route renders to
// complete HTML with its data inlined; client navigations fetch the same payload as JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOfCookies } from '../../common/sessionHeader';
import { hasSignedInHint } from '../../common/signedInHint';
import { hasWishlistHint } from '../../common/wishlistHint';
import type { StoreSettings } from '../../common/settings';
import type { StripeClientConfig } from '../../common/stripe-client-config';
import type { PagePayload } from '../../src/entry-server';
import type { ResetLinkCheck } from '../../src/screens/loaders/context';
import type { CatalogClock, CatalogState } from '../domain/catalog/store/catalog-clock';
import { gaugeCache } from '../../common/cache-gauges';
import { compressBody, sendCompressed, type CompressedBody } from './compressed';
import { PageCache } from './pageCache';
import { requestOrigin } from './request-origin';
import { UnchangedBodies } from './unchanged-bodies';
import type { Renderer } from './renderer';
import type { TaxedExecutor, TaxedExecutors } from './taxed-executors';

export const payloadPrefix = '/_payload';

interface PageDeps {
  renderer: Renderer;
  /** The executor for a request's tax location (its cookie), and that location's key. */
  graphql: TaxedExecutors;
  settings: StoreSettings;
  publicUrl: string | undefined;
  pageCacheMs: number;
  catalogCacheMs: number;
  /** The GraphQL endpoint as browsers reach it. */
  graphqlUrl: string;
  /** Stripe.js and its publishable key for card payments; null when the shop takes no cards. */
  stripe: StripeClientConfig | null;
  /** The embedded store's check of a password reset link; absent for a remote store. */
  isLiveResetLink?: ResetLinkCheck;
  /**
   * The embedded store's catalog clock, read in its database: pages are kept per generation, so a
   * change through any process shows in every process's next page, and a page is loaded with the
   * reading its key names. A remote store says nothing of its changes: its pages live PAGE_CACHE_MS.
   */
  catalogClock?: Pick<CatalogClock, 'read' | 'within'>;
}

interface Rendered {
  status: number;
  /** An order page and the like: not kept here, and `no-store` for the browser. */
  personal: boolean;
  body: CompressedBody;
}

export function registerPageRoutes(app: FastifyInstance, deps: PageDeps): void {
  const cache = new PageCache<Rendered>(deps.pageCacheMs);
  gaugeCache('pages and payloads', cache, (pages) => pages.gauge((rendered) => rendered.body.heldBytes()));
  // Pages that failed to load are not kept; 404s are (they are answers, and cheap to keep).
  // Personal pages never are: their links are secrets, and each would push a shared page out.
  const cacheable = (value: Pick<Rendered, 'status' | 'personal'>) => value.status < 500 && !value.personal;
  const cacheControl = (value: Rendered) => (value.personal ? 'no-store' : 'no-cache');
  // A page the cache keeps is compressed once for everyone (or keeps the forms of the same bytes
  // from an earlier generation); any other, once for each request.
  const unchanged = new UnchangedBodies();
  gaugeCache('pages unchanged across generations', unchanged, (bodies) => bodies.gauge());
  const compress = (address: string, body: string | Buffer, page: PagePayload) => {
    if (deps.pageCacheMs <= 0 || !cacheable({ status: page.status, personal: page.personal === true })) return compressBody(body, { sentOnce: true });
    const identity = typeof body === 'string' ? Buffer.from(body) : body;
    return unchanged.reuse(address, identity, () => compressBody(identity));
  };

  const origin = (request: FastifyRequest) => requestOrigin(deps.publicUrl, request);

  const load = async (request: FastifyRequest, url: string, taxed: TaxedExecutor, catalog: CatalogState | undefined): Promise<PagePayload> => {
    const ssr = await deps.renderer.module();
    // The hints and the cart session change only the account, checkout and wishlist pages, which are
    // personal and never kept in the cache (their keys name none of them).
    const signedInHint = hasSignedInHint(request.headers.cookie);
    const wishlistHint = hasWishlistHint(request.headers.cookie);
    const sessionToken = sessionTokenOfCookies(request.headers.cookie);
    const loading = () => ssr.loadPage({
      url,
      origin: origin(request),
      graphql: taxed.graphql,
      settings: deps.settings,
      catalogCacheMs: deps.catalogCacheMs,
      catalogGeneration: catalog?.generation,
      signedInHint,
      wishlistHint,
      sessionToken,
      isLiveResetLink: deps.isLiveResetLink,
    });
    return catalog && deps.catalogClock ? deps.catalogClock.within(catalog, loading) : loading();
  };

  app.get(`${payloadPrefix}/*`, async (request, reply) => {
    const url = request.url.slice(payloadPrefix.length) || '/';
    const taxed = deps.graphql(request.headers.cookie);
    const catalog = await deps.catalogClock?.read();
    const generation = catalog?.generation;
    const address = `payload ${taxed.key} ${origin(request)}${url}`;
    const rendered = await cache.get(`${generation} ${address}`, async () => {
      const page = await load(request, url, taxed, catalog);
      return { status: page.status, personal: page.personal === true, body: compress(address, JSON.stringify(page), page) };
    }, cacheable, generation);
    reply.code(rendered.status).type('application/json; charset=utf-8').header('cache-control', cacheControl(rendered));
    return sendCompressed(request, reply, rendered.body);
  });

  app.get('/*', async (request, reply) => {
    const redirect = await localeRedirect(deps, request);
    if (redirect) return reply.redirect(redirect, 302);
    const url = request.url;
    const taxed = deps.graphql(request.headers.cookie);
    const catalog = await deps.catalogClock?.read();
    const generation = catalog?.generation;
    const address = `page ${taxed.key} ${origin(request)}${url}`;
    const rendered = await cache.get(`${generation} ${address}`, async () => {
      const page = await load(request, url, taxed, catalog);
      return { status: page.status, personal: page.personal === true, body: compress(address, await renderDocument(deps, page, url), page) };
    }, cacheable, generation);
    reply.code(rendered.status).type('text/html; charset=utf-8').header('cache-control', cacheControl(rendered));
    return sendCompressed(request, reply, rendered.body);
  });

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error(error);
    if (reply.sent) return;
    return sendServerError(request, reply);
  });
}

async function renderDocument(deps: PageDeps, page: PagePayload, url: string): Promise<Buffer> {
  const [ssr, template] = await Promise.all([deps.renderer.module(), deps.renderer.template(url)]);
  return ssr.renderDocument(template, { page, settings: deps.settings, buildId: deps.renderer.buildId, graphqlUrl: deps.graphqlUrl, stripe: deps.stripe }, {
    preloads: deps.renderer.preloads(page.view, page.locale),
    styles: deps.renderer.styles(page.view),
  });
}

/** The home page honours the locale cookie (SPEC §9); every other URL names its locale itself. */
async function localeRedirect(deps: PageDeps, request: FastifyRequest): Promise<string | null> {
  const [pathname, query] = request.url.split('?');
  if (pathname !== '/') return null;
  const home = (await deps.renderer.module()).localeHome(request.headers.cookie);
  return home && home + (query ? `?${query}` : '');
}

function sendServerError(request: FastifyRequest, reply: FastifyReply) {
  const wantsJson = request.url.startsWith(payloadPrefix);
  reply.code(500).header('cache-control', 'no-store');
  if (wantsJson) return reply.type('application/json').send({ error: 'Something went wrong' });
  return reply
    .type('text/html; charset=utf-8')
    .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error 500</title></head><body><main><h1>Error 500</h1><p>Something went wrong</p><p><a href="/">Home</a></p></main></body></html>');
}
