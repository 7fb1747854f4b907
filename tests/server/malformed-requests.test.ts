// Issue 35: malformed requests against the whole server as `npm start` runs it. A Host that is
// not a host name answered 500 on every route (robots.txt showed Fastify's raw ERR_INVALID_URL),
// and so did `/product/%00`, `/product-category/%00`, `//`, `/_payload//` and an order page asked
// with a key of NUL. Now a bad Host gets 400, a host the shop was not told gets 400 naming it, and
// no path gets a 5xx.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDataDir } from '../e2e/seeded-data-dir';
import { rawRequest } from './raw-http';
import { assertProductionBuild, startServerProcess, type ServerProcess } from './server-process';

describe('malformed requests to the whole server', () => {
  let dataDir: string;
  let server: ServerProcess;
  const get = (requestPath: string, headers?: Record<string, string>) => rawRequest(server.origin, requestPath, { headers });

  beforeAll(async () => {
    assertProductionBuild();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-malformed-'));
    await seededDataDir(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir });
    await server.ready;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('a Host that is not a host name gets 400 on every route', () => {
    for (const host of ['a b', '[::1', '%00', 'x:99999', '']) {
      it(JSON.stringify(host), async () => {
        for (const route of ['/', '/robots.txt', '/product/classic-pullover-hoodie', '/graphql?query=%7B__typename%7D', '/sitemap.xml']) {
          const answer = await get(route, { host });
          expect(answer.status, route).toBe(400);
          expect(answer.body, route).not.toContain('ERR_INVALID_URL');
        }
      });
    }
  });

  it('answers only its own hosts without PUBLIC_URL, and says which it refused', async () => {
    expect((await get('/robots.txt', { host: 'evil.example' })).body).toContain('"evil.example"');
    expect((await get('/robots.txt', { host: new URL(server.origin).host })).status).toBe(200);
    expect((await get('/robots.txt', { host: 'localhost' })).status).toBe(200);
  });

  describe('no path gets a 5xx', () => {
    const paths = [
      '/product/%00',
      '/product-category/%00',
      '/product-category/%00/page/2',
      '/de/product/%00',
      '//',
      '//evil.example/x',
      '/_payload//',
      '/_payload/product/%00',
      '/checkout/order-received/%00?key=%00',
      '/order-summary/1?key=%00',
      '/my-account?tab=%00',
      '/products?search=%00',
      '/product/%ff',
      '/_img/w_320/uploads/%00',
      '/download/%00',
    ];
    for (const requestPath of paths) {
      it(requestPath, async () => {
        const { status } = await get(requestPath);
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
      });
    }
  });
});
