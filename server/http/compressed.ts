// A response body kept with its compressed forms, so a cached page is compressed once, not per
// request; each form is made the first time a client asks for it. A large body is compressed on
// libuv's thread pool, so the event loop renders the next page meanwhile; a page's worth is not.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CompressedBody {
  identity: Buffer;
  /** The body as sent in `encoding` (null: as it is), made the first time it is asked for. */
  form(encoding: Encoding | null): Promise<SentForm>;
  /** Bytes held: the body and the compressed forms made so far. */
  heldBytes(): number;
}

/**
 * Bytes as they are sent, and the ETag that names them: each encoding is a representation of its
 * own, so it gets a validator of its own (RFC 9110 §8.8.1). Hashing the bytes sent, not the
 * body, hashes a fifth of a compressed page: for a page rendered anew each time, hashing the
 * whole body had been 3 % of its CPU.
 */
export interface SentForm {
  bytes: Buffer;
  etag: string;
  /** The quick form's ETag, when these bytes replaced it: a client holding that one holds the same body. */
  replaced?: string;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Form {
  (): Promise<SentForm>;
  bytes: number;
}

function sentForm(bytes: Buffer): SentForm {
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"` };
}

function once(make: () => Promise<Buffer>): Form {
  let made: Promise<SentForm> | undefined;
  const form = () =>
    (made ??= make().then((buffer) => {
      form.bytes = buffer.length;
      return sentForm(buffer);
    }));
  form.bytes = 0;
  return form;
}

/**
 * Up to this size a body sent once is compressed on the event loop: handing a product page (128 KB)
 * to the thread pool and back took 1.3 ms of CPU in all against 0.65 ms for compressing it in
 * place, and the event loop's own share of the handoff was half of that already. Under load every
 * core is busy anyway, so the handoff's CPU was pages not rendered.
 */
const compressInPlaceBytes = 256 * 1024;

// A body sent once (a page rendered for each request) takes the fastest settings, brotli's quality
// 0 and gzip's level 1: on a 135 KB product page quality 0 took two thirds of quality 1's CPU for
// 4% more bytes (32.2 instead of 30.9 KB), and gzip's level 1 under half of level 6's for 19% more.
// A kept body (a cached page, the sitemap) is sent so too the first time, and compressed as
// compressAsync does once it is asked for again: a product page at brotli's quality 5 is a quarter
// smaller than at 0 (16.2 instead of 21.8 KB), for about 1 ms of a pool thread against 0.1 ms. A
// page asked for once, as a crawler walking every product in every language asks, never pays that.
export function compressBody(body: string | Buffer, { sentOnce = false }: { sentOnce?: boolean } = {}): CompressedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  let asItIs: SentForm | undefined;
  const gzip = sentOnce ? once(() => compressQuickly(identity, 'gzip')) : quickThenSmall(identity, 'gzip');
  const br = sentOnce ? once(() => compressQuickly(identity, 'br')) : quickThenSmall(identity, 'br');
  return {
    identity,
    form: (encoding) => (encoding === 'br' ? br() : encoding === 'gzip' ? gzip() : Promise.resolve((asItIs ??= sentForm(identity)))),
    heldBytes: () => identity.length + gzip.bytes + br.bytes,
  };
}

/**
 * A kept body's form: the quick one for the first request; from the second on, the smaller one is
 * made on the thread pool, the quick one answering until it is there, then dropped.
 */
function quickThenSmall(identity: Buffer, encoding: Encoding): Form {
  let quick: Promise<SentForm> | undefined;
  let small: Promise<SentForm> | undefined;
  let made: SentForm | undefined;
  const form = () => {
    if (made) return Promise.resolve(made);
    if (quick) {
      small ??= Promise.all([compressAsync(identity, encoding), quick]).then(([buffer, { etag }]) => {
        form.bytes = buffer.length;
        quick = undefined;
        return (made = { ...sentForm(buffer), replaced: etag });
      });
      return quick;
    }
    return (quick = compressQuickly(identity, encoding).then((buffer) => {
      if (!made) form.bytes = buffer.length;
      return sentForm(buffer);
    }));
  };
  form.bytes = 0;
  return form;
}

/** A body sent once: the fastest settings, on the event loop up to compressInPlaceBytes. */
function compressQuickly(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const inPlace = body.length <= compressInPlaceBytes;
  if (encoding === 'gzip') return inPlace ? Promise.resolve(gzipSync(body, { level: 1 })) : gzipAsync(body, { level: 1 });
  const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 0, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
  return inPlace ? Promise.resolve(brotliCompressSync(body, options)) : brotliAsync(body, options);
}

export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const { bytes, etag, replaced } = await body.form(encoding);
  const held = request.headers['if-none-match'];
  reply.header('vary', 'accept-encoding');
  if (held !== undefined && (held === etag || held === replaced)) return reply.header('etag', held).code(304).send();
  reply.header('etag', etag);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in: brotli, else gzip, when the client accepts it (`;q=0` refuses). */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((item) => item.trim());
    if (name) (params.some((param) => /^q=0(\.0*)?$/.test(param)) ? refused : accepted).add(name);
  }
  const allows = (name: Encoding) => accepted.has(name) || (accepted.has('*') && !refused.has(name));
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses on libuv's thread pool, so a large body (a list of thousands of products) does not
 * hold up the answers to other requests meanwhile. Brotli's quality 5 is where its context
 * modelling starts: on the 11 MB product list it makes 220 KB instead of quality 4's 350 KB, for
 * 45 instead of 32 ms.
 */
export function compressAsync(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}
