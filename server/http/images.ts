// Image delivery: uploaded originals, webp variants resized to the storefront's breakpoints
// (SPEC §9), and generated initials avatars. Upload names carry a content hash, so every
// successful answer is immutable; a missing image falls back to the placeholder.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { imageWidths, placeholderImage } from '../../common/imageUrls';

export interface ImageDeps {
  loadOriginal(fileName: string): Promise<{ data: Uint8Array; mime: string } | null>;
}

interface Variant {
  data: Buffer;
  etag: string;
}

const fileNamePattern = /^[a-z0-9][a-z0-9._-]*\.(webp|png|jpg|jpeg)$/i;
const avatarPattern = /^([A-Z]{1,2})-(0|[1-9][0-9]{0,2})\.svg$/;

// The storefront's breakpoints and their 2x, plus 150 for small thumbnails. Anything else is
// refused, so nobody can make the server produce (and cache) endless sizes of one image.
const baseWidths = [150, ...imageWidths];
const largestWidth = imageWidths[imageWidths.length - 1];
const allowedWidths = new Set([...baseWidths, ...baseWidths.map((w) => w * 2).filter((w) => w <= largestWidth)]);

const immutable = 'public, max-age=31536000, immutable';
// Short, so an image uploaded after a miss shows up within a minute.
const missingCache = 'public, max-age=60';
const variantCacheBytes = 64 * 1024 * 1024;

function etagOf(data: Uint8Array): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

/** True when the client already holds this version (If-None-Match may list several tags). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

function sendImmutable(request: FastifyRequest, reply: FastifyReply, body: Uint8Array, type: string, etag: string) {
  reply.header('Cache-Control', immutable).header('ETag', etag);
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.header('Content-Type', type).header('X-Content-Type-Options', 'nosniff').send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
}

function sendPlaceholder(reply: FastifyReply) {
  return reply.header('Cache-Control', missingCache).redirect(placeholderImage, 302);
}

/**
 * Resized variants by total byte size, least recently used first out. A Map keeps insertion
 * order, so re-inserting on every hit makes its first key the least recently used one.
 */
class VariantCache {
  private readonly entries = new Map<string, Variant>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Variant | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, variant: Variant): void {
    if (variant.data.length > this.maxBytes) return;
    const replaced = this.entries.get(key);
    if (replaced) this.bytes -= replaced.data.length;
    this.entries.delete(key);
    this.entries.set(key, variant);
    this.bytes += variant.data.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.data.length;
    }
  }
}

/** A round avatar with the initials, its colour from the hue in the name. */
function avatarSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${initials}">
<circle cx="48" cy="48" r="48" fill="hsl(${hue} 45% 42%)"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${initials.length === 1 ? 44 : 38}" font-weight="600">${initials}</text>
</svg>`;
}

export function registerImageRoutes(app: FastifyInstance, deps: ImageDeps): void {
  const variants = new VariantCache(variantCacheBytes);
  // Requests for a variant that is still being made wait for that one resize.
  const pending = new Map<string, Promise<Variant | null>>();

  async function makeVariant(fileName: string, width: number): Promise<Variant | null> {
    const original = await deps.loadOriginal(fileName);
    if (!original) return null;
    try {
      const data = await sharp(original.data)
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 3 })
        .toBuffer();
      return { data, etag: etagOf(data) };
    } catch (error) {
      app.log.warn({ err: error, fileName }, 'unreadable image, answering with the placeholder');
      return null;
    }
  }

  function variantFor(fileName: string, width: number): Promise<Variant | null> {
    const key = `${width}/${fileName}`;
    const cached = variants.get(key);
    if (cached) return Promise.resolve(cached);
    let job = pending.get(key);
    if (!job) {
      job = makeVariant(fileName, width)
        .then((variant) => {
          if (variant) variants.set(key, variant);
          return variant;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  app.get<{ Params: { fileName: string } }>('/uploads/:fileName', async (request, reply) => {
    const { fileName } = request.params;
    if (!fileNamePattern.test(fileName)) return reply.code(400).send({ error: 'Invalid image name' });
    const original = await deps.loadOriginal(fileName);
    if (!original) return sendPlaceholder(reply);
    return sendImmutable(request, reply, original.data, original.mime, etagOf(original.data));
  });

  app.get<{ Params: { width: string; fileName: string } }>('/_img/w_:width/uploads/:fileName', async (request, reply) => {
    const { width, fileName } = request.params;
    const pixels = /^[1-9][0-9]*$/.test(width) ? Number(width) : NaN;
    if (!allowedWidths.has(pixels)) return reply.code(400).send({ error: 'Unsupported image width' });
    if (!fileNamePattern.test(fileName)) return reply.code(400).send({ error: 'Invalid image name' });
    const variant = await variantFor(fileName, pixels);
    if (!variant) return sendPlaceholder(reply);
    return sendImmutable(request, reply, variant.data, 'image/webp', variant.etag);
  });

  app.get<{ Params: { name: string } }>('/images/avatar/:name', async (request, reply) => {
    const match = avatarPattern.exec(request.params.name);
    const hue = match ? Number(match[2]) : NaN;
    if (!match || hue > 359) return reply.code(404).send({ error: 'Not found' });
    const svg = Buffer.from(avatarSvg(match[1], hue));
    return sendImmutable(request, reply, svg, 'image/svg+xml', etagOf(svg));
  });
}
