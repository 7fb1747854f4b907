// Prints server-rendered product page throughput with autocannon (20 connections), from the page
// cache and uncached (PAGE_CACHE_MS=0), each against its own production server on a fresh demo
// database. Run after `npm run build`:  node --import tsx bench/ssr-throughput.ts [seconds]
import os from 'node:os';
import autocannon from 'autocannon';
import { newestProductSlug, startProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const seconds = Number(process.argv[2] ?? 10);
const connections = 20;

async function measure(label: string, port: number, env: Record<string, string>): Promise<number> {
  const server = await startProductionServer({ port, env });
  try {
    const url = `${server.origin}/product/${await newestProductSlug(server.origin)}`;
    // Warm up: JIT, the view chunk, the image of the page.
    await autocannon({ url, connections, duration: 2, headers: { 'accept-encoding': 'br, gzip' } });
    const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
    const rps = result.requests.average;
    console.log(`${label.padEnd(10)} ${rps.toFixed(0).padStart(6)} req/s  (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors})`);
    return rps;
  } finally {
    await server.stop();
  }
}

console.log(`SSR product page, autocannon ${connections} connections, ${seconds} s, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);
const cached = await measure('cached', 3301, {});
const uncached = await measure('uncached', 3302, { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0' });
reportFigure({ name: 'product page, cached', value: cached, unit: 'req/s', atLeast: 1000 });
reportFigure({ name: 'product page, uncached', value: uncached, unit: 'req/s', atLeast: 200 });
