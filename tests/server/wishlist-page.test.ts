// The wishlist page as the server renders it: empty for a browser that keeps no wishlist, a frame
// for one whose wishlist hint says it keeps products; never one visitor's page kept for another,
// as a page and as a client navigation's payload.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wishlistHintCookie } from '../../common/wishlistHint';
import { addMessages } from '../../src/i18n';
import de from '../../src/i18n/locales/de_DE.json';
import en from '../../src/i18n/locales/en_US.json';
import type { PagePayload } from '../../src/screens/loaders/types';
import { describeBackends } from './harness';
import { startPayloadPages } from './payload-pages';

addMessages('en_US', en);
addMessages('de_DE', de);

describeBackends('the wishlist page and the wishlist hint', (use) => {
  let pages = '';
  let stop = async () => {};

  beforeAll(async () => {
    ({ origin: pages, stop } = await startPayloadPages(use().db));
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
