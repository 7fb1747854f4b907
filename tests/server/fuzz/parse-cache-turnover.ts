// Yoga keeps the documents it parsed, and the errors of those it could not parse, in two LRU caches
// (graphql-yoga's useParserAndValidationCache, sized in server/graphql/yoga.ts). A cached parse error holds
// its whole request text and token list through the error's stack, so after a fuzz run these
// caches hold megabytes by design. Sending more distinct tiny documents, and tiny syntax
// errors, than the caches hold pushes every fuzz entry out, so a memory check measures what the
// server never gives back rather than what it keeps on purpose.
import { parseCacheSizes } from '../../../server/graphql/yoga';
import { jsonPost } from './http-request';
import { send } from './send';

const cacheEntries = Math.max(parseCacheSizes.documents, parseCacheSizes.errors);

export async function turnOverParseCaches(origin: URL, concurrency: number, timeoutMs: number): Promise<void> {
  const documents = Array.from({ length: cacheEntries + 50 }, (_, i) => [`{ t${i}: __typename }`, `{ t${i}: `]).flat();
  let next = 0;
  const worker = async () => {
    while (next < documents.length) await send(origin, jsonPost('cache turnover', { query: documents[next++] }), timeoutMs);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
