// Prints what refused GraphQL queries cost the shop (issue 11): the product page's throughput
// (autocannon, 20 connections, uncached pages: PAGE_CACHE_MS=0) alone, and while a second client
// sends the heavy variable-sized query of issue 11 as fast as it can, which the server must refuse
// cheaply. Target: the throughput drops by at most 20%. Also prints what share of the heavy
// queries got a refusal (a 4xx or a GraphQL error) and how long they took.
//   node --import tsx bench/refused-queries-load.ts [seconds per run, 5] [rounds, 3] [heavy connections, 20]
// Runs alternate (alone, loaded, …, loaded, alone) so that the shared machine's noise shows; the
// figures are medians. The heavy client has as many connections as the page's by default, so
// refusals get as many of the server's turns as pages do and the drop shows what a refusal costs
// beside a page. It runs in its own process with a request timeout, so a server that works on the
// query instead of refusing it shows as timeouts, not as a hang. Both clients share the machine
// with the server, so the heavy client's own CPU counts in the drop.
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { AttackTally } from './abuse/attacker';
import { newestProductSlug, startProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const port = 3341;
const pageConnections = 20;
const heavyTimeoutSeconds = 5;
// Issue 11's query of lists nested in lists, sized by variables, four levels deep: refused as too
// expensive among the demo's 67 products already (it would answer some 90 MB). Its
// two-level form is not refused among a few dozen products, where it answers 2.3 MB: it is served,
// as it should be (tests/server/request-bounds.test.ts), so it measures serving, not refusing.
const heavyFields = 'description reviews(first:$k){ nodes { id content } } galleryImages(first:$k){ nodes { sourceUrl } }';
let heavyRelated = '';
for (let level = 1; level < 4; level++) heavyRelated = `related(first:$m){ nodes{ ... on Product{ ${heavyFields} ${heavyRelated} } } }`;
const heavyBody = JSON.stringify({
  query: `query($n:Int,$m:Int,$k:Int){ products(first:$n){ nodes{ ... on Product{ ${heavyFields} ${heavyRelated} } } } }`,
  variables: { n: 9999, m: 100, k: 100 },
});

/** What the heavy client saw in one run: an attacker's tally (bench/abuse/attacker.ts) without the statuses. */
type HeavyTally = Omit<AttackTally, 'statuses' | 'firstFailure'>;
type ToHeavyClient = { type: 'start' } | { type: 'stop' };
type FromHeavyClient = { type: 'started' } | { type: 'stopped'; tally: HeavyTally };

if (process.argv[2] === '--heavy-client') runHeavyClient(process.argv[3]!, Number(process.argv[4]));
else await main();

// ---- the heavy client's process -----------------------------------------------------------

function runHeavyClient(origin: string, connections: number): void {
  const send = (message: FromHeavyClient) => process.send!(message);
  let instance: autocannon.Instance | undefined;
  // The bench is gone (done, or failed mid-run): so is its client.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToHeavyClient) => {
    if (message.type === 'stop') return instance?.stop();
    const tally = { refused: 0, served: 0, failed: 0 };
    let firstAnswer: string | undefined;
    instance = autocannon(
      {
        url: origin,
        connections,
        timeout: heavyTimeoutSeconds,
        // Until told to stop.
        duration: 3600,
        requests: [
          {
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
            body: heavyBody,
            onResponse: (status, body) => {
              tally[classify(status, body)]++;
              firstAnswer ??= `${status} ${body.slice(0, 200)}`;
            },
          },
        ],
      },
      (error, result) => {
        if (error) throw error;
        send({ type: 'stopped', tally: { ...tally, timedOut: result.timeouts, medianMs: result.latency.p50, firstAnswer } });
      },
    );
    send({ type: 'started' });
  });
}

function classify(status: number, body: string): 'refused' | 'served' | 'failed' {
  if (status >= 500) return 'failed';
  if (status >= 400) return 'refused';
  try {
    const { errors } = JSON.parse(body) as { errors?: unknown[] };
    return errors?.length ? 'refused' : 'served';
  } catch {
    return 'served';
  }
}

// ---- the bench ----------------------------------------------------------------------------

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 5);
  const rounds = Number(process.argv[3] ?? 3);
  const heavyConnections = Number(process.argv[4] ?? pageConnections);
  console.log(
    `Product page (uncached) beside refused GraphQL queries: ${pageConnections} page connections, ${heavyConnections} heavy ` +
      `(timeout ${heavyTimeoutSeconds} s), ${seconds} s per run, ${rounds} rounds; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  const server = await startProductionServer({ port, env: { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0' } });
  const heavy = fork(fileURLToPath(import.meta.url), ['--heavy-client', server.origin, String(heavyConnections)], { execArgv: ['--import', 'tsx'] });
  try {
    const url = `${server.origin}/product/${await newestProductSlug(server.origin)}`;
    // Warm up: JIT, the view chunk, the image of the page.
    await pageRun(url, 2);

    const alone: number[] = [];
    const loaded: number[] = [];
    const tallies: HeavyTally[] = [];
    const runAlone = async () => {
      const run = await pageRun(url, seconds);
      alone.push(run.pagesPerSecond);
      console.log(`alone   ${run.line}`);
    };
    await runAlone();
    for (let round = 1; round <= rounds; round++) {
      heavy.send({ type: 'start' } satisfies ToHeavyClient);
      await nextMessage(heavy, 'started');
      const run = await pageRun(url, seconds);
      heavy.send({ type: 'stop' } satisfies ToHeavyClient);
      const { tally } = await nextMessage(heavy, 'stopped');
      loaded.push(run.pagesPerSecond);
      tallies.push(tally);
      console.log(`loaded  ${run.line}`);
      console.log(
        `        heavy: ${tally.refused} refused, ${tally.served} served, ${tally.failed} failed (5xx), ${tally.timedOut} timed out; ` +
          `median ${tally.medianMs} ms`,
      );
      if (server.exit()) throw new Error(`the server stopped under the heavy queries (${server.exit()})`);
      await runAlone();
    }

    const sum = (count: (tally: HeavyTally) => number) => tallies.reduce((total, tally) => total + count(tally), 0);
    const sent = sum((tally) => tally.refused + tally.served + tally.failed + tally.timedOut);
    const firstAnswer = tallies.find((tally) => tally.firstAnswer)?.firstAnswer;
    console.log(`first heavy answer: ${firstAnswer ?? 'none (every request timed out)'}`);
    console.log(`heavy queries sent: ${sent}, in ${rounds} runs of about ${seconds} s`);
    const aloneMedian = median(alone);
    const loadedMedian = median(loaded);
    reportFigure({ name: 'product page alone', value: aloneMedian, unit: 'pages/s' });
    reportFigure({ name: 'product page beside refused queries', value: loadedMedian, unit: 'pages/s' });
    reportFigure({ name: 'throughput drop beside refused queries', value: (1 - loadedMedian / aloneMedian) * 100, unit: '%', atMost: 20 });
    reportFigure({ name: 'heavy queries refused', value: sent ? (sum((tally) => tally.refused) / sent) * 100 : 0, unit: '%' });
    const answered = tallies.filter((tally) => tally.refused + tally.served + tally.failed > 0);
    if (answered.length) reportFigure({ name: 'heavy queries, median answer time', value: median(answered.map((tally) => tally.medianMs)), unit: 'ms' });
    else console.log('no heavy query was answered');
  } finally {
    if (heavy.connected) heavy.disconnect();
    await server.stop();
  }
}

/** Product pages answered 200 per second, and a line describing the run. */
async function pageRun(url: string, seconds: number): Promise<{ pagesPerSecond: number; line: string }> {
  const result = await autocannon({ url, connections: pageConnections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  const pagesPerSecond = result['2xx'] / result.duration;
  return {
    pagesPerSecond,
    line: `${pagesPerSecond.toFixed(0).padStart(6)} pages/s  (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors})`,
  };
}

function nextMessage<T extends FromHeavyClient['type']>(child: ChildProcess, type: T): Promise<Extract<FromHeavyClient, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the heavy client exited with ${code}`));
    const onMessage = (message: FromHeavyClient) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<FromHeavyClient, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
