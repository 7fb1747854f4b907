// Sends one fuzz request as raw HTTP (node:http, so bodies, methods and headers go exactly as
// made, invalid bytes included) and reads the answer, decompressed, keeping at most its first
// megabyte. Each request has a connection of its own, so a connection the server drops is laid
// at the door of the request that made it drop. A request gets no answer past `timeoutMs`: it is
// aborted, so a stuck server fails the run instead of hanging it.
import { request as httpRequest } from 'node:http';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { FuzzRequest } from './http-request';

export interface FuzzAnswer {
  /** 0 when no answer came. */
  status: number;
  ms: number;
  /** The body's size, decoded. */
  bytes: number;
  /** The body's first megabyte, decoded. */
  text: string;
  /** Why no complete answer came (a timeout, a reset connection, an undecodable body). */
  error?: string;
  /** No answer came in time. */
  timedOut?: boolean;
}

/** How much of an answer is kept to read. */
export const keptBytes = 1024 * 1024;

function decoded(body: Readable, encoding: string | undefined): Readable {
  if (encoding === 'br') return body.pipe(createBrotliDecompress());
  if (encoding === 'gzip') return body.pipe(createGunzip());
  if (encoding === 'deflate') return body.pipe(createInflate());
  return body;
}

export function send(origin: URL, fuzz: FuzzRequest, timeoutMs: number): Promise<FuzzAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    let status = 0;
    let settled = false;
    const finish = (answer: Omit<FuzzAnswer, 'status' | 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ms: performance.now() - started, ...answer });
    };
    const headers = { ...fuzz.headers, ...(fuzz.body ? { 'content-length': String(fuzz.body.length) } : {}) };
    const target = { host: origin.hostname, port: origin.port, path: fuzz.path, method: fuzz.method, headers, agent: false };
    const request = httpRequest(target, (response) => {
      status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let bytes = 0;
      const body = decoded(response, response.headers['content-encoding']);
      body.on('data', (chunk: Buffer) => {
        if (bytes < keptBytes) chunks.push(chunk);
        bytes += chunk.length;
      });
      body.on('end', () => finish({ bytes, text: Buffer.concat(chunks).subarray(0, keptBytes).toString('utf8') }));
      body.on('error', (error) => finish({ bytes, text: '', error: `the answer could not be read: ${error.message}` }));
      response.on('aborted', () => finish({ bytes, text: '', error: 'the answer was cut off' }));
    });
    const timer = setTimeout(() => {
      finish({ bytes: 0, text: '', error: `no answer within ${timeoutMs} ms`, timedOut: true });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ bytes: 0, text: '', error: `connection error: ${error.code ?? error.message}` }));
    request.end(fuzz.body);
  });
}
