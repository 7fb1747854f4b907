// Whether a page's Lighthouse figures may be judged, from the machine's speed as Lighthouse measured
// it (the benchmark index of each run). Lighthouse's default 4× CPU slowdown is calibrated for a
// machine of index 2,000 and up (its throttling docs, "Calibrating the CPU slowdown"); below that a
// page is slowed down more than a phone is, and a score of 90–95 says more about the machine than
// about the page. Two reasons put a machine there: other work sharing it (its index jumps from run
// to run; the figures are not worth judging, only taking again), or a slower processor (steady;
// Lighthouse's docs give the slowdown to use instead).
import os from 'node:os';
import { median } from './median';

/** The index below which Lighthouse's default 4× slowdown slows a page down more than the docs' mid-tier phone. */
export const calibratedIndex = 2000;
export const defaultSlowdown = 4;
/** Share of the machine's CPU time others used in the second before a page's runs, from which it counts as busy. */
const busyShare = 0.25;

export type Verdict =
  | { kind: 'judged'; slowdown: number }
  /** Too slow because others used the machine: printed as taken on a busy machine, not judged. */
  | { kind: 'busy'; otherCpuShare: number }
  /** Too slow on a quiet machine: measured again with the slowdown the docs give for its index. */
  | { kind: 'slower'; slowdown: number };

/**
 * The CPU slowdown that makes a machine of this index the phone Lighthouse's 4× makes of one of
 * index 2,000: in proportion to its speed, as the docs' table suggests (2× for a low-end desktop of
 * 1,000–1,500, 4× for a high-end one), never below 1× (no slowdown at all), rounded to a tenth.
 */
export function slowdownFor(benchmarkIndex: number): number {
  const proportional = (defaultSlowdown * benchmarkIndex) / calibratedIndex;
  return Math.max(1, Math.round(Math.min(defaultSlowdown, proportional) * 10) / 10);
}

/** What to make of a page's runs at the default slowdown, given how busy the machine was as they began. */
export function verdictOf(benchmarkIndexes: readonly number[], otherCpuShare: number): Verdict {
  const index = median(benchmarkIndexes);
  if (index >= calibratedIndex) return { kind: 'judged', slowdown: defaultSlowdown };
  if (otherCpuShare >= busyShare) return { kind: 'busy', otherCpuShare };
  return { kind: 'slower', slowdown: slowdownFor(index) };
}

/** The share of every core's time spent working over `ms` (0–1): while the bench waits, that is others' work. */
export async function cpuShareInUse(ms = 1000): Promise<number> {
  const before = os.cpus();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = os.cpus();
  let busy = 0;
  let total = 0;
  after.forEach((cpu, index) => {
    const then = before[index]!.times;
    const spent = Object.entries(cpu.times).reduce((sum, [key, value]) => sum + value - then[key as keyof typeof then], 0);
    total += spent;
    busy += spent - (cpu.times.idle - then.idle);
  });
  return total > 0 ? busy / total : 0;
}
