// A body's compressed forms (server/http/compressed.ts): whichever settings made them, kept or sent
// once, small or handed to the thread pool, each decompresses to the body, and each has an ETag of
// its own that follows the bytes sent. A kept body is sent quickly compressed first, smaller later.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { compressBody, sendCompressed } from '../../server/http/compressed';

const page = (size: number) => {
  const line = '<li class="product">Classic Pullover Hoodie – €39.00 … “soft”</li>\n';
  return line.repeat(Math.ceil(size / line.length)).slice(0, size);
};

describe('compressBody', () => {
  for (const sentOnce of [false, true]) {
    for (const size of [135_000, 400_000]) {
      it(`${sentOnce ? 'sent once' : 'kept'}, ${size} characters: brotli and gzip give the body back, smaller`, async () => {
        const text = page(size);
        const body = compressBody(text, { sentOnce });
        expect(body.identity.toString('utf8')).toBe(text);
        const [{ bytes: br }, { bytes: gzip }] = await Promise.all([body.form('br'), body.form('gzip')]);
        expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
        expect(gunzipSync(gzip).toString('utf8')).toBe(text);
        expect(br.length).toBeLessThan(body.identity.length / 4);
        expect(gzip.length).toBeLessThan(body.identity.length / 4);
      });
    }
  }

  it('sends a kept body quickly compressed the first time, and smaller once it is asked for again', async () => {
    const text = page(135_000);
    const body = compressBody(text);
    const first = await body.form('br');
    expect(await body.form('br')).toBe(first);
    let later = await body.form('br');
    for (let tries = 0; later === first && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      later = await body.form('br');
    }
    expect(later.bytes.length).toBeLessThan(first.bytes.length);
    expect(later.etag).not.toBe(first.etag);
    expect(later.replaced).toBe(first.etag);
    expect(brotliDecompressSync(later.bytes).toString('utf8')).toBe(text);
    expect(await body.form('br')).toBe(later);
    // What it holds is the smaller form now, the quick one gone.
    expect(body.heldBytes()).toBe(body.identity.length + later.bytes.length);
  });

  it('answers 304 to a client holding the quick form after the smaller one replaced it, and to one holding the smaller', async () => {
    const body = compressBody(page(135_000));
    const app = Fastify();
    app.get('/', (request, reply) => sendCompressed(request, reply, body));
    const ask = (etag?: string) => app.inject({ url: '/', headers: { 'accept-encoding': 'br', ...(etag ? { 'if-none-match': etag } : {}) } });
    const quick = (await ask()).headers.etag as string;
    let small = quick;
    for (let tries = 0; small === quick && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      small = (await ask()).headers.etag as string;
    }
    expect(small).not.toBe(quick);
    for (const held of [quick, small]) {
      const answer = await ask(held);
      expect(answer.statusCode).toBe(304);
      expect(answer.headers.etag).toBe(held);
    }
    expect((await ask('"something else"')).statusCode).toBe(200);
    await app.close();
  });

  it('compresses each form once, however often it is asked for', async () => {
    const body = compressBody(page(10_000), { sentOnce: true });
    expect(await body.form('br')).toBe(await body.form('br'));
    expect(await body.form('gzip')).toBe(await body.form('gzip'));
    expect(await body.form(null)).toBe(await body.form(null));
  });

  it('counts the bytes it holds: the body, and each form once made', async () => {
    const body = compressBody(page(10_000));
    const bytes = body.identity.length;
    expect(body.heldBytes()).toBe(bytes);
    const { bytes: br } = await body.form('br');
    expect(body.heldBytes()).toBe(bytes + br.length);
    const { bytes: gzip } = await body.form('gzip');
    expect(body.heldBytes()).toBe(bytes + br.length + gzip.length);
  });

  it('gives equal bodies one ETag for each encoding, and different bodies or encodings different ones', async () => {
    const etag = async (text: string | Buffer, encoding: 'br' | 'gzip' | null, sentOnce = false) => (await compressBody(text, { sentOnce }).form(encoding)).etag;
    for (const encoding of ['br', 'gzip', null] as const) {
      expect(await etag('a page', encoding)).toBe(await etag('a page', encoding));
      expect(await etag('a page', encoding)).not.toBe(await etag('another page', encoding));
    }
    // A body kept and one sent once are compressed with other settings, but as they are they are the same bytes.
    expect(await etag('a page', null)).toBe(await etag(Buffer.from('a page'), null, true));
    const forms = await Promise.all((['br', 'gzip', null] as const).map((encoding) => etag(page(10_000), encoding, true)));
    expect(new Set(forms).size).toBe(3);
  });
});
