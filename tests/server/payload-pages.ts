// The page routes as the server has them, with a renderer whose document is the page's payload: a
// test reads what a page would render from (its view and data) without the built storefront.
import Fastify from 'fastify';
import { resolveSettings } from '../../common/settings';
import type { Database } from '../../server/db/connection';
import type { CatalogClock } from '../../server/domain/catalog/store/catalog-clock';
import { createLocalExecutor } from '../../server/graphql/execute';
import { registerPageRoutes } from '../../server/http/pages';
import type { SsrModule } from '../../server/http/renderer';
import { oneExecutor } from '../../server/http/taxed-executors';
import { loadPage } from '../../src/screens/loaders';
import type { PagePayload } from '../../src/screens/loaders/types';

export interface PayloadPagesOptions {
  /** How long pages are kept; a minute unless given. */
  pageCacheMs?: number;
  /** The catalog clock pages are kept by, as the embedded store's server has it; none unless given. */
  catalogClock?: CatalogClock;
}

/** Starts the routes on a free port: their origin, and how to stop them. */
export async function startPayloadPages(db: Database, { pageCacheMs = 60_000, catalogClock }: PayloadPagesOptions = {}): Promise<{ origin: string; stop: () => Promise<void> }> {
  const app = Fastify();
  const module = { loadPage, renderDocument: async (_template: string, { page }: { page: PagePayload }) => Buffer.from(JSON.stringify(page)), localeHome: () => null } as unknown as SsrModule;
  registerPageRoutes(app, {
    renderer: { buildId: 'test', module: async () => module, template: async () => '', preloads: () => [], styles: () => new Uint8Array() },
    graphql: oneExecutor(createLocalExecutor(db)),
    settings: resolveSettings({}),
    publicUrl: undefined,
    pageCacheMs,
    catalogCacheMs: 0,
    graphqlUrl: '/graphql',
    stripe: null,
    catalogClock,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, stop: () => app.close() };
}
