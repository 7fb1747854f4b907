// Issue 16: a page carries only its own view's CSS, as numbered pieces of the shop's one stylesheet
// (scripts/view-styles.ts); a client navigation adds the pieces the next view needs, each in its
// place, and the new page is styled before it shows (src/viewStyles.ts).
import { expect, test, type Page } from './test';
import { hydrated } from './support';

function pieces(page: Page): Promise<number[]> {
  return page.locator('style[data-piece]').evaluateAll((elements) => elements.map((element) => Number((element as HTMLElement).dataset.piece)));
}

test('a product page holds its own styles, and a client navigation adds the account page’s in order', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/product/kids-fleece-hoodie');
  await hydrated(page);
  const served = await pieces(page);
  const servedCss = (await page.locator('style[data-piece]').allTextContents()).join('');
  expect(servedCss).toContain('.gallery__');
  expect(servedCss).not.toContain('.checkout-address');
  expect(servedCss).not.toContain('.account-page__forms');

  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('.site-header__account').click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.locator('.account-page__forms')).toHaveCSS('display', 'grid');
  expect(await page.evaluate(() => 'samePage' in window), 'a client navigation, not a page load').toBe(true);

  const now = await pieces(page);
  expect(now).toEqual([...now].sort((a, b) => a - b));
  expect(new Set(now).size).toBe(now.length);
  expect(now.length).toBeGreaterThan(served.length);
  for (const order of served) expect(now).toContain(order);
});
