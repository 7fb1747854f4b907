// Loaded into the soak's server processes before the server (node --import, which node:cluster's
// workers inherit): every SOAK_PROBE_MS it appends one line to SOAK_PROBE_DIR/<pid>.jsonl with the
// process's memory (process.memoryUsage) and its caches' gauges (common/cache-gauges.ts). Every
// SOAK_PROBE_SETTLE_EVERY-th line it first collects all garbage (the server runs with
// --expose-gc) and says so: the heap still held then is what a leak grows, whatever the collector
// had not got round to yet. The bench reads the files (bench/load/probe-lines.ts); nothing is served.
import cluster from 'node:cluster';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { readCacheGauges } from '../../common/cache-gauges';
import type { ProbeLine } from './probe-lines';

const file = path.join(process.env.SOAK_PROBE_DIR!, `${process.pid}.jsonl`);
const everyMs = Number(process.env.SOAK_PROBE_MS ?? 10_000);
// Every 30 s at the default pace: a 10-minute soak whose caches fill by minute 7 still has enough
// settled lines after its warm-up for a slope (every minute left it two, too few).
const settleEvery = Number(process.env.SOAK_PROBE_SETTLE_EVERY ?? 3);
const collectGarbage = (globalThis as { gc?: () => void }).gc;

let taken = 0;
setInterval(() => {
  const settled = collectGarbage !== undefined && taken++ % settleEvery === 0;
  if (settled) collectGarbage();
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  const line: ProbeLine = { pid: process.pid, role: cluster.isPrimary ? 'primary' : 'worker', atMs: Date.now(), settled, rss, heapTotal, heapUsed, external, arrayBuffers, caches: readCacheGauges() };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}, everyMs).unref();
