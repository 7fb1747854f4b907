// Server-rendered pages and their JSON payloads (DESIGN.md §3): every public route renders to
// complete HTML with its data inlined; client navigations fetch the same payload as JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootElementId, type Boot } from '../../src/boot';
import type { Executor } from '../../src/graphql/executor';
import { jsonForScript } from '../../src/head/renderHead';
import { defaultLocale, isLocale, localeCookie, localizePath } from '../../src/i18n/locales';
import type { PagePayload } from '../../src/loaders/types';
import type { StoreSettings } from '../../src/settings';
import { compressBody, sendCompressed, type CompressedBody } from './compressed';
import { catalogWriteCount } from '../domain/catalog/catalog-writes';
import { PageCache } from './pageCache';
import type { Renderer } from './renderer';

export const payloadPrefix = '/_payload';

interface PageDeps {
  renderer: Renderer;
  graphql: Executor;
  settings: StoreSettings;
  publicUrl: string | undefined;
  pageCacheMs: number;
  /** The GraphQL endpoint as browsers reach it. */
  graphqlUrl: string;
}

interface Rendered {
  status: number;
  body: CompressedBody;
}

export function registerPageRoutes(app: FastifyInstance, deps: PageDeps): void {
  // Keyed on this process's catalog writes too: a shopper's own review shows when they reload.
  const cache = new PageCache<Rendered>(deps.pageCacheMs);
  // Pages that failed to load are not kept; 404s are (they are answers, and cheap to keep).
  const cacheable = (value: Rendered) => value.status < 500;

  const origin = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;

  const load = async (request: FastifyRequest, url: string): Promise<PagePayload> => {
    const ssr = await deps.renderer.module();
    return ssr.loadPage({ url, origin: origin(request), graphql: deps.graphql, settings: deps.settings });
  };

  app.get(`${payloadPrefix}/*`, async (request, reply) => {
    const url = request.url.slice(payloadPrefix.length) || '/';
    const rendered = await cache.get(`payload ${catalogWriteCount()} ${origin(request)}${url}`, async () => {
      const page = await load(request, url);
      return { status: page.status, body: compressBody(JSON.stringify(page)) };
    }, cacheable);
    reply.code(rendered.status).type('application/json; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, rendered.body);
  });

  app.get('/*', async (request, reply) => {
    const redirect = localeRedirect(request);
    if (redirect) return reply.redirect(redirect, 302);
    const url = request.url;
    const rendered = await cache.get(`page ${catalogWriteCount()} ${origin(request)}${url}`, async () => {
      const page = await load(request, url);
      return { status: page.status, body: compressBody(await renderDocument(deps, page, url)) };
    }, cacheable);
    reply.code(rendered.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return sendCompressed(request, reply, rendered.body);
  });

  app.setErrorHandler(async (error, request, reply) => {
    request.log.error(error);
    if (reply.sent) return;
    return sendServerError(request, reply);
  });
}

async function renderDocument(deps: PageDeps, page: PagePayload, url: string): Promise<string> {
  const ssr = await deps.renderer.module();
  const [template, rendered] = await Promise.all([deps.renderer.template(url), ssr.renderPage({ page, settings: deps.settings, buildId: deps.renderer.buildId, graphqlUrl: deps.graphqlUrl })]);
  const boot: Boot = { page, settings: deps.settings, buildId: deps.renderer.buildId, messages: rendered.messages, graphqlUrl: deps.graphqlUrl };
  return template
    .replace('<!--lang-->', rendered.lang)
    .replace('<!--head-->', rendered.head)
    .replace('<!--app-->', rendered.html)
    .replace('<!--boot-->', `<script id="${bootElementId}" type="application/json">${jsonForScript(boot)}</script>`);
}

/** The home page honours the locale cookie (SPEC §9); every other URL names its locale itself. */
function localeRedirect(request: FastifyRequest): string | null {
  const [pathname, query] = request.url.split('?');
  if (pathname !== '/') return null;
  const match = new RegExp(`(?:^|;\\s*)${localeCookie.name}=([^;]+)`).exec(request.headers.cookie ?? '');
  const locale = match?.[1];
  if (!isLocale(locale) || locale === defaultLocale) return null;
  return localizePath('/', locale) + (query ? `?${query}` : '');
}

function sendServerError(request: FastifyRequest, reply: FastifyReply) {
  const wantsJson = request.url.startsWith(payloadPrefix);
  reply.code(500).header('cache-control', 'no-store');
  if (wantsJson) return reply.type('application/json').send({ error: 'Something went wrong' });
  return reply
    .type('text/html; charset=utf-8')
    .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error 500</title></head><body><main><h1>Error 500</h1><p>Something went wrong</p><p><a href="/">Home</a></p></main></body></html>');
}
