// One load run: a production server (WORKERS processes) on a fresh copy of the seeded shop on
// PostgreSQL, a few products' stock set low, the shopping mix for a while, then the ledger of
// orders against stock. A fault's driver may act on the server meanwhile.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/server/server-process';
import { machineShares, readMachineCpu } from '../machine-cpu';
import { startProductionServer, type ProductionServer } from '../production-server';
import { cpuOfEach, processTree, treeCpuMs } from '../process-tree';
import type { BenchDatabases } from './bench-database';
import { readShopCatalog, withLowStock, type ShopCatalog } from './shop-catalog';
import { runShoppingMix } from './shopping-mix';
import { readLedger, type Ledger } from './stock-ledger';
import { Tally } from './tally';

/** Units of each low-stock product: checkouts take them all within a run of seconds. */
export const lowStockUnits = 10;
const lowStockProducts = 3;

export interface RunOptions {
  workers: number;
  seconds: number;
  shoppers: number;
  ratePerSecond?: number;
  /** More of the server's environment (SMTP_URL, say). */
  env?: Record<string, string>;
  /** More of node's options for the server (startProductionServer). */
  nodeOptions?: string[];
  /** The PostgreSQL server's URL for the copy, when not the one the databases were made on. */
  databases: BenchDatabases;
  /** Runs beside the mix: a fault, or sampling. */
  during?: (server: ProductionServer, context: { databaseUrl: string; catalog: ShopCatalog; tally: Tally }) => Promise<void>;
}

export interface RunOutcome {
  tally: Tally;
  ledger: Ledger;
  seconds: number;
  /** Actions a second. */
  throughput: number;
  /** Server CPU (every worker) per action, in ms. */
  cpuMsPerAction: number;
  /**
   * Shares of the machine's cores over the run: busy in all, and taken by the server and by the
   * shoppers (this process); the rest of the busy share is mostly PostgreSQL.
   */
  machine: { busy: number; server: number; shoppers: number };
  /**
   * Each worker's share of the machine's cores over the run, with WORKERS above 1: how evenly the
   * connections spread (docs/several-cores-and-machines.md). A worker that died meanwhile is left out.
   */
  workerShares: number[];
}

export async function shopRun({ workers, seconds, shoppers, ratePerSecond, env = {}, nodeOptions, databases, during }: RunOptions): Promise<RunOutcome> {
  const databaseUrl = await databases.copy();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-load-'));
  const server = await startProductionServer({
    port: await freePort(),
    dataDir,
    env: { DATABASE_URL: databaseUrl, WORKERS: String(workers), TRUST_PROXY: '127.0.0.1', MAIL_OUTBOX: path.join(dataDir, 'outbox'), ...env },
    nodeOptions,
  });
  try {
    const catalog = await withLowStock(databaseUrl, await readShopCatalog(server.origin), lowStockProducts, lowStockUnits);
    // Warm up every worker (JIT, the views' code, the caches) without counting it.
    await runShoppingMix({ origin: server.origin, catalog: { ...catalog, lowStock: catalog.forCarts }, tally: new Tally(), shoppers, durationMs: 3000 });
    const since = new Date();
    const tally = new Tally();
    const cpuBefore = treeCpuMs(server.pid);
    const workersBefore = workers > 1 ? cpuOfEach(processTree(server.pid).slice(1)) : new Map<number, number>();
    const machineBefore = readMachineCpu();
    const shoppersBefore = process.cpuUsage();
    const start = performance.now();
    await Promise.all([
      runShoppingMix({ origin: server.origin, catalog, tally, shoppers, durationMs: seconds * 1000, ratePerSecond }),
      during?.(server, { databaseUrl, catalog, tally }),
    ]);
    const elapsed = (performance.now() - start) / 1000;
    const serverCpuMs = treeCpuMs(server.pid) - cpuBefore;
    const shoppersCpu = process.cpuUsage(shoppersBefore);
    const shares = machineShares(machineBefore, readMachineCpu());
    const machine = { busy: shares.busy, server: shares.shareOf(serverCpuMs), shoppers: shares.shareOf((shoppersCpu.user + shoppersCpu.system) / 1000) };
    const cpuMsPerAction = serverCpuMs / Math.max(1, tally.actions);
    const workerShares = [...cpuOfEach([...workersBefore.keys()])].map(([pid, ms]) => shares.shareOf(ms - workersBefore.get(pid)!));
    if (server.exit()) throw new Error(`the server stopped during the run (${server.exit()})`);
    const ledger = await readLedger(databaseUrl, catalog.lowStock.map((product) => product.id), lowStockUnits, since);
    return { tally, ledger, seconds: elapsed, throughput: tally.actions / elapsed, cpuMsPerAction, machine, workerShares };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
