// How busy the whole machine was over a stretch of time, from /proc/stat: a load bench's shoppers,
// its server and its database share the same cores, so a figure that stops growing with more
// workers is read against how much of the machine was left.
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks a second, as /proc counts them (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

export interface MachineCpuReading {
  /** CPU ms every core spent busy (anything but idle and waiting for the disk) since boot. */
  busyMs: number;
  /** Wall-clock ms, for the span's length. */
  atMs: number;
}

export function readMachineCpu(): MachineCpuReading {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …; guest time is already counted in user.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return { busyMs: ((user + nice + system + irq + softirq + steal) * 1000) / ticksPerSecond, atMs: performance.now() };
}

/** Of all the machine's cores over the span, the share that was busy, and the share `cpuMs` of one part took. */
export function machineShares(since: MachineCpuReading, until: MachineCpuReading): { busy: number; shareOf: (cpuMs: number) => number } {
  const capacityMs = (until.atMs - since.atMs) * os.cpus().length;
  return { busy: (until.busyMs - since.busyMs) / capacityMs, shareOf: (cpuMs) => cpuMs / capacityMs };
}
