// Issue 40: the wishlist page as the server renders it. A browser that keeps no wishlist gets the
// empty wishlist in the server's HTML (its text is the German page's largest element), and hydrating
// and reading the stored list keep that very element; a browser that keeps one (its hint cookie)
// gets a quiet frame, filled with its products; a list stored without the hint still shows, and
// gets the hint back. No page logs an error (a hydration mismatch included).
import { expect, test, type Page } from './test';
import { expectAccessible, expectListedOnPrivacyPage, hydrated, keptInBrowser, screenshots } from './support';

const emptyHint = 'Merken Sie sich Produkte, die Ihnen gefallen, mit dem Herz und finden Sie sie später hier wieder.';

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  return errors;
}

/** The page as served, then hydrated with the stored list read (its code has arrived). */
async function openWishlist(page: Page): Promise<string> {
  const response = await page.goto('/de/wishlist');
  const html = await response!.text();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return html;
}

const hintCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'storefront-wishlist')?.value;

test('an empty wishlist comes with the server’s page, and the browser keeps it', async ({ page }) => {
  const errors = watchErrors(page);
  // The element the server's HTML painted, before any script ran.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element | null }).served = document.querySelector('.empty-state__text');
    });
  });
  const html = await openWishlist(page);
  expect(html).toContain(`<p class="empty-state__text">${emptyHint}</p>`);
  expect(html).not.toContain('class="wishlist-page__placeholder"');

  const text = page.locator('main .empty-state__text');
  await expect(text).toHaveText(emptyHint);
  expect(await page.evaluate(() => (window as unknown as { served: Element | null }).served === document.querySelector('.empty-state__text'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Ihre Wunschliste ist leer' })).toBeVisible();
  expect(await hintCookie(page)).toBeUndefined();
  await screenshots(page, 'wishlist-empty-de');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a kept wishlist gets a frame from the server and its products in the browser; one kept without the hint still shows', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/product/classic-pullover-hoodie');
  await hydrated(page);
  await page.locator('.product-page__summary').getByRole('button', { name: 'Save to wishlist' }).click();
  await expect.poll(() => hintCookie(page)).toBe('1');
  await expectListedOnPrivacyPage(page, await keptInBrowser(page));

  const framed = await openWishlist(page);
  expect(framed).toContain('class="wishlist-page__placeholder"');
  expect(framed).not.toContain('class="empty-state__text"');
  await expect(page.locator('main .wishlist-item')).toHaveCount(1);
  await expect(page.locator('main')).toContainText('Classic Pullover Hoodie');

  // A list stored before the hint existed (or the hint's cookie gone): the server renders the
  // empty wishlist, the stored list replaces it once read, and the hint is back.
  await page.context().clearCookies({ name: 'storefront-wishlist' });
  const unhinted = await openWishlist(page);
  expect(unhinted).toContain('class="empty-state__text"');
  await expect(page.locator('main .wishlist-item')).toHaveCount(1);
  await expect(page.locator('main .empty-state')).toHaveCount(0);
  expect(await hintCookie(page)).toBe('1');

  // Cleared: the next page comes empty from the server.
  await page.getByRole('button', { name: 'Wunschliste leeren' }).click();
  await expect(page.locator('main .empty-state__text')).toHaveText(emptyHint);
  await expect.poll(() => hintCookie(page)).toBeUndefined();
  expect(await openWishlist(page)).toContain('class="empty-state__text"');
  expect(errors).toEqual([]);
});
