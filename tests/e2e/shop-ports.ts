// Where the browser tests' shops listen. Each parallel worker has a shop of its own (a server on
// its own database, and its own Stripe, SMTP and OAuth stand-ins beside it): the tests change stock,
// carts, coupons' uses and accounts, so two tests at once must not share one. The main journeys run
// twice (playwright.config.ts's projects): on the shop's embedded store, and on a storefront pointed
// at a second server's /graphql as a remote store, each pair with a database of its own.
import { availableParallelism } from 'node:os';

/** The first worker's shop; E2E_PORT moves them all, so runs on other ports keep apart. */
const firstShopPort = Number(process.env.E2E_PORT ?? 3199);

/** The two ways the storefront runs, named as the projects that run them. */
export type StoreMode = 'embedded' | 'remote-store';

/**
 * How many tests run at once, one per worker (E2E_WORKERS overrides): one for every two cores,
 * since a test keeps a browser and its shop busy. On two cores, two workers took 459 s against one's
 * 522 s, with every test running about 1.7× slower beside another: a minute saved is not worth
 * halving every timing's margin, so there it stays one.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)));

/** The storefront the tests of this mode's worker with this parallel index talk to; its stand-ins listen beside it. */
export function shopPortOf(parallelIndex: number, mode: StoreMode = 'embedded'): number {
  return firstShopPort + (mode === 'embedded' ? 0 : 100) + parallelIndex;
}

/** The store a remote-store storefront (shopPortOf(…, 'remote-store')) is pointed at. */
export function remoteStorePortOf(parallelIndex: number): number {
  return firstShopPort + 200 + parallelIndex;
}
