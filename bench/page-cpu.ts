// Prints the CPU one uncached product page costs the server (PAGE_CACHE_MS=0), now and before issue
// 41's page changes, measured in the same run: a production server of this build and one of the
// commit before those changes (bench/baseline-build.ts builds it once, in a worktree in the
// temporary folder) each answer product pages (brotli, 8 connections, across 30 products and 2
// languages), taking turns of the same size; each process's CPU time over a turn is divided by its
// pages. On a shared virtual machine each core's speed can change by half within seconds; turns of a few seconds put
// both builds on the same speeds, which a figure from another day, even scaled by a timed reference
// unit, did not (that read 0.55× in a run where the builds side by side were 0.9×).
// Run after `npm run build`:  node --import tsx bench/page-cpu.ts [pages per build]
// PAGE_CPU_BASELINE=none measures this build alone (no ratio); PAGE_CPU_BASELINE=<commit> measures
// against that commit instead (a change's own effect), a ratio the issue's target does not judge.
// PAGE_CPU_CRAWL=1 keeps the page cache on and asks each page once, as a crawler walking every
// product does: each address is new (`?visit=N`), so each page is rendered and kept.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seededDataDir } from '../tests/e2e/seeded-data-dir';
import { freePort } from '../tests/server/server-process';
import { baselineBuild, baselineServerArgs } from './baseline-build';
import { median } from './median';
import { processCpuMs } from './process-cpu';
import { startProductionServer, type ProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const pages = Number(process.argv[2] ?? 3000);
const connections = 8;
const turns = 12;
const warmUpPages = 4000;
/** The commit before issue 41's page changes, whose page cost the issue's target is a share of: 4 ms of its 6.6. */
const issueBaseline = '1f93e53';
const baselineCommit = process.env.PAGE_CPU_BASELINE ?? issueBaseline;
const baselineName = baselineCommit === issueBaseline ? 'before issue 41' : 'baseline';
const targetRatio = 4 / 6.6;
const crawl = process.env.PAGE_CPU_CRAWL === '1';
const serverEnv: Record<string, string> = crawl ? {} : { PAGE_CACHE_MS: '0' };
let visits = 0;

interface Contender {
  name: string;
  server: ProductionServer;
  requests: { method: 'GET'; path: string }[];
  /** CPU a page in each of its turns, in ms. */
  turnMs: number[];
}

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

async function contender(name: string, server: ProductionServer): Promise<Contender> {
  const requests = (await productPaths(server.origin)).map((requestPath) => ({
    method: 'GET' as const,
    path: requestPath,
    ...(crawl ? { setupRequest: (request: { path: string }) => ({ ...request, path: `${requestPath}?visit=${++visits}` }) } : {}),
  }));
  return { name, server, requests, turnMs: [] };
}

/** Its turns are all the same size, so the mean of their costs a page is its cost a page. */
function msAPage(entry: Contender): number {
  return entry.turnMs.reduce((sum, ms) => sum + ms, 0) / entry.turnMs.length;
}

async function answer(entry: Contender, amount: number): Promise<{ ms: number; p99: number }> {
  const cpuBefore = processCpuMs(entry.server.pid);
  const result = await autocannon({ url: entry.server.origin, connections, amount, requests: entry.requests, headers: { 'accept-encoding': 'br, gzip' } });
  if (result.non2xx || result.errors) throw new Error(`${entry.name}: ${result.non2xx} answers not 2xx and ${result.errors} errors`);
  return { ms: processCpuMs(entry.server.pid) - cpuBefore, p99: result.latency.p99 };
}

const baselineDir = baselineCommit === 'none' ? null : baselineBuild(baselineCommit);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-page-cpu-'));
const servers: ProductionServer[] = [];
try {
  await seededDataDir(dataDir);
  const contenders = [await contender('this build', await startProductionServer({ port: await freePort(), env: serverEnv, dataDir }))];
  servers.push(contenders[0]!.server);
  if (baselineDir) {
    // The baseline seeds a demo database of its own, as its first start does: its migrations and seed are its own.
    const server = await startProductionServer({ port: await freePort(), env: serverEnv, checkout: { dir: baselineDir, args: baselineServerArgs(baselineDir) } });
    servers.push(server);
    contenders.push(await contender(`${baselineName} (${baselineCommit})`, server));
  }
  // Warm up: JIT, every view chunk, each language's first page, the heap's size. Measured by
  // 1,000 pages, this build's cost a page fell until its 3,000th (4.2, 1.65, 1.36, 1.21 ms, then
  // 1.16–1.26), so turns after a shorter warm-up (600, later 1,500 pages) weighed its JIT's
  // warm-up, not a page's cost. Both builds get the same.
  for (const entry of contenders) await answer(entry, warmUpPages);
  const perTurn = Math.ceil(pages / turns);
  const p99s: number[] = [];
  for (let turn = 0; turn < turns; turn++) {
    // Each goes first in half the turns.
    for (const entry of turn % 2 ? [...contenders].reverse() : contenders) {
      const { ms, p99 } = await answer(entry, perTurn);
      entry.turnMs.push(ms / perTurn);
      if (entry === contenders[0]) p99s.push(p99);
    }
  }
  const kind = crawl ? 'product pages asked once each (page cache on)' : 'uncached product pages';
  console.log(`load average ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}; ${turns} turns of ${perTurn} ${kind} each; this build's slowest p99 ${Math.max(...p99s)} ms`);
  for (const entry of contenders) {
    console.log(`${entry.name}: ${msAPage(entry).toFixed(2)} ms a page; by turn ${entry.turnMs.map((ms) => ms.toFixed(2)).join(', ')}`);
  }
  const [now, before] = contenders;
  reportFigure({ name: crawl ? 'product page asked once (page cache on), server CPU' : 'uncached product page, server CPU', value: msAPage(now!), unit: 'ms' });
  if (before) {
    const turnRatios = now!.turnMs.map((ms, index) => ms / before.turnMs[index]!);
    console.log(`this build against the baseline by turn: ${turnRatios.map((ratio) => ratio.toFixed(2)).join(', ')} (median ${median(turnRatios).toFixed(2)})`);
    const ratio = msAPage(now!) / msAPage(before);
    if (crawl) reportFigure({ name: `product page asked once, CPU against ${baselineCommit} (same run)`, value: ratio, unit: '×' });
    else if (baselineCommit === issueBaseline) reportFigure({ name: 'uncached product page, CPU against before issue 41 (same run)', value: ratio, unit: '×', atMost: targetRatio });
    else reportFigure({ name: `uncached product page, CPU against ${baselineCommit} (same run)`, value: ratio, unit: '×' });
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await rm(dataDir, { recursive: true, force: true });
}
