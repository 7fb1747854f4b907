// Issue 11's proof: thousands of requests generated from server/schema.graphql (random operations,
// arguments, variables, fragments and nesting, broken documents, broken HTTP; see fuzz/request-mix.ts)
// sent a few at a time to a real server. None may get a 5xx, crash a resolver, or go unanswered
// past the deadline; the server must still answer afterwards, and give back the memory the run
// took. The seed is printed; FUZZ_SEED replays a run, FUZZ_REQUESTS sets its length.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { expect, it } from 'vitest';
import { defaultRequestBounds } from '../../server/graphql/bounds/request-bounds';
import { allowedHostsOf, registerHostCheck } from '../../server/http/allowed-hosts';
import { readCatalogSample } from './fuzz/catalog-sample';
import { DocumentGenerator } from './fuzz/documents';
import { turnOverParseCaches } from './fuzz/parse-cache-turnover';
import { newSeed } from './fuzz/random';
import { fuzzRequest, type RequestSource } from './fuzz/request-mix';
import { send } from './fuzz/send';
import { RunTally } from './fuzz/tally';
import { failureOf } from './fuzz/verdict';
import { describeBackends } from './harness';

/**
 * How long any answer may take: the server's execution deadline, and a second for everything
 * around the execution (parsing, the database's answer to a write, sending).
 */
const deadlineMs = defaultRequestBounds.deadlineMs + 1_000;
/**
 * A request still unanswered this long is given up on, so a stuck server fails the run instead of
 * hanging it. The server runs in this process: one that blocks the event loop delays the abort
 * too, until it lets go, and the run then stops.
 */
const abortAfterMs = deadlineMs + 2_000;
const requestCount = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : newSeed();
const concurrency = 6;
/**
 * How much more heap the server may hold after the run than before it, once Yoga's parse caches
 * have been turned over (fuzz/parse-cache-turnover.ts; they hold what the run parsed, by
 * design). What may remain is what the server keeps on purpose: catalog rows
 * (server/domain/catalog/catalog-cache.ts), the answer cache's entries (their bodies are Buffers,
 * outside the heap) and code V8 compiled along the way, about 20 MB in all. A leak of even a few
 * kilobytes a request would pass 32 MB over 10,000 requests.
 */
const heapMarginBytes = 32 * 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function heapUsedAfterGc(): number {
  for (let i = 0; i < 3; i++) collectGarbage();
  return process.memoryUsage().heapUsed;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * How long making one request may take (the slowest of 10,000 takes about 0.1 s). The server shares
 * this event loop: the requests in flight wait out the making, and their answers would be laid at
 * the server's door (CI once failed so, on a 308 MB request that took 4.3 s to make).
 */
const makingLimitMs = 2_000;

/** The request that took longest to make. */
interface SlowestMaking {
  index: number;
  ms: number;
}

/** Sends the run's requests, `concurrency` at a time; stops sending once one goes unanswered. */
async function run(source: RequestSource, origin: URL, slowest: SlowestMaking): Promise<RunTally> {
  const tally = new RunTally();
  let next = 0;
  let stuck = false;
  const worker = async () => {
    while (next < requestCount && !stuck) {
      const index = next++;
      const making = performance.now();
      const request = fuzzRequest(source, index);
      const madeIn = performance.now() - making;
      if (madeIn > slowest.ms) Object.assign(slowest, { index, ms: madeIn });
      const answer = await send(origin, request, abortAfterMs);
      tally.record(index, request, answer, failureOf(request, answer, deadlineMs));
      // The server is still busy with it: requests sent now would only measure the pile-up.
      if (answer.timedOut) stuck = true;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tally;
}

describeBackends(
  'fuzzed /graphql',
  (use) => {
    let heapBefore = 0;

    // The server and its database driver are the same on both backends; one run is proof enough.
    const onPgliteOnly = (skip: (note: string) => void) => use().kind === 'pglite' || skip('the fuzz run uses PGlite only');

    it(`answers ${requestCount} generated requests with no 5xx, no crash, none past ${deadlineMs} ms`, { timeout: 180_000 }, async ({ skip }) => {
      onPgliteOnly(skip);
      const { url } = use();
      const source: RequestSource = {
        seed,
        generator: new DocumentGenerator(readFileSync(new URL('../../server/schema.graphql', import.meta.url), 'utf8')),
        sample: await readCatalogSample(url),
      };
      heapBefore = heapUsedAfterGc();
      const started = performance.now();
      const slowest: SlowestMaking = { index: -1, ms: 0 };
      const tally = await run(source, new URL(url), slowest);
      console.log(tally.summary(seed, (performance.now() - started) / 1000));
      console.log(`slowest request to make: #${slowest.index}, ${slowest.ms.toFixed(0)} ms`);
      if (tally.sent < requestCount) console.log(`stopped after ${tally.sent} requests: one went unanswered for ${abortAfterMs} ms`);
      expect(slowest.ms, `making request #${slowest.index} of seed ${seed} held the server's event loop`).toBeLessThan(makingLimitMs);
      expect(tally.failures, `failed answers (seed ${seed}):\n\n${tally.failureReport(seed)}`).toBe(0);
      expect(tally.sent).toBe(requestCount);
    });

    it('still answers afterwards', { timeout: abortAfterMs + 5_000 }, async ({ skip }) => {
      onPgliteOnly(skip);
      const response = await use().query('{ products(first: 1) { nodes { id } } }');
      expect(response.status).toBe(200);
      expect(response.data.products.nodes).toHaveLength(1);
    });

    it('gives back the memory the run took', { timeout: 60_000 }, async ({ skip }) => {
      onPgliteOnly(skip);
      expect(heapBefore, 'the run did not start').toBeGreaterThan(0);
      const heapWithCaches = heapUsedAfterGc();
      await turnOverParseCaches(new URL(use().url), concurrency, abortAfterMs);
      const heapAfter = heapUsedAfterGc();
      const { rss, external } = process.memoryUsage();
      console.log(
        `heap used: ${megabytes(heapBefore)} before the run, ${megabytes(heapWithCaches)} after it, ` +
          `${megabytes(heapAfter)} once Yoga's parse caches turned over (rss ${megabytes(rss)}, external ${megabytes(external)})`,
      );
      expect(heapAfter - heapBefore).toBeLessThan(heapMarginBytes);
    });
  },
  // The shop's own Host check as `npm start` has it, so malformed and foreign hosts meet it.
  { writes: true, routes: (app) => registerHostCheck(app, { publicUrl: undefined, allowedHosts: allowedHostsOf('127.0.0.1', []) }) },
);
