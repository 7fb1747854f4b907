// The wishlist page as the server renders it: empty for a browser that keeps no wishlist, a frame
// for one whose wishlist hint says it keeps products; never one visitor's page kept for another,
// as a page and as a client navigation's payload.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveSettings } from '../../common/settings';
import { wishlistHintCookie } from '../../common/wishlistHint';
import { createLocalExecutor } from '../../server/graphql/execute';
import { registerPageRoutes } from '../../server/http/pages';
import type { SsrModule } from '../../server/http/renderer';
import { oneExecutor } from '../../server/http/taxed-executors';
import { addMessages } from '../../src/i18n';
import de from '../../src/i18n/locales/de_DE.json';
import en from '../../src/i18n/locales/en_US.json';
import { loadPage } from '../../src/screens/loaders';
import type { PagePayload } from '../../src/screens/loaders/types';
import { describeBackends } from './harness';

addMessages('en_US', en);
addMessages('de_DE', de);

describeBackends('the wishlist page and the wishlist hint', (use) => {
  let pages = '';
  let stop = async () => {};

  beforeAll(async () => {
    // The page routes as the server has them, with a renderer whose document is the page's payload.
    const app = Fastify();
    const module = { loadPage, renderDocument: async (_template: string, { page }: { page: PagePayload }) => Buffer.from(JSON.stringify(page)), localeHome: () => null } as unknown as SsrModule;
    registerPageRoutes(app, {
      renderer: { buildId: 'test', module: async () => module, template: async () => '', preloads: () => [], styles: () => new Uint8Array() },
      graphql: oneExecutor(createLocalExecutor(use().db)),
      settings: resolveSettings({}),
      publicUrl: undefined,
      pageCacheMs: 60_000,
      catalogCacheMs: 0,
      graphqlUrl: '/graphql',
      stripe: null,
    });
    pages = await app.listen({ port: 0, host: '127.0.0.1' });
    stop = () => app.close();
  });
  afterAll(() => stop());

  async function wishlist(path: string, cookie?: string) {
    const response = await fetch(`${pages}${path}`, { headers: cookie ? { cookie } : {} });
    const page = (await response.json()) as PagePayload<'wishlist'>;
    return { status: response.status, cacheControl: response.headers.get('cache-control'), empty: page.data.empty };
  }

  it('is empty without the hint and a frame with it, whichever came first, and is kept by no cache', async () => {
    const hinted = `i18n_locale=de_DE; ${wishlistHintCookie}=1`;
    for (const [path, cookie, empty] of [
      ['/de/wishlist', undefined, true],
      ['/de/wishlist', hinted, false],
      ['/de/wishlist', undefined, true],
      ['/_payload/de/wishlist', hinted, false],
      ['/_payload/de/wishlist', `${wishlistHintCookie}=`, true],
    ] as const) {
      expect({ path, cookie, ...(await wishlist(path, cookie)) }).toEqual({ path, cookie, status: 200, cacheControl: 'no-store', empty });
    }
  });
});
