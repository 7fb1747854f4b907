// A response body kept with its compressed forms, so a cached page is compressed once, not per request.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CompressedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

// Dynamic bodies favour speed: brotli quality 5 is near gzip's speed with smaller output.
export function compressBody(body: string | Buffer): CompressedBody {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`,
  };
}

export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: CompressedBody): FastifyReply {
  reply.header('vary', 'accept-encoding').header('etag', body.etag);
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}
