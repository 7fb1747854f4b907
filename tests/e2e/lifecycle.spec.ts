// The page's life in the browser: it hydrates from the inlined payload without fetching it again,
// and when a newer build is deployed the next navigation is a full page load of the new build.
import { expect, test } from './test';
import { hydrated } from './support';

test('hydration uses the inlined payload; navigations fetch payloads', async ({ page }) => {
  const payloads: string[] = [];
  page.on('request', (request) => request.url().includes('/_payload/') && payloads.push(new URL(request.url()).pathname));
  await page.goto('/products');
  await hydrated(page);
  expect(payloads).toEqual([]);
  await page.locator('header nav a[href="/categories"]').first().click();
  await expect(page).toHaveURL(/\/categories$/);
  expect(payloads).toEqual(['/_payload/categories']);
});

test('a newer build makes the next navigation a full page load', async ({ page }) => {
  await page.route('**/_build/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
  const checked = page.waitForRequest((request) => request.url().includes('/_build/latest.json'));
  await page.goto('/products');
  await hydrated(page);
  await checked;
  await page.evaluate(() => ((window as unknown as { documentMark: boolean }).documentMark = true));
  const fullLoad = page.waitForEvent('load');
  await page.locator('header nav a[href="/categories"]').first().click();
  await fullLoad;
  await expect(page).toHaveURL(/\/categories$/);
  expect(await page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark)).toBeUndefined();
  // The reload guard: within 10 seconds of that reload, navigations stay in the page.
  await hydrated(page);
  await page.waitForRequest((request) => request.url().includes('/_build/latest.json'));
  await page.evaluate(() => ((window as unknown as { documentMark: boolean }).documentMark = true));
  await page.locator('header nav a[href="/products"]').first().click();
  await expect(page).toHaveURL(/\/products$/);
  expect(await page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark)).toBe(true);
});
