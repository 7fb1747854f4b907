// Cross-Origin-Resource-Policy (issue 35): a page of another site that loads the shop's answers
// without CORS (as an <img>, a <script> or a no-cors fetch) is refused them by the browser, so
// none lands in that site's process; only the pictures, which another storefront origin and a
// webmail page show, may be loaded from anywhere.
import { expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { loadMediaOriginal } from '../../server/domain/catalog/store/media';
import { registerImageRoutes } from '../../server/http/images';
import { securityHeaders } from '../../server/http/securityHeaders';
import { describeBackends } from './harness';
import { holdBoundMs, whileProbing } from './loop-probe';

/** What a browser sends for a resource another site's page embeds without CORS. */
const embeddedElsewhere = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script', referer: 'https://evil.example/' };

async function policyOf(url: string, init: RequestInit = {}): Promise<string | null> {
  const response = await fetch(url, { ...init, headers: { ...embeddedElsewhere, ...init.headers } });
  await response.arrayBuffer();
  return response.headers.get('cross-origin-resource-policy');
}

describeBackends(
  'Cross-Origin-Resource-Policy',
  (use) => {
    it('keeps every answer but the pictures to the shop’s own origin', async () => {
      const api = use();
      const origin = new URL(api.url).origin;
      const { data } = await api.query('{ product(id: "trail-runner", idType: SLUG) { image { sourceUrl } } }');
      const picture: string = data.product.image.sourceUrl;
      const fileName = picture.split('/').pop()!;
      const probe = await whileProbing(async () => {
        expect(await policyOf(`${api.url}?query=${encodeURIComponent('{ cart { total } }')}`)).toBe('same-origin');
        const posted = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ customer { email } }' }) };
        expect(await policyOf(api.url, posted)).toBe('same-origin');
        expect(await policyOf(`${origin}/my-account`)).toBe('same-origin');
        expect(await policyOf(picture)).toBe('cross-origin');
        expect(await policyOf(`${origin}/_img/w_320/uploads/${fileName}`)).toBe('cross-origin');
        expect(await policyOf(`${origin}/images/avatar/AL-12.svg`)).toBe('cross-origin');
      });
      expect(probe.longestHoldMs).toBeLessThan(holdBoundMs);
    });
  },
  {
    routes: (app, db) => {
      app.addHook('onSend', securityHeaders(readConfig({}, [])));
      registerImageRoutes(app, { loadOriginal: (fileName) => loadMediaOriginal(db, fileName) });
    },
  },
);
