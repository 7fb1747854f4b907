// A body's compressed forms (server/http/compressed.ts): whichever settings made them, kept or sent
// once, small or handed to the thread pool, each decompresses to the body, and the ETag follows the body.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody } from '../../server/http/compressed';

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
        const [br, gzip] = await Promise.all([body.br(), body.gzip()]);
        expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
        expect(gunzipSync(gzip).toString('utf8')).toBe(text);
        expect(br.length).toBeLessThan(body.identity.length / 4);
        expect(gzip.length).toBeLessThan(body.identity.length / 4);
      });
    }
  }

  it('compresses each form once, however often it is asked for', async () => {
    const body = compressBody(page(10_000), { sentOnce: true });
    expect(await body.br()).toBe(await body.br());
    expect(await body.gzip()).toBe(await body.gzip());
  });

  it('counts the bytes it holds: the body, and each form once made', async () => {
    const body = compressBody(page(10_000));
    const bytes = body.identity.length;
    expect(body.heldBytes()).toBe(bytes);
    const br = await body.br();
    expect(body.heldBytes()).toBe(bytes + br.length);
    const gzip = await body.gzip();
    expect(body.heldBytes()).toBe(bytes + br.length + gzip.length);
  });

  it('gives equal bodies one ETag and different bodies different ones', () => {
    expect(compressBody('a page').etag).toBe(compressBody(Buffer.from('a page'), { sentOnce: true }).etag);
    expect(compressBody('a page').etag).not.toBe(compressBody('another page').etag);
  });
});
