// The soak's account of each server process's memory from the probe's lines (memory-probe.ts): at
// the start and the end, resident memory and the heap's parts, and each worker's caches; the heap
// held after a full collection, and its slope; and from when the caches reached their usual size,
// so that a slope measured before then is told as the caches filling, not as a leak. Caches kept
// per catalog generation empty at every new one, so their usual size is their median over the
// last third of the run, not their largest.
import type { ProbeLine } from './probe-lines';
import { slopePerMinute } from './soak-samples';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** A share of their usual size the caches have reached when they count as full. */
const fullShare = 0.9;
/** Fewer samples than this make no slope. */
const fewestForSlope = 3;

export interface ProcessMemory {
  pid: number;
  role: ProbeLine['role'];
  /** Minutes from the soak's start at which the caches' bytes first reached 90 % of their usual size; 0 without caches. */
  cachesFullAtMinutes: number;
  /** The heap held after a full collection, MB a minute, from `since` minutes on (NaN: too few samples). */
  settledHeapSlope(sinceMinutes: number): number;
  /** Resident memory, MB a minute, from `since` minutes on (NaN: too few samples). */
  residentSlope(sinceMinutes: number): number;
}

function cacheBytes(line: ProbeLine): number {
  return Object.values(line.caches).reduce((sum, gauge) => sum + (gauge.bytes ?? 0), 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The least-squares slope from `since` minutes on; NaN with too few points to tell. */
function slopeSince(points: readonly { atMinutes: number; value: number }[], since: number): number {
  const counted = points.filter((point) => point.atMinutes >= since);
  return counted.length < fewestForSlope ? NaN : slopePerMinute(counted, (point) => point.value);
}

/** The probe's lines from the soak's start, as minutes since then and a value. */
function series(lines: readonly ProbeLine[], startMs: number, value: (line: ProbeLine) => number) {
  return lines.map((line) => ({ atMinutes: (line.atMs - startMs) / 60_000, value: value(line) }));
}

/** Prints each process's memory at the start and the end of the soak (from `startMs`), and returns their figures. */
export function reportProcessMemory(byProcess: ReadonlyMap<number, ProbeLine[]>, startMs: number): ProcessMemory[] {
  const report: ProcessMemory[] = [];
  for (const [pid, all] of byProcess) {
    const lines = all.filter((line) => line.atMs >= startMs);
    if (lines.length < 2) continue;
    const first = lines[0]!;
    const last = lines.at(-1)!;
    const settled = lines.filter((line) => line.settled);
    const role = first.role;
    const heap = (line: ProbeLine) => `resident ${mb(line.rss)}, heap ${mb(line.heapUsed)} used of ${mb(line.heapTotal)}, external ${mb(line.external)} (array buffers ${mb(line.arrayBuffers)}) MB`;
    console.log(`  ${role} ${pid}: at the start ${heap(first)}; at the end ${heap(last)}`);
    if (settled.length >= 2) {
      console.log(`    heap held after a full collection: ${mb(settled[0]!.heapUsed)} MB at the start, ${mb(settled.at(-1)!.heapUsed)} MB at the end`);
    }
    const names = [...new Set([...Object.keys(first.caches), ...Object.keys(last.caches)])].sort();
    for (const name of names) {
      const gauge = (line: ProbeLine) => {
        const found = line.caches[name];
        return found ? `${found.entries}${found.bytes !== undefined ? ` (${mb(found.bytes)} MB)` : ''}` : '-';
      };
      console.log(`    ${name}: ${gauge(first)} at the start, ${gauge(last)} at the end`);
    }
    const lastThirdFrom = first.atMs + ((last.atMs - first.atMs) * 2) / 3;
    const usual = median(lines.filter((line) => line.atMs >= lastThirdFrom).map(cacheBytes));
    const full = usual > 0 ? lines.find((line) => cacheBytes(line) >= usual * fullShare)! : first;
    report.push({
      pid,
      role,
      cachesFullAtMinutes: (full.atMs - startMs) / 60_000,
      settledHeapSlope: (since) => slopeSince(series(settled, startMs, (line) => line.heapUsed / 1024 / 1024), since),
      residentSlope: (since) => slopeSince(series(lines, startMs, (line) => line.rss / 1024 / 1024), since),
    });
  }
  return report;
}
