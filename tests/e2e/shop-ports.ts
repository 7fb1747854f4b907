// Where the browser tests' shops listen. Each parallel worker has a shop of its own (a server on
// its own database, and its own Stripe, SMTP and OAuth stand-ins beside it): the tests change stock,
// carts, coupons' uses and accounts, so two tests at once must not share one.
import { availableParallelism } from 'node:os';

/** The first worker's shop; E2E_PORT moves them all, so runs on other ports keep apart. */
const firstShopPort = Number(process.env.E2E_PORT ?? 3199);

/**
 * How many tests run at once, one per worker (E2E_WORKERS overrides): one for every two cores,
 * since a test keeps a browser and its shop busy. On two cores, two workers took 459 s against one's
 * 522 s, with every test running about 1.7× slower beside another: a minute saved is not worth
 * halving every timing's margin, so there it stays one.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

/** The shop of the worker with this parallel index (0 … e2eWorkers − 1). */
export function shopPortOf(parallelIndex: number): number {
  return firstShopPort + parallelIndex;
}

/** The shop of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export function thisWorkersShopPort(): number {
  return shopPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}
