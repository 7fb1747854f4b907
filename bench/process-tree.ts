// A server and the worker processes it started (WORKERS), read from /proc: their ids, CPU time and
// resident memory together.
import { readFileSync } from 'node:fs';
import { processCpuMs } from './process-cpu';

/** `pid` and its descendants that are still there. */
export function processTree(pid: number): number[] {
  const found: number[] = [];
  const visit = (id: number) => {
    found.push(id);
    let children: string;
    try {
      children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8');
    } catch {
      return;
    }
    for (const child of children.split(' ').filter(Boolean)) visit(Number(child));
  };
  visit(pid);
  return found;
}

/** Resident memory of one process, in MB (0 once it is gone). */
export function residentMb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU milliseconds the tree has used, workers that died and were replaced included. */
export function treeCpuMs(pid: number): number {
  return processTree(pid).reduce((sum, id) => {
    try {
      return sum + processCpuMs(id, { reapedChildren: id === pid });
    } catch {
      return sum;
    }
  }, 0);
}

/** CPU milliseconds each of `pids` has used, those gone left out. */
export function cpuOfEach(pids: readonly number[]): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, processCpuMs(pid));
    } catch {
      // It died: a fault's driver killed it.
    }
  }
  return cpu;
}

export function treeResidentMb(pid: number): number {
  return processTree(pid).reduce((sum, id) => sum + residentMb(id), 0);
}
