// The supervisor behind WORKERS (`node:cluster`): it readies the database once (migrations and
// seeding, told as start steps), then starts that many server processes and, once one is ready,
// listens on the shop's port and hands each connection to the next worker in turn
// (connection-handout.ts). A worker that dies is replaced, later the more often workers crashed in
// the last minute, so a crash loop does not spin. SIGTERM (or Ctrl-C) drains: the port closes, each
// worker finishes the requests it has, then the supervisor exits.
import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from '../config';
import { connectionHandout } from './connection-handout';
import { openDatabaseStep } from './database-step';
import { prepareShopDatabase } from './shop-database';
import type { StartSteps } from './start-steps';
import { isWorkerMessage } from './worker-messages';

/** What the supervisor says once every first worker is ready and the port listens. */
export interface ShopListening {
  port: number;
  demoCustomerSignsIn: boolean;
}

/** Crashes counted for the back-off: those in the last minute. */
const crashWindowMs = 60_000;
const firstRestartDelayMs = 500;
const longestRestartDelayMs = 30_000;
/** How long a draining worker may take over its requests in flight before it is ended. */
const drainMs = 30_000;

/** How long to wait before replacing a worker, given how many crashed in the last minute (this one included). */
export function restartDelayMs(recentDeaths: number): number {
  return Math.min(longestRestartDelayMs, firstRestartDelayMs * 2 ** Math.max(0, recentDeaths - 1));
}

/**
 * Calls `then` once the dead worker's channel has been read to its end, so every connection it
 * took, it has said so. Node marks the channel disconnected when it reads its end, and hands on the
 * messages before it first; its 'disconnect' event does not come while a connection sent to the
 * worker waits for Node's own acknowledgement, which a killed worker never gives.
 */
function afterItsLastMessages(worker: Worker, then: () => void): void {
  if (worker.isConnected()) setTimeout(() => afterItsLastMessages(worker, then), 10);
  else setImmediate(then);
}

const liveWorkers = (): Worker[] => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);

/**
 * Readies the database, starts `config.workers` workers (each runs server/main.ts) and keeps that
 * many running until a signal stops them; `onReady` is called once, when every first worker listens.
 */
export async function superviseWorkers(config: ServerConfig, steps: StartSteps, onReady: (ready: ShopListening) => void): Promise<void> {
  const { db, close } = await openDatabaseStep(steps, config);
  try {
    await prepareShopDatabase(db, config, steps);
  } finally {
    await close();
  }

  const count = config.workers ?? 1;
  const handout = connectionHandout();
  const listening = new Promise<number>((resolve) =>
    handout.server.once('listening', () => resolve((handout.server.address() as AddressInfo).port)),
  );
  handout.server.on('error', (error) => {
    console.error(`The shop cannot listen on ${config.host}:${config.port}: ${error.message}`);
    for (const worker of liveWorkers()) worker.process.kill('SIGKILL');
    process.exit(1);
  });
  const ready = new Set<Worker>();
  const deaths: number[] = [];
  let listenAsked = false;
  let started = false;
  let stopping = false;

  const start = () => {
    if (stopping) return;
    const worker = cluster.fork();
    // A signal or message that cannot reach a dying worker is no reason to stop the others.
    worker.on('error', (error) => console.error(`Server process ${worker.process.pid}: ${error.message}`));
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if (message.kind === 'connection-taken') handout.taken(message.id);
      else if (message.kind === 'worker-draining') handout.withdraw(worker);
      else {
        if (!listenAsked) {
          listenAsked = true;
          handout.server.listen(config.port, config.host);
        }
        ready.add(worker);
        handout.admit(worker);
        if (!started && ready.size === count) {
          started = true;
          const { demoCustomerSignsIn } = message;
          void listening.then((port) => onReady({ port, demoCustomerSignsIn }));
        }
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    afterItsLastMessages(worker, () => handout.gone(worker));
    const wasReady = ready.delete(worker);
    if (stopping) {
      if (liveWorkers().length === 0) process.exit(0);
      return;
    }
    const how = signal ? `was ended by ${signal}` : `exited with code ${code}`;
    if (!started && !wasReady) {
      // It could not start (it printed why): the others would fail alike.
      console.error(`A server process ${how} before it was ready; stopping.`);
      for (const other of liveWorkers()) other.process.kill('SIGKILL');
      process.exit(1);
    }
    const now = Date.now();
    // A worker that drained and exited cleanly (SIGTERM to its process: a restart) did not crash,
    // and does not lengthen the next wait.
    if (signal || code !== 0) deaths.push(now);
    while (deaths.length > 0 && deaths[0]! < now - crashWindowMs) deaths.shift();
    const delay = restartDelayMs(Math.max(1, deaths.length));
    console.error(`Server process ${worker.process.pid} ${how}; a new one starts in ${(delay / 1000).toFixed(1)} s.`);
    setTimeout(start, delay);
  });

  const drain = () => {
    if (stopping) return;
    stopping = true;
    const workers = liveWorkers();
    if (workers.length === 0) process.exit(0);
    handout.close();
    console.log(`Stopping: ${workers.length} server processes finish the requests in flight.`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    setTimeout(() => liveWorkers().forEach((worker) => worker.process.kill('SIGKILL')), drainMs).unref();
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', drain);

  for (let i = 0; i < count; i += 1) start();
}
