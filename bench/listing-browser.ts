// Prints how the product list answers in Chromium on a 10,000-product catalog: the slowest input
// event while typing a search term (Event Timing; target at most 100 ms) and how long a page
// change takes to paint: the first after the full list arrived and the ones after it (target at
// most 100 ms each), each as the median of three passes. Run after `npm run build`:
//   node --import tsx bench/listing-browser.ts
// The 10,000-product catalog is seeded once into a cache folder (about half a minute).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { median } from './median';
import { startProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const dataDir = path.resolve('node_modules/.cache/bench-10k');
const port = 3331;
const term = 'merino';
const viewport = { width: 1280, height: 900 };
/** Passes of page changes, each in a browser context of its own. */
const passes = 3;

if (!existsSync(dataDir)) {
  console.log('seeding 10,000 products…');
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', '--products', '10000'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');
}

// Every request comes from this one address: on a loaded machine the 10,000-product list's answers
// used up its server-time budget, and the cart's 429 that followed reloaded the page mid-measure.
const server = await startProductionServer({ port, dataDir, env: { RATE_LIMITS: JSON.stringify({ serverTime: { address: { limit: 100_000, perSeconds: 60 } } }) } });
const browser = await chromium
  .launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  .catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
try {
  // The shop has been visited before: a first pass, in a browser context of its own, has the server
  // answer the list, render the result pages and make the card images' sizes, as a shop in use has
  // them ready. Here the server shares the machine's cores with the browser, and its work on a first
  // request would be measured as the browser's: the first page change took 200-270 ms after a cold
  // server, 120-190 ms after a warm one.
  const warmUp = await browser.newContext({ viewport });
  await typeSearch(await warmUp.newPage());
  await changePages(await warmUp.newPage());
  await warmUp.close();

  // Each pass is a visit in a browser context of its own (its own renderer, no cache, so the browser
  // still fetches and decodes every image): the search typed, then the page changes.
  // The figures are the passes' medians, as Lighthouse takes the median of its runs: one pass's
  // first change moved by a fifth with the speed of the core its renderer happened to run on
  // (88-117 ms in five runs of the same build).
  const slowestInputs: number[] = [];
  const firsts: number[] = [];
  const later: number[] = [];
  for (let pass = 1; pass <= passes; pass++) {
    const context = await browser.newContext({ viewport });
    const events = await typeSearch(await context.newPage());
    const paints = await changePages(await context.newPage());
    await context.close();
    const slowest = events.reduce((max, entry) => Math.max(max, entry.duration), 0);
    console.log(`pass ${pass}: typing "${term}", ${events.length} input events over 16 ms, the slowest ${slowest.toFixed(0)} ms; each page change: ${paints.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    slowestInputs.push(slowest);
    firsts.push(paints[0]!);
    later.push(...paints.slice(1));
  }
  console.log(`Chromium, 10,000 products, ${os.cpus().length} cores, medians of ${passes} passes:`);
  reportFigure({ name: 'slowest input event while typing a search', value: median(slowestInputs), unit: 'ms', atMost: 100 });
  // The first change after the list arrived was the slowest (the garbage collector moving the list
  // to the old generation then), so it is judged on its own, beside the ones after it.
  reportFigure({ name: 'first page change after the full list arrived', value: median(firsts), unit: 'ms', atMost: 100 });
  reportFigure({ name: 'later page changes to painted, median', value: median(later), unit: 'ms', atMost: 100 });
} finally {
  await browser.close();
  await server.stop();
}

type EventDuration = { name: string; duration: number };

/** Types the search term into the header as a person does; the durations of its input events. */
async function typeSearch(page: Page): Promise<EventDuration[]> {
  await page.goto(`${server.origin}/products`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // Event Timing: every input event's duration, from the browser itself.
  await page.evaluate(() => {
    const w = window as unknown as { eventDurations: EventDuration[] };
    w.eventDurations = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.eventDurations.push({ name: entry.name, duration: entry.duration });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const search = page.locator('header form[role="search"] input').first();
  await search.click();
  // The first interaction loads the full list.
  await search.pressSequentially(term, { delay: 120 });
  await page.waitForURL((url) => url.searchParams.get('search') === term);
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => (window as unknown as { eventDurations: EventDuration[] }).eventDurations);
  await page.close();
  return events;
}

/** Pages 2 to 6 of a search, computed in the browser from the loaded list: click → new page painted. */
async function changePages(page: Page): Promise<number[]> {
  await page.goto(`${server.origin}/products`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The first interaction loads the full list; from then on pages are computed in the browser.
  const listWorker = page.waitForEvent('worker', (worker) => worker.url().includes('catalogListWorker'));
  // As a shopper does: clicks the field and types. (Filling it sends no user action, so the store
  // would first be initialised by the click on page 2, and its cart's loading measured with it.)
  const search = page.locator('header form[role="search"] input').first();
  await search.click();
  await search.pressSequentially('a');
  await page.waitForURL((url) => url.searchParams.get('search') === 'a');
  // The worker closes once it has handed over the list, which is then indexed in idle time.
  const worker = await listWorker;
  await new Promise<void>((resolve) => worker.on('close', () => resolve()));
  await page.waitForTimeout(1500);
  const paints: number[] = [];
  for (let n = 2; n <= 6; n++) {
    const link = page.locator(`nav.pagination a[href*="/page/${n}"]`).first();
    const elapsed = await link.evaluate(
      (anchor, pageNumber) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('nav.pagination [aria-current="page"]')?.textContent?.trim() !== String(pageNumber)) return;
            observer.disconnect();
            // The next frame after the change is when it is painted.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
          (anchor as HTMLAnchorElement).click();
        }),
      n,
    );
    paints.push(elapsed);
    // A shopper looks at a page before asking for the next one (its images arrive meanwhile).
    await page.waitForTimeout(300);
  }
  await page.close();
  return paints;
}
