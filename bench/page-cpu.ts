// Prints the CPU one uncached product page costs the server (PAGE_CACHE_MS=0): a production server
// on a copy of the seeded demo shop answers a fixed number of product pages (brotli, 8 connections,
// across 30 products and 2 languages) and its process's CPU time over them is divided by their
// number. On a shared machine CPU time per page grows with the load (caches and cores are shared),
// so the bench also times a fixed reference work unit in the same run and reports the page's cost
// against the figure measured before issue 41's changes, scaled by how the reference unit's time
// moved since then: a ratio below 1 is a cheaper page on the same machine. On a shared virtual
// machine each core's speed can change by half within seconds, each core on its own, so the
// reference is timed between slices of the pages, all through the run; when its times spread by
// more than a quarter the ratio is printed but not judged (compare interleaved runs instead).
// Run after `npm run build`:  node --import tsx bench/page-cpu.ts [pages]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seededDataDir } from '../tests/e2e/seeded-data-dir';
import { freePort } from '../tests/server/server-process';
import { processCpuMs } from './process-cpu';
import { startProductionServer } from './production-server';
import { referenceUnitMs } from './reference-unit';
import { reportFigure } from './report-figure';

const pages = Number(process.argv[2] ?? 3000);
const connections = 8;
const slices = 6;
/** How far the reference's times may spread (slowest over fastest) for the ratio to be judged. */
const steadySpread = 1.25;

/**
 * Measured together by this bench at the commit before issue 41's page changes (1f93e53), the mean
 * of three runs at load average 15 to 17 on 2 cores: the page's CPU and the reference unit's time.
 * Their quotient is what a page cost in reference units.
 */
const before = { pageMs: 5.53, referenceMs: 0.185 };

async function productPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 30) { nodes { slug } } }' }),
  });
  const body = (await response.json()) as { data: { products: { nodes: { slug: string }[] } } };
  const slugs = body.data.products.nodes.map((node) => node.slug);
  return slugs.flatMap((slug, index) => (index % 2 ? [`/de/product/${slug}`] : [`/product/${slug}`]));
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-page-cpu-'));
let pageMs: number;
const referenceTimes: number[] = [];
try {
  await seededDataDir(dataDir);
  const server = await startProductionServer({ port: await freePort(), env: { PAGE_CACHE_MS: '0' }, dataDir });
  try {
    const requests = (await productPaths(server.origin)).map((requestPath) => ({ method: 'GET' as const, path: requestPath }));
    const run = (amount: number) =>
      autocannon({ url: server.origin, connections, amount, requests, headers: { 'accept-encoding': 'br, gzip' } });
    // Warm up: JIT, every view chunk, each language's first page.
    await run(Math.min(600, pages));
    const perSlice = Math.ceil(pages / slices);
    let serverMs = 0;
    let seconds = 0;
    const p99s: number[] = [];
    for (let slice = 0; slice < slices; slice++) {
      referenceTimes.push(referenceUnitMs(5));
      const cpuBefore = processCpuMs(server.pid);
      const result = await run(perSlice);
      serverMs += processCpuMs(server.pid) - cpuBefore;
      seconds += result.duration;
      p99s.push(result.latency.p99);
      if (result.non2xx || result.errors) throw new Error(`${result.non2xx} answers not 2xx and ${result.errors} errors`);
    }
    referenceTimes.push(referenceUnitMs(5));
    pageMs = serverMs / (perSlice * slices);
    console.log(`${perSlice * slices} uncached product pages: ${((perSlice * slices) / seconds).toFixed(0)} req/s, slowest slice's p99 ${Math.max(...p99s)} ms`);
  } finally {
    await server.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const sorted = [...referenceTimes].sort((a, b) => a - b);
const referenceMs = sorted[Math.floor(sorted.length / 2)]!;
const spread = sorted.at(-1)! / sorted[0]!;
const ratio = pageMs / referenceMs / (before.pageMs / before.referenceMs);
console.log(
  `load average ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}; reference unit ${referenceMs.toFixed(2)} ms (${before.referenceMs} ms before), ` +
    `its ${referenceTimes.length} times ${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)} ms`,
);
reportFigure({ name: 'uncached product page, server CPU', value: pageMs, unit: 'ms' });
if (spread <= steadySpread) reportFigure({ name: 'uncached product page, CPU against before (same machine speed)', value: ratio, unit: '×', atMost: 4 / 6.62 });
else {
  console.log(`the machine's speed moved by ${Math.round((spread - 1) * 100)} % within the run (more than ${Math.round((steadySpread - 1) * 100)} %): the ratio is not judged`);
  reportFigure({ name: 'uncached product page, CPU against before (speed moved: not judged)', value: ratio, unit: '×' });
}
