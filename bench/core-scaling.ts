// How much work this machine's cores do together against one alone: the same fixed loop on one
// thread, then on as many threads as there are cores at once. On a virtual machine whose cores
// share physical ones, two threads may do far less than twice the work of one, and a benchmark's
// throughput for two server processes cannot exceed that.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

const loop = `
  const { parentPort } = require('node:worker_threads');
  let x = 0;
  const start = performance.now();
  for (let i = 0; i < 300_000_000; i++) x = (x + i * 7) % 1_000_003;
  parentPort.postMessage({ ms: performance.now() - start, x });
`;

function runLoops(threads: number): Promise<number> {
  const started = performance.now();
  return Promise.all(
    Array.from({ length: threads }, () => new Promise<void>((resolve, reject) => {
      const worker = new Worker(loop, { eval: true });
      worker.once('message', () => resolve(void worker.terminate()));
      worker.once('error', reject);
    })),
  ).then(() => performance.now() - started);
}

/** Work done by all cores at once, as a multiple of one core's (the best of two tries of each). */
export async function coreScaling(): Promise<{ cores: number; together: number }> {
  const cores = os.cpus().length;
  const alone = Math.min(await runLoops(1), await runLoops(1));
  const all = Math.min(await runLoops(cores), await runLoops(cores));
  return { cores, together: (cores * alone) / all };
}
