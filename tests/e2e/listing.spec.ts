// Issue 3: a shopper filters by category, price and colour, searches, sorts, pages, clears the
// filters, and shares the URL; at 1280 px with the sidebar and at 390 px with the filter drawer.
import { expect, test, type Page } from './test';
import { expectAccessible, hydrated, screenshots, settled } from './support';

const cards = (page: Page) => page.locator('main .product-grid a[href*="/product/"]');
const sidebar = (page: Page) => page.locator('aside').first();

async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator('main .product-grid .price').allTextContents();
  return texts.map((text) => Number.parseFloat(text.replace(/[^0-9.–-]+/g, ' ').trim().split(/\s+/)[0]!));
}

test('filter, search, sort, page, clear and share the listing URL', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await hydrated(page);
  const total = await cards(page).count();
  expect(total).toBe(24);

  // Category + price + colour.
  await sidebar(page).getByRole('checkbox', { name: /Hoodies/ }).check();
  await expect(page).toHaveURL(/filter=category%5Bhoodies%5D/);
  await sidebar(page).getByLabel('Min').fill('30');
  await sidebar(page).getByLabel('Max').fill('80');
  await sidebar(page).getByLabel('Max').press('Enter');
  await expect(page).toHaveURL(/price%5B30%2C80%5D/);
  await sidebar(page).getByText('Navy', { exact: true }).click();
  await expect(page).toHaveURL(/pa_color%5Bnavy%5D/);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText(/hoodie/i);
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(80);
  const filteredUrl = page.url();
  const filteredNames = await page.locator('main .product-grid h2, main .product-grid h3').allTextContents();
  await screenshots(page, 'listing-filtered');
  await expectAccessible(page);

  // The shared URL shows the same result, rendered on the server.
  const shared = await browser.newPage();
  await shared.goto(filteredUrl);
  await expect(shared.locator('main .product-grid h2, main .product-grid h3')).toHaveText(filteredNames);
  await shared.close();

  // Clear, then search from the header.
  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  const search = page.locator('header form[role="search"] input').first();
  await search.fill('tee');
  await expect(page).toHaveURL(/search=tee/);
  await expect(page.locator('main')).toContainText('Results for “tee”');
  // Search matches descriptions too, so not every name says 'tee'; the list narrows and leads with tees.
  await expect(page.locator('main')).toContainText(/Showing (all \d+|the single) product/);
  await expect(cards(page).filter({ hasText: /tee/i }).first()).toBeVisible();

  // Sort by price, low to high.
  await search.fill('');
  await expect(page).toHaveURL(/\/products$/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/orderby=price&order=ASC/);
  const sorted = await prices(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  // Page 2 keeps the sort.
  await page.locator('nav.pagination a[href*="/page/2"]').first().click();
  await expect(page).toHaveURL(/\/products\/page\/2\?orderby=price&order=ASC$/);
  const secondPage = await prices(page);
  expect(secondPage[0]).toBeGreaterThanOrEqual(sorted.at(-1)!);

  // Nothing found, and the way back.
  await search.fill('zzzz-no-such-thing');
  await expect(page.locator('main')).toContainText("No products found. Try adjusting your search or filter to find what you're looking for.");
  await screenshots(page, 'listing-empty');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test('the full list loads in a worker, and from then on list pages are computed in the browser', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products');
  await hydrated(page);
  const listWorker = page.waitForEvent('worker', (worker) => worker.url().includes('catalogListWorker'));
  await page.locator('header form[role="search"] input').first().fill('hoodie');
  await expect(page).toHaveURL(/search=hoodie/);
  // The worker is closed once it has handed over the whole list.
  const worker = await listWorker;
  await new Promise<void>((resolve) => worker.on('close', () => resolve()));

  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_payload')) pageRequests.push(request.url());
  });
  const names = () => page.locator('main .product-grid h2, main .product-grid h3').allTextContents();
  const before = await names();
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/search=hoodie.*orderby=price&order=ASC|orderby=price&order=ASC.*search=hoodie/);
  await expect.poll(names).not.toEqual(before);
  for (const card of await cards(page).all()) await expect(card).toContainText(/hoodie/i);
  const sorted = await prices(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  expect(pageRequests).toEqual([]);
});

test('the filter drawer on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product-category/t-shirts');
  await hydrated(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('switch', { name: 'On sale' }).or(drawer.getByRole('checkbox', { name: 'On sale' })).first().click();
  await expect(page).toHaveURL(/filter=sale%5Btrue%5D/);
  // Filtering keeps the drawer open.
  await expect(drawer).toBeVisible();
  await settled(page);
  await page.screenshot({ path: 'screenshots/listing-drawer-390.png' });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const card of await cards(page).all()) await expect(card).toContainText(/%|Sale/);
  await screenshots(page, 'listing-category-on-sale');
});

test('the filter drawer opens when asked for before its code has arrived', async ({ page }) => {
  // The drawer's code comes after the first paint; here it takes a second more.
  await page.route(/\/assets\/FilterDrawer-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/product-category/t-shirts');
  await hydrated(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
