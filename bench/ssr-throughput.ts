// Prints server-rendered product page throughput with autocannon (20 connections), each against its
// own production server on a copy of the seeded demo shop: from the page cache; rendered for every
// request (PAGE_CACHE_MS=0, the shop's data cache at its default), the figure issue 16 sets a floor
// for; and with the data cache off as well (CATALOG_CACHE_MS=0). The machine's load is printed with
// the figures, since other work on a shared machine lowers them.
// Run after `npm run build`:  node --import tsx bench/ssr-throughput.ts [seconds]
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seededDataDir } from '../tests/e2e/seeded-data-dir';
import { newestProductSlug, startProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const seconds = Number(process.argv[2] ?? 10);
const connections = 20;

/** A port no other server on the machine listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function measure(label: string, env: Record<string, string>): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ssr-'));
  try {
    await seededDataDir(dataDir);
    const server = await startProductionServer({ port: await freePort(), env, dataDir });
    try {
      const url = `${server.origin}/product/${await newestProductSlug(server.origin)}`;
      const headers = { 'accept-encoding': 'br, gzip' };
      // Warm up: JIT, the view chunk, the image of the page.
      await autocannon({ url, connections, duration: 2, headers });
      const result = await autocannon({ url, connections, duration: seconds, headers });
      const rps = result.requests.average;
      const load = os.loadavg()[0]!.toFixed(2);
      console.log(
        `${label.padEnd(20)} ${rps.toFixed(0).padStart(6)} req/s  (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, load ${load})`,
      );
      return rps;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`SSR product page, autocannon ${connections} connections, ${seconds} s, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);
console.log(`load average before: ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`);
const cached = await measure('cached', {});
const rendered = await measure('uncached render', { PAGE_CACHE_MS: '0' });
const bothOff = await measure('no caches at all', { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0' });
reportFigure({ name: 'product page, cached', value: cached, unit: 'req/s', atLeast: 1000 });
reportFigure({ name: 'product page, uncached render', value: rendered, unit: 'req/s', atLeast: 400 });
reportFigure({ name: 'product page, page and data caches off', value: bothOff, unit: 'req/s' });
