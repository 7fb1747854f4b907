// Yoga keeps the documents it parsed, and the errors of those it could not parse, in two LRU caches
// of 1,024 entries each (graphql-yoga's useParserAndValidationCache). A cached parse error holds
// its whole request text and token list through the error's stack, so after a fuzz run these
// caches hold tens of megabytes by design. Sending more distinct tiny documents, and tiny syntax
// errors, than the caches hold pushes every fuzz entry out, so a memory check measures what the
// server never gives back rather than what it keeps on purpose.
import { jsonPost } from './http-request';
import { send } from './send';

const cacheEntries = 1_024;

export async function turnOverParseCaches(origin: URL, concurrency: number, timeoutMs: number): Promise<void> {
  const documents = Array.from({ length: cacheEntries + 50 }, (_, i) => [`{ t${i}: __typename }`, `{ t${i}: `]).flat();
  let next = 0;
  const worker = async () => {
    while (next < documents.length) await send(origin, jsonPost('cache turnover', { query: documents[next++] }), timeoutMs);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
