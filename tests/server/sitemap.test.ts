// /sitemap.xml, its child sitemaps and /robots.txt: valid XML in the sitemaps.org and XHTML
// namespaces, every listed product once per locale with the same hreflang alternates its page
// has, nothing unpublished or hidden, paging within the limits, and a fresh sitemap after a write.
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveSettings } from '../../common/settings';
import { intArray } from '../../server/db/arrays';
import { queryRows } from '../../server/db/rows';
import { loadSitemapEntries } from '../../server/domain/catalog/store/sitemap-entries';
import { createLocalExecutor } from '../../server/graphql/execute';
import { embeddedSitemapCatalog, registerSitemapRoutes, type SitemapOptions } from '../../server/http/sitemap';
import { sitemapPages } from '../../server/http/sitemap-pages';
import { registerRobotsRoute } from '../../server/http/sitemap-robots';
import { defaultSitemapLimits, layOutSitemap, renderChildSitemap, renderSitemapIndex } from '../../server/http/sitemap-xml';
import { loadPage } from '../../src/screens/loaders';
import { describeBackends } from './harness';

const origin = 'https://shop.example';
const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';
const hreflangs = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR', 'x-default'];
const prefixes = ['', '/de', '/es', '/fr', '/it', '/pt-br'];
const w3cDatetime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
// jsdom's strict XML parser (the project has jsdom for the views' tests, but not its types).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const { DOMParser: XmlParser } = new JSDOM('').window;

/** A product whose name and slug need escaping in XML and encoding in URLs. */
const oddSlug = `sitemap-fish-&-chips-"<bowl>'-über`;

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: { hreflang: string; href: string }[];
}

/** Parses XML strictly; throws on anything not well-formed. */
function parseXml(xml: string): Document {
  const document = new XmlParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

function childText(element: Element, name: string): string | null {
  return element.getElementsByTagNameNS(sitemapNs, name)[0]?.textContent ?? null;
}

function parseIndex(xml: string): { loc: string; lastmod: string | null }[] {
  const root = parseXml(xml).documentElement;
  expect(root.namespaceURI).toBe(sitemapNs);
  expect(root.localName).toBe('sitemapindex');
  return [...root.getElementsByTagNameNS(sitemapNs, 'sitemap')].map((sitemap) => ({ loc: childText(sitemap, 'loc')!, lastmod: childText(sitemap, 'lastmod') }));
}

function parseUrlset(xml: string): SitemapUrl[] {
  const root = parseXml(xml).documentElement;
  expect(root.namespaceURI).toBe(sitemapNs);
  expect(root.localName).toBe('urlset');
  return [...root.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
    loc: childText(url, 'loc')!,
    lastmod: childText(url, 'lastmod'),
    alternates: [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => {
      expect(link.getAttribute('rel')).toBe('alternate');
      return { hreflang: link.getAttribute('hreflang')!, href: link.getAttribute('href')! };
    }),
  }));
}

const productUrl = (slug: string, prefix = '') => `${origin}${prefix}/product/${encodeURIComponent(slug)}`;

describeBackends(
  'the sitemap and robots.txt',
  (use) => {
    const apps: FastifyInstance[] = [];
    const inserted: number[] = [];

    async function serve(options: Partial<SitemapOptions> = {}): Promise<FastifyInstance> {
      const app = Fastify();
      registerSitemapRoutes(app, embeddedSitemapCatalog(use().db), { publicUrl: origin, pageCacheMs: 0, ...options });
      registerRobotsRoute(app, { publicUrl: origin });
      apps.push(app);
      return app;
    }

    /** Every URL of the sitemap: the index, then each child it names. */
    async function allUrls(app: FastifyInstance): Promise<SitemapUrl[]> {
      const index = await app.inject('/sitemap.xml');
      const urls: SitemapUrl[] = [];
      for (const child of parseIndex(index.body)) urls.push(...parseUrlset((await app.inject(new URL(child.loc).pathname)).body));
      return urls;
    }

    const listedSlugs = async () =>
      (await queryRows<{ slug: string }>(use().db, sql`select slug from products where status = 'publish' and catalog_visibility <> 'hidden'`)).map(
        (row) => row.slug,
      );

    beforeAll(async () => {
      const rows = await queryRows<{ id: number }>(
        use().db,
        // Dated long ago, so that other files writing to the same PostgreSQL meanwhile do not meet them first in lists.
        sql`insert into products (type, status, catalog_visibility, name, slug, regular_price, created_at, modified_at)
          select type, status, visibility, name, slug, 1000, '2001-01-01', '2001-01-01' from (values
            ('simple', 'draft', 'visible', 'Sitemap Draft', 'sitemap-draft'),
            ('simple', 'private', 'visible', 'Sitemap Private', 'sitemap-private'),
            ('simple', 'publish', 'hidden', 'Sitemap Hidden', 'sitemap-hidden'),
            ('simple', 'publish', 'search', 'Sitemap Search Only', 'sitemap-search-only'),
            ('simple', 'publish', 'visible', ${`Fish & Chips <"Bowl"> 'über'`}, ${oddSlug})
          ) as p(type, status, visibility, name, slug)
          returning id`,
      );
      inserted.push(...rows.map((row) => row.id));
    });

    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await use().db.execute(sql`delete from products where id = any(${intArray(inserted)})`);
    });

    it('robots.txt names the sitemap by its absolute URL', async () => {
      const app = await serve();
      const robots = await app.inject('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.body).toMatch(/^User-agent: \*$/m);
      expect(robots.body).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
    });

    it('answers an index of child sitemaps, as XML kept and revalidated like pages', async () => {
      const app = await serve();
      const index = await app.inject('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.headers['cache-control']).toBe('no-cache');
      const children = parseIndex(index.body);
      expect(children.map((child) => child.loc)).toEqual(children.map((_, i) => `${origin}/sitemap-${i + 1}.xml`));
      for (const child of children) expect(child.lastmod).toMatch(w3cDatetime);

      const first = await app.inject('/sitemap-1.xml');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await app.inject(`/sitemap-${children.length + 1}.xml`)).statusCode).toBe(404);
    });

    it('takes the request origin without PUBLIC_URL', async () => {
      const app = await serve({ publicUrl: undefined });
      const index = parseIndex((await app.inject({ url: '/sitemap.xml', headers: { host: 'other.example:8080' } })).body);
      expect(index[0]!.loc).toBe('http://other.example:8080/sitemap-1.xml');
      const urls = parseUrlset((await app.inject({ url: '/sitemap-1.xml', headers: { host: 'other.example:8080' } })).body);
      expect(urls[0]!.loc).toBe('http://other.example:8080/');
    });

    it('lists home, the lists, every category and every published, not hidden product once per locale', async () => {
      const app = await serve();
      const before = await listedSlugs();
      const urls = await allUrls(app);
      const after = new Set(await listedSlugs());
      const locs = urls.map((url) => url.loc);
      expect(new Set(locs).size).toBe(locs.length);

      for (const path of ['/', '/products', '/categories', '/contact', '/privacy-policy', '/terms']) {
        for (const prefix of prefixes) expect(locs).toContain(new URL(prefix + (path === '/' && prefix ? '' : path), origin).href);
      }
      const categories = await queryRows<{ slug: string }>(use().db, sql`select slug from terms where taxonomy = 'product_cat' and slug = 'hoodies'`);
      expect(categories).toHaveLength(1);
      for (const prefix of prefixes) expect(locs).toContain(`${origin}${prefix}/product-category/hoodies`);

      // Other files write to the same PostgreSQL meanwhile: what was listed before is there, and nothing that was not after.
      const productLocs = locs.filter((loc) => /\/product\//.test(loc));
      for (const slug of before) for (const prefix of prefixes) expect(locs).toContain(productUrl(slug, prefix));
      for (const loc of productLocs) expect(after).toContain(decodeURIComponent(loc.replace(/^.*\/product\//, '')));
      for (const slug of ['sitemap-draft', 'sitemap-private', 'sitemap-hidden']) expect(productLocs.some((loc) => loc.endsWith(`/${slug}`))).toBe(false);
      expect(locs).toContain(productUrl('sitemap-search-only', '/fr'));
      expect(locs).toContain(productUrl(oddSlug, '/pt-br'));
    });

    it('gives every URL the alternates of all six locales and x-default, itself included, and a W3C lastmod', async () => {
      const urls = await allUrls(await serve());
      for (const url of urls) {
        expect(url.alternates.map((link) => link.hreflang)).toEqual(hreflangs);
        expect(url.alternates.map((link) => link.href)).toContain(url.loc);
        expect(url.alternates[6]!.href).toBe(url.alternates[0]!.href);
        if (url.lastmod !== null) expect(url.lastmod).toMatch(w3cDatetime);
      }
      const product = urls.find((url) => url.loc === productUrl('sitemap-search-only'))!;
      expect(product.lastmod).toMatch(w3cDatetime);
      expect(urls.find((url) => url.loc === `${origin}/de`)!.lastmod).toMatch(w3cDatetime);
      expect(urls.find((url) => url.loc === `${origin}/contact`)!.lastmod).toBeNull();
    });

    it('escapes what XML needs escaped and encodes what URLs need encoded', async () => {
      const app = await serve();
      const children = parseIndex((await app.inject('/sitemap.xml')).body);
      const raw = (await Promise.all(children.map(async (child) => (await app.inject(new URL(child.loc).pathname)).body))).join('');
      const encoded = encodeURIComponent(oddSlug);
      expect(encoded).toContain("'");
      expect(raw).toContain(`<loc>${origin}/product/${encoded.replace(/'/g, '&apos;')}</loc>`);
      expect(raw).not.toContain(oddSlug);
    });

    it("has each page's own canonical and hreflang links, exactly", async () => {
      const urls = await allUrls(await serve());
      const graphql = createLocalExecutor(use().db);
      const settings = resolveSettings();
      for (const path of ['/', '/de', '/categories', '/it/products', '/product-category/hoodies', `/fr/product/${encodeURIComponent(oddSlug)}`, '/product/sitemap-search-only']) {
        const page = await loadPage({ url: path, origin, graphql, settings });
        expect(page.status).toBe(200);
        const listed = urls.find((url) => url.loc === page.head.canonical);
        expect(listed, `${path} (${page.head.canonical})`).toBeDefined();
        expect(listed!.alternates).toEqual(page.head.alternates);
      }
    });

    it('cuts child sitemaps at the given number of URLs and bytes, and answers 404 past the last', async () => {
      const app = await serve({ limits: { maxUrls: 10, maxBytes: defaultSitemapLimits.maxBytes } });
      const children = parseIndex((await app.inject('/sitemap.xml')).body);
      expect(children.length).toBeGreaterThan(2);
      for (const [i, child] of children.entries()) {
        expect(child.loc).toBe(`${origin}/sitemap-${i + 1}.xml`);
        const urls = parseUrlset((await app.inject(`/sitemap-${i + 1}.xml`)).body);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(10);
        // Its lastmod is the newest of its URLs'.
        const newest = urls.map((url) => url.lastmod).filter((lastmod) => lastmod !== null).sort().at(-1) ?? null;
        expect(child.lastmod).toBe(newest);
      }
      expect((await app.inject(`/sitemap-${children.length + 1}.xml`)).statusCode).toBe(404);
      expect((await app.inject('/sitemap-99999.xml')).statusCode).toBe(404);

      // The same entries laid out by URLs and by bytes hold the same URLs in the same order.
      const pages = sitemapPages(await loadSitemapEntries(use().db));
      const locsOf = (layout: ReturnType<typeof layOutSitemap>) =>
        layout.children.flatMap((_, i) => {
          const xml = renderChildSitemap(layout, i + 1)!;
          return { bytes: xml.length, urls: parseUrlset(xml.toString()).map((url) => url.loc) };
        });
      const whole = locsOf(layOutSitemap(pages, origin));
      const byCount = locsOf(layOutSitemap(pages, origin, { maxUrls: 10, maxBytes: defaultSitemapLimits.maxBytes }));
      const bySize = locsOf(layOutSitemap(pages, origin, { maxUrls: 50_000, maxBytes: 8 * 1024 }));
      expect(whole).toHaveLength(1);
      expect(byCount.flatMap((child) => child.urls)).toEqual(whole[0]!.urls);
      expect(bySize.flatMap((child) => child.urls)).toEqual(whole[0]!.urls);
      expect(bySize.length).toBeGreaterThan(2);
      for (const child of bySize) expect(child.bytes).toBeLessThanOrEqual(8 * 1024);
      const both = layOutSitemap(pages, origin, { maxUrls: 10, maxBytes: 8 * 1024 });
      expect(parseIndex(renderSitemapIndex(both))).toHaveLength(both.children.length);
      expect(both.children.length).toBeGreaterThanOrEqual(Math.max(byCount.length, bySize.length));
    });

    it('is compressed like pages, and answers 304 to its own ETag', async () => {
      const app = await serve();
      const identity = await app.inject({ url: '/sitemap-1.xml', headers: { 'accept-encoding': 'identity' } });
      const br = await app.inject({ url: '/sitemap-1.xml', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
      const gzip = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe((await app.inject('/sitemap.xml')).body);
      const again = await app.inject({ url: '/sitemap-1.xml', headers: { 'if-none-match': String(identity.headers.etag) } });
      expect(again.statusCode).toBe(304);
    });

    it('shows a catalog write by any process at once, through the page cache too', async () => {
      const cached = await serve({ pageCacheMs: 60_000 });
      const uncached = await serve();
      const [{ id }] = await queryRows<{ id: number }>(use().db, sql`select id from products where slug = 'sitemap-search-only'`);
      const locs = async (app: FastifyInstance) => (await allUrls(app)).map((url) => url.loc);
      expect(await locs(cached)).toContain(productUrl('sitemap-search-only'));
      try {
        // Another process's write: the catalog version in the database moves, and the cached sitemap with it.
        await use().db.execute(sql`update products set slug = 'sitemap-search-only-renamed', modified_at = now() where id = ${id}`);
        expect(await locs(uncached)).toContain(productUrl('sitemap-search-only-renamed'));
        const fresh = await locs(cached);
        expect(fresh).toContain(productUrl('sitemap-search-only-renamed'));
        expect(fresh).not.toContain(productUrl('sitemap-search-only'));
      } finally {
        await use().db.execute(sql`update products set slug = 'sitemap-search-only' where id = ${id}`);
      }
    });
  },
  { writes: true },
);
