// The soak (issue 41): the sale-day mix (bench/load/shopping-mix.ts) on WORKERS=2 and PostgreSQL
// for a while at half the rate the shop sustains (80 % of its highest throughput, measured first
// in a short run), sampling the server's resident memory and the tables that grow with shoppers
// every 10 s. Prints the memory's slope after the warm-up (the first third), each table's growth
// and its rows past their end (sessions ended, rate-limit buckets full again, sent mails past the
// outbox's keeping time) at the end, errors, and orders against units. Each server process
// reports its own memory and its caches' sizes meanwhile (load/memory-probe.ts): the soak prints
// them at the start and the end, with the heap held after full collections, and measures the
// slope from when the caches stopped growing if that is later than the first third.
// Needs a PostgreSQL server where it may create databases (bench/load/bench-database.ts), and a build.
//   node --import tsx bench/soak.ts [minutes, default 10] [actions per second, default measured]
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchDatabases } from './load/bench-database';
import { readProbeLines } from './load/probe-lines';
import { ledgerMatches, printRun } from './load/report';
import { shopRun } from './load/shop-run';
import { reportProcessMemory } from './load/soak-memory';
import { sampleEvery, slopePerMinute, type Sample } from './load/soak-samples';
import { reportFigure } from './report-figure';

const minutes = Number(process.argv[2] ?? 10);
const givenRate = process.argv[3] ? Number(process.argv[3]) : undefined;
const workers = 2;
const shoppers = 16;

console.log(`soak: ${minutes} min on WORKERS=${workers}, load average before: ${os.loadavg().map((value) => value.toFixed(2)).join(', ')}`);
const databases = await benchDatabases();
const probeDir = await mkdtemp(path.join(os.tmpdir(), 'soak-probe-'));
try {
  const highest = givenRate ? undefined : await shopRun({ workers, seconds: 10, shoppers, databases });
  const rate = givenRate ?? Math.max(1, Math.round(highest!.throughput * 0.8 * 0.5));
  console.log(highest ? `highest throughput ${highest.throughput.toFixed(1)} actions/s: the soak runs at half of 80 % of it, ${rate}/s` : `the soak runs at ${rate}/s`);
  const samples: Sample[] = [];
  let over = false;
  let startMs = 0;
  const outcome = await shopRun({
    workers,
    seconds: minutes * 60,
    shoppers: shoppers * 2,
    ratePerSecond: rate,
    databases,
    env: { SOAK_PROBE_DIR: probeDir },
    nodeOptions: ['--expose-gc', '--import', './bench/load/memory-probe.ts'],
    during: async (server, { databaseUrl }) => {
      startMs = Date.now();
      const ends = performance.now() + minutes * 60_000;
      await sampleEvery(10_000, server.pid, databaseUrl, () => over || performance.now() >= ends, samples);
    },
  });
  over = true;
  printRun(`soak at ${rate} actions/s (load ${os.loadavg()[0]!.toFixed(1)})`, outcome);
  const processes = reportProcessMemory(await readProbeLines(probeDir), startMs);
  const workersFull = Math.max(0, ...processes.map((memory) => memory.cachesFullAtMinutes));
  const warmUp = Math.max(minutes / 3, workersFull);
  console.log(`  the caches reached 90 % of their usual size by minute ${workersFull.toFixed(1)}; slopes from minute ${warmUp.toFixed(1)}:`);
  const slope = (mbPerMinute: number) => (Number.isNaN(mbPerMinute) ? 'too few samples to tell' : `${mbPerMinute.toFixed(2)} MB/min`);
  for (const memory of processes) {
    console.log(`    ${memory.role} ${memory.pid}: resident ${slope(memory.residentSlope(warmUp))}, heap held after a full collection ${slope(memory.settledHeapSlope(warmUp))}`);
  }
  const afterWarmUp = samples.filter((sample) => sample.atMinutes >= warmUp);
  // Too few samples after the warm-up make no slope: the figure is then not met, not zero.
  const memorySlope = afterWarmUp.length < 3 ? NaN : slopePerMinute(afterWarmUp, (sample) => sample.residentMb);
  const first = samples[0]!;
  const last = samples.at(-1)!;
  console.log(`  resident memory, every process: ${first.residentMb.toFixed(0)} MB at the start, ${last.residentMb.toFixed(0)} MB at the end, ${memorySlope.toFixed(2)} MB/min after the warm-up`);
  let leftOver = 0;
  for (const table of Object.keys(last.tables)) {
    const { rows, pastTheirEnd } = last.tables[table]!;
    const growth = slopePerMinute(samples, (sample) => sample.tables[table]!.rows);
    leftOver += pastTheirEnd;
    console.log(`  ${table}: ${first.tables[table]!.rows} rows at the start, ${rows} at the end (${growth.toFixed(0)} a minute), ${pastTheirEnd} past their end`);
  }
  reportFigure({ name: 'soak, resident memory after the warm-up', value: memorySlope, unit: 'MB/min', atMost: 1 });
  // What a leak grows, apart from the collector's and the allocator's slack: context, no target.
  const heldSlopes = processes.filter((memory) => memory.role === 'worker').map((memory) => memory.settledHeapSlope(warmUp));
  reportFigure({ name: 'soak, heap held after full collections after the warm-up, the steepest worker', value: Math.max(...heldSlopes), unit: 'MB/min' });
  reportFigure({ name: 'soak, errors other than sold-out refusals', value: outcome.tally.errorCount, unit: '', atMost: 0 });
  reportFigure({ name: 'soak, orders and units match', value: ledgerMatches(outcome) ? 1 : 0, unit: '', atLeast: 1 });
  reportFigure({ name: 'soak, table rows past their end, left at the end', value: leftOver, unit: 'rows' });
} finally {
  await databases.dropAll();
  // The probe's lines stay (a few hundred KB) for a closer look than the summary.
  console.log(`the server processes' own samples: ${probeDir}`);
}
