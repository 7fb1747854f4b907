import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerImageRoutes } from '../../server/http/images';
import { arts } from '../../server/seed/art';
import { renderCategoryImage, renderProductImage, type ProductArt } from '../../server/seed/images';
import { imageWidths } from '../../common/imageUrls';

const hero = 'hoodie-5d41402a.webp';
const small = 'badge-7b8b965a.png';
const hot = 'tote-98f1c3e2.webp';

let app: FastifyInstance;
let original: Buffer;
const loads: string[] = [];

beforeAll(async () => {
  original = await renderProductImage({ art: 'hoodie', color: '#1e40af', seed: 7 });
  const files = new Map<string, { data: Uint8Array; mime: string }>([
    [hero, { data: original, mime: 'image/webp' }],
    [hot, { data: original, mime: 'image/webp' }],
    [small, { data: await sharp(original).resize(400).png().toBuffer(), mime: 'image/png' }],
  ]);
  app = Fastify();
  registerImageRoutes(app, {
    async loadOriginal(fileName) {
      loads.push(fileName);
      return files.get(fileName) ?? null;
    },
  });
  await app.ready();
});

afterAll(() => app.close());

describe('GET /uploads/:fileName', () => {
  it('serves the original bytes, cached for good', async () => {
    const res = await app.inject(`/uploads/${hero}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(original)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await app.inject(`/uploads/${hero}`);
    expect(headers.etag).toBeTruthy();
    const res = await app.inject({ url: `/uploads/${hero}`, headers: { 'if-none-match': `W/"other", ${headers.etag}` } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('redirects a missing image to the placeholder with a short cache', async () => {
    const res = await app.inject('/uploads/gone-0000.webp');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/images/placeholder.jpg');
    expect(res.headers['cache-control']).not.toContain('immutable');
  });
});

describe('GET /_img/w_:width/uploads/:fileName', () => {
  it('resizes to the asked width as webp', async () => {
    const res = await app.inject(`/_img/w_640/uploads/${hero}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640, height: 640 });
  });

  it('allows every storefront breakpoint, their 2x and 150 px thumbnails', async () => {
    for (const width of [150, 300, ...imageWidths]) {
      const res = await app.inject(`/_img/w_${width}/uploads/${hero}`);
      expect(res.statusCode, `width ${width}`).toBe(200);
    }
  });

  it('refuses any other width', async () => {
    for (const width of ['500', '0640', '2048', '3072', '0', '-320', '640.5', 'abc', '1e3']) {
      const res = await app.inject(`/_img/w_${width}/uploads/${hero}`);
      expect(res.statusCode, `width ${width}`).toBe(400);
    }
  });

  it('never enlarges beyond the original', async () => {
    const res = await app.inject(`/_img/w_640/uploads/${small}`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
  });

  it('resizes a hot variant once, even for concurrent requests', async () => {
    loads.length = 0;
    const answers = await Promise.all([1, 2, 3].map(() => app.inject(`/_img/w_1280/uploads/${hot}`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.headers.etag)).size).toBe(1);
    await app.inject(`/_img/w_1280/uploads/${hot}`);
    expect(loads).toEqual([hot]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await app.inject(`/_img/w_320/uploads/${hero}`);
    const res = await app.inject({ url: `/_img/w_320/uploads/${hero}`, headers: { 'if-none-match': String(headers.etag) } });
    expect(res.statusCode).toBe(304);
  });

  it('redirects a missing image to the placeholder', async () => {
    const res = await app.inject('/_img/w_320/uploads/gone-0000.webp');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/images/placeholder.jpg');
  });
});

describe('image names', () => {
  it('rejects traversal and odd names before touching storage', async () => {
    loads.length = 0;
    const names = ['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2fsecret.webp', '.hidden.webp', 'photo.svg', 'photo.webp.exe', 'a%00b.png', 'sp%20ace.jpg', '-dash.png'];
    for (const name of names) {
      for (const url of [`/uploads/${name}`, `/_img/w_320/uploads/${name}`]) {
        const res = await app.inject(url);
        expect([400, 404], url).toContain(res.statusCode);
      }
    }
    expect(loads).toEqual([]);
  });
});

describe('GET /images/avatar/:name', () => {
  it('draws a round avatar with the initials', async () => {
    const res = await app.inject('/images/avatar/JD-210.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('>JD</text>');
    expect(res.body).toContain('hsl(210');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('svg');
    const again = await app.inject({ url: '/images/avatar/JD-210.svg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('accepts one letter and the whole hue range', async () => {
    for (const name of ['A-0.svg', 'Z-359.svg']) expect((await app.inject(`/images/avatar/${name}`)).statusCode).toBe(200);
  });

  it('answers 404 to any other name', async () => {
    for (const name of ['jd-210.svg', 'JDX-10.svg', 'JD-360.svg', 'JD-010.svg', 'JD-1.png', 'JD.svg', '-10.svg', 'J%3Cs%3E-1.svg']) {
      expect((await app.inject(`/images/avatar/${name}`)).statusCode, name).toBe(404);
    }
  });
});

describe('seeded product art', () => {
  it('is a deterministic 1536 px webp', async () => {
    const spec = { art: 'mug', color: '#b91c1c', seed: 42 } as const;
    const [a, b] = await Promise.all([renderProductImage(spec), renderProductImage(spec)]);
    expect(a.equals(b)).toBe(true);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'webp', width: 1536, height: 1536 });
  });

  it('gives each gallery view its own picture', async () => {
    const views = await Promise.all(([0, 1, 2] as const).map((view) => renderProductImage({ art: 'sneaker', color: '#0f766e', seed: 3, view })));
    expect(new Set(views.map((v) => v.toString('base64'))).size).toBe(3);
  });

  it('rejects a colour that is not #rrggbb', async () => {
    expect(() => renderProductImage({ art: 'mug', color: 'red', seed: 1 })).toThrow(/#rrggbb/);
  });

  it('renders every art in every view and as a category tile', { timeout: 60_000 }, async () => {
    for (const art of Object.keys(arts) as ProductArt[]) {
      const images = [
        ...(await Promise.all(([0, 1, 2] as const).map((view) => renderProductImage({ art, color: '#7c3aed', seed: 9, view })))),
        await renderCategoryImage({ art, color: '#7c3aed', seed: 9 }),
      ];
      for (const image of images) {
        expect(await sharp(image).metadata(), art).toMatchObject({ format: 'webp', width: 1536, height: 1536 });
      }
    }
  });
});
