// The CPU time another process has used so far (user and system, its threads included), read from
// /proc: how a bench charges a server in its own process for the work it did.
import { readFileSync } from 'node:fs';

/** Clock ticks a second, as /proc counts them (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

/**
 * Milliseconds of CPU the process has used since it started; with `reapedChildren`, its children
 * that ended and were waited for too (a worker that died, say).
 */
export function processCpuMs(pid: number, { reapedChildren = false }: { reapedChildren?: boolean } = {}): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  const childTicks = reapedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
  return ((userTicks + systemTicks + childTicks) * 1000) / ticksPerSecond;
}
