// What the memory probe (memory-probe.ts) wrote in each of the server's processes, read back by
// the soak: per process, its lines in time order.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheGauge } from '../../common/cache-gauges';

export interface ProbeLine {
  pid: number;
  /** The supervisor (node:cluster's primary) or one of its workers. */
  role: 'primary' | 'worker';
  atMs: number;
  /** Taken right after a full garbage collection. */
  settled: boolean;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  caches: Record<string, CacheGauge & { caches: number }>;
}

/** Each process's lines, by process id. */
export async function readProbeLines(dir: string): Promise<Map<number, ProbeLine[]>> {
  const byProcess = new Map<number, ProbeLine[]>();
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.jsonl')) continue;
    const text = await readFile(path.join(dir, name), 'utf8');
    const lines = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as ProbeLine);
    if (lines.length) byProcess.set(lines[0]!.pid, lines);
  }
  return byProcess;
}
