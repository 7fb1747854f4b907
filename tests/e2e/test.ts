// The browser tests' `test`: Playwright's, talking to the storefront of the worker it runs in
// (shop-ports.ts), so its pages, requests and new browser contexts all go there.
import { test as base } from '@playwright/test';
import { remoteStorePortOf, shopPortOf, type StoreMode } from './shop-ports';

/** The port of the storefront the running test talks to: its project names its store mode (Playwright sets TEST_PARALLEL_INDEX in each worker). */
export function thisTestsShopPort(): number {
  return shopPortOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0), base.info().project.name as StoreMode);
}

/** Where the running test's store answers: the storefront itself, or on a remote store the second server behind it. */
export function thisTestsStoreOrigin(): string {
  const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const mode = base.info().project.name as StoreMode;
  return `http://127.0.0.1:${mode === 'remote-store' ? remoteStorePortOf(parallelIndex) : shopPortOf(parallelIndex, mode)}`;
}

export const test = base.extend({
  baseURL: async ({}, use) => use(`http://127.0.0.1:${thisTestsShopPort()}`),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, Route } from '@playwright/test';

/** The tag of the main journeys (browse, cart, checkout, account), which also run on a remote store (playwright.config.ts). */
export const mainJourney = '@main-journey';
