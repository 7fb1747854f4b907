// The browser tests' `test`: Playwright's, talking to the shop of the worker it runs in
// (shop-ports.ts), so its pages, requests and new browser contexts all go there.
import { test as base } from '@playwright/test';
import { thisWorkersShopPort } from './shop-ports';

export const test = base.extend({
  baseURL: async ({}, use) => use(`http://127.0.0.1:${thisWorkersShopPort()}`),
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Page, Route } from '@playwright/test';
