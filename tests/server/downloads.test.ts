// Download links (issue 14): a paid order's checkout grants its files; the order answers a signed
// link per file, and GET /download/<token> sends the file and counts it down. Two downloads racing
// for the last one get it once; an expired or used-up permission, a tampered token, an unpaid or
// refunded order are refused with a short page; HEAD counts nothing; the route is rate-limited.
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/connection';
import { queryRows } from '../../server/db/rows';
import { downloadKeyOf } from '../../server/domain/downloads/download-key';
import { grantDownloads } from '../../server/domain/downloads/store/download-grants';
import { downloadToken } from '../../server/domain/downloads/download-token';
import { bucketKey } from '../../server/domain/rate-limits/store/buckets';
import { registerDownloadRoute } from '../../server/http/downloads';
import { codCheckout, FakeCardPayments, paidByCard, Shopper } from './checkout-shoppers';
import { describeBackends, noRateLimits, type Backend } from './harness';

const downloadsQuery = `query ($id: ID!) { order(id: $id, idType: ORDER_KEY) { status
  downloadableItems { nodes { name url accessExpires downloadsRemaining } } } }`;

interface DownloadItem {
  name: string;
  url: string | null;
  accessExpires: string | null;
  downloadsRemaining: number | null;
}

async function productIdOf(db: Database, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from products where slug = ${slug}`);
  return row!.id;
}

// Downloads open once an order is paid: a card pays at checkout.
const cardPayments = new FakeCardPayments();

/** A guest buys `quantity` of the product through checkout (by card, else the gateway named) and answers the order's key and id. */
async function buy(api: Backend, slug: string, quantity = 1, paymentMethod = 'stripe') {
  const shopper = new Shopper(api);
  await shopper.add(await productIdOf(api.db, slug), quantity);
  const payment = paymentMethod === 'stripe' ? await paidByCard((query) => shopper.send(query), cardPayments) : { paymentMethod };
  const placed = await shopper.checkout(codCheckout(payment));
  expect(placed.errors).toBeUndefined();
  const [order] = await queryRows<{ id: number; orderKey: string }>(
    api.db,
    sql`select id, order_key as "orderKey" from orders where session_key = ${await shopper.sessionKey()}`,
  );
  return order!;
}

async function downloadsOf(api: Backend, orderKey: string): Promise<DownloadItem[]> {
  const answer = await api.query(downloadsQuery, { id: orderKey });
  expect(answer.errors).toBeUndefined();
  return answer.data.order.downloadableItems.nodes;
}

async function permissionOf(db: Database, orderId: number): Promise<{ id: number; downloadsRemaining: number | null; downloadCount: number }> {
  const [row] = await queryRows<{ id: number; downloadsRemaining: number | null; downloadCount: number }>(
    db,
    sql`select id, downloads_remaining as "downloadsRemaining", download_count as "downloadCount" from download_permissions where order_id = ${orderId}`,
  );
  return row!;
}

describeBackends(
  'downloads',
  (use) => {
    let app: FastifyInstance;
    let origin = '';
    beforeAll(async () => {
      app = Fastify();
      registerDownloadRoute(app, use().db, { rateLimits: noRateLimits });
      origin = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app.close());

    /** Fetches a link's path from this file's download server. */
    const fetchLink = (url: string, init?: RequestInit) => fetch(`${origin}${new URL(url, origin).pathname}`, init);
    const fetchToken = async (permissionId: number) => fetch(`${origin}/download/${downloadToken(permissionId, await downloadKeyOf(use().db))}`);

    it('grants a paid order’s file, sends it as an attachment and counts it down', async () => {
      const api = use();
      const order = await buy(api, 'digital-poster-pack', 2);
      const [item] = await downloadsOf(api, order.orderKey);
      // Five downloads for each copy bought, for 30 days from payment.
      expect(item).toMatchObject({ name: 'Poster pack (high resolution)', downloadsRemaining: 10, url: expect.stringMatching(/\/download\/\d+\.[\w-]{43}$/) });
      const expires = new Date(item!.accessExpires!).getTime();
      expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

      const response = await fetchLink(item!.url!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="digital-poster-pack.webp"; filename*=UTF-8''digital-poster-pack.webp`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const body = Buffer.from(await response.arrayBuffer());
      const [stored] = await queryRows<{ data: Uint8Array }>(api.db, sql`select data from product_downloads where file_name = 'digital-poster-pack.webp'`);
      expect(body.equals(Buffer.from(stored!.data))).toBe(true);
      // A real WebP image: RIFF....WEBP.
      expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');

      const [after] = await downloadsOf(api, order.orderKey);
      expect(after).toMatchObject({ downloadsRemaining: 9, url: item!.url });
      expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 9, downloadCount: 1 });
    });

    it('sends the e-book’s PDF sample and the album’s WAV preview, each with its own type', async () => {
      const api = use();
      const book = await buy(api, 'the-slow-kitchen-e-book');
      const [sample] = await downloadsOf(api, book.orderKey);
      const pdf = await fetchLink(sample!.url!);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain('filename="the-slow-kitchen-sample.pdf"');
      const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
      expect(text).toMatch(/^%PDF-1\.4\n/);
      expect(text).toContain('(The Slow Kitchen - E-book) Tj');
      expect(text).toMatch(/%%EOF\n$/);

      const album = await buy(api, 'night-drive-digital-album-flac');
      const [preview] = await downloadsOf(api, album.orderKey);
      const wav = await fetchLink(preview!.url!);
      expect(wav.status).toBe(200);
      expect(wav.headers.get('content-type')).toBe('audio/wav');
      const sound = Buffer.from(await wav.arrayBuffer());
      expect([sound.subarray(0, 4).toString('latin1'), sound.subarray(8, 16).toString('latin1')]).toEqual(['RIFF', 'WAVEfmt ']);
      // Three seconds at 8,000 one-byte samples a second, after the 44-byte header.
      expect(sound.length).toBe(44 + 3 * 8000);
    });

    it('lets only one of two racing downloads take the last one', async () => {
      const api = use();
      const order = await buy(api, 'digital-poster-pack');
      const permission = await permissionOf(api.db, order.id);
      await api.db.execute(sql`update download_permissions set downloads_remaining = 1 where id = ${permission.id}`);
      const [item] = await downloadsOf(api, order.orderKey);
      const answers = await Promise.all(Array.from({ length: 6 }, () => fetchLink(item!.url!)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 410, 410, 410, 410, 410]);
      expect(await answers.find((answer) => answer.status === 410)!.text()).toBe('This file has been downloaded as many times as the order allows.\n');
      expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 0, downloadCount: 1 });
      // The order still lists the file, used up and without a link.
      expect(await downloadsOf(api, order.orderKey)).toEqual([expect.objectContaining({ downloadsRemaining: 0, url: null })]);
      expect((await fetchLink(item!.url!)).status).toBe(410);
    });

    it('refuses a link whose access has expired', async () => {
      const api = use();
      const order = await buy(api, 'digital-poster-pack');
      const [item] = await downloadsOf(api, order.orderKey);
      await api.db.execute(sql`update download_permissions set access_expires = now() - interval '1 minute' where order_id = ${order.id}`);
      const response = await fetchLink(item!.url!);
      expect(response.status).toBe(410);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('Access to this download has expired.\n');
      expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
      expect(await downloadsOf(api, order.orderKey)).toEqual([expect.objectContaining({ downloadsRemaining: 5, url: null })]);
    });

    it('refuses a tampered or foreign token and one for a permission that does not exist', async () => {
      const api = use();
      const order = await buy(api, 'digital-poster-pack');
      const [item] = await downloadsOf(api, order.orderKey);
      const token = new URL(item!.url!).pathname.slice('/download/'.length);
      const [id, signature] = token.split('.') as [string, string];
      const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
      for (const tampered of [`${id}.${flipped}`, `${Number(id) + 1}.${signature}`, `${id}.${signature}x`, id, 'nothing', `${id}.${downloadToken(Number(id), 'another shop').split('.')[1]}`]) {
        const response = await fetch(`${origin}/download/${encodeURIComponent(tampered)}`);
        expect(response.status, tampered).toBe(403);
        expect(await response.text()).toBe('This download link is not valid.\n');
      }
      expect((await fetchToken(2_000_000_000)).status).toBe(404);
      expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
    });

    it('grants nothing to an order that waits for payment, and refuses a permission of an order no longer paid', async () => {
      const api = use();
      // Bank transfer orders are on hold until the shop sees the money.
      const waiting = await buy(api, 'digital-poster-pack', 1, 'bacs');
      expect(await permissionOf(api.db, waiting.id)).toBeUndefined();
      expect(await downloadsOf(api, waiting.orderKey)).toEqual([]);

      for (const status of ['pending', 'failed', 'refunded', 'cancelled', 'on-hold']) {
        const order = await buy(api, 'digital-poster-pack');
        const permission = await permissionOf(api.db, order.id);
        await api.db.execute(sql`update orders set status = ${status} where id = ${order.id}`);
        const response = await fetchToken(permission.id);
        expect(response.status, status).toBe(403);
        expect(await response.text()).toBe('This order has not been paid, so its files cannot be downloaded.\n');
        expect(await downloadsOf(api, order.orderKey)).toEqual([]);
        expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
      }
    });

    it('grants once however often it is asked, and counts nothing for HEAD', async () => {
      const api = use();
      const order = await buy(api, 'night-drive-digital-album-flac');
      await grantDownloads(api.db, order.id);
      const [item, ...more] = await downloadsOf(api, order.orderKey);
      expect(more).toEqual([]);
      expect((await fetchLink(item!.url!, { method: 'HEAD' })).status).toBe(404);
      expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
    });

    it('limits downloads per client address', async () => {
      const api = use();
      const order = await buy(api, 'digital-poster-pack');
      const [item] = await downloadsOf(api, order.orderKey);
      await api.db.execute(sql`delete from rate_limits where key = ${bucketKey('download', 'address', '127.0.0.1')}`);
      const limited = Fastify();
      registerDownloadRoute(limited, api.db, { rateLimits: { ...noRateLimits, download: { address: { limit: 2, perSeconds: 600 } } } });
      const limitedOrigin = await limited.listen({ port: 0, host: '127.0.0.1' });
      try {
        const path = new URL(item!.url!).pathname;
        const statuses = [];
        for (let index = 0; index < 3; index += 1) statuses.push((await fetch(`${limitedOrigin}${path}`)).status);
        expect(statuses).toEqual([200, 200, 429]);
        const refused = await fetch(`${limitedOrigin}${path}`);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await permissionOf(api.db, order.id)).toMatchObject({ downloadsRemaining: 3 });
      } finally {
        await limited.close();
        await api.db.execute(sql`delete from rate_limits where key = ${bucketKey('download', 'address', '127.0.0.1')}`);
      }
    });
  },
  { writes: true, route: { cardPayments } },
);
