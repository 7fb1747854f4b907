// The supervisor behind WORKERS (`node:cluster`): it readies the database once (migrations and
// seeding, told as start steps), then starts that many server processes on one port, each taking
// new connections from it as it is free to. A worker that dies is replaced, later
// the more often workers died in the last minute, so a crash loop does not spin. SIGTERM (or
// Ctrl-C) drains: each worker stops taking connections and finishes the requests it has, then
// the supervisor exits.
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config';
import { openDatabaseStep } from './database-step';
import { prepareShopDatabase } from './shop-database';
import type { StartSteps } from './start-steps';

/** What a worker tells the supervisor once it listens. */
export interface WorkerReady {
  kind: 'worker-ready';
  port: number;
  demoCustomerSignsIn: boolean;
}

const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'worker-ready';

/** Deaths counted for the back-off: those in the last minute. */
const crashWindowMs = 60_000;
const firstRestartDelayMs = 500;
const longestRestartDelayMs = 30_000;
/** How long a draining worker may take over its requests in flight before it is ended. */
const drainMs = 30_000;

/** How long to wait before replacing a worker, given how many died in the last minute (this one included). */
export function restartDelayMs(recentDeaths: number): number {
  return Math.min(longestRestartDelayMs, firstRestartDelayMs * 2 ** Math.max(0, recentDeaths - 1));
}

const liveWorkers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

/**
 * Readies the database, starts `config.workers` workers (each runs server/main.ts) and keeps that
 * many running until a signal stops them; `onReady` is called once, when every first worker listens.
 */
export async function superviseWorkers(config: ServerConfig, steps: StartSteps, onReady: (ready: WorkerReady) => void): Promise<void> {
  const { db, close } = await openDatabaseStep(steps, config);
  try {
    await prepareShopDatabase(db, config, steps);
  } finally {
    await close();
  }

  // Each worker accepts from the shared socket itself, rather than the primary accepting and handing
  // connections over (Node's default here): a connection handed to a worker at the moment it dies
  // is never answered nor closed, while one waiting in the socket goes to a live worker. Busy
  // workers accept less, so under load the idle ones take the new connections.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const count = config.workers ?? 1;
  const listening = new Set<Worker>();
  const deaths: number[] = [];
  let started = false;
  let stopping = false;

  const start = () => {
    if (stopping) return;
    const worker = cluster.fork();
    // A signal or message that cannot reach a dying worker is no reason to stop the others.
    worker.on('error', (error) => console.error(`Server process ${worker.process.pid}: ${error.message}`));
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return;
      listening.add(worker);
      if (!started && listening.size === count) {
        started = true;
        onReady(message);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    if (stopping) {
      if (liveWorkers().length === 0) process.exit(0);
      return;
    }
    const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
    if (!started && !wasListening) {
      // It could not start (it printed why): the others would fail alike.
      console.error(`A server process ${how} before it listened; stopping.`);
      for (const other of liveWorkers()) other.process.kill('SIGKILL');
      process.exit(1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - crashWindowMs) deaths.shift();
    const delay = restartDelayMs(deaths.length);
    console.error(`Server process ${worker.process.pid} ${how}; a new one starts in ${(delay / 1000).toFixed(1)} s.`);
    setTimeout(start, delay);
  });

  const drain = () => {
    if (stopping) return;
    stopping = true;
    const workers = liveWorkers();
    if (workers.length === 0) process.exit(0);
    console.log(`Stopping: ${workers.length} server processes finish the requests in flight.`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => liveWorkers().forEach((worker) => worker.process.kill('SIGKILL')), drainMs).unref();
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);

  for (let i = 0; i < count; i += 1) start();
}
