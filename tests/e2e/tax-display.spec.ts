// Issue 38: prices as a shop in Germany must show them. The demo shop enters prices without tax and
// shows them with the VAT of where the shopper is: Germany's 19% until the cart ships elsewhere.
// The product page says what the price includes, the footer says how every price is meant, the
// cart says the VAT its total includes, and a cart moved to Austria shows Austria's 20% on the
// pages opened next.
import { expect, test } from './test';
import { cartBadge, expectAccessible, hydrated, screenshots, settled } from './support';

const tee = '/de/product/mountain-line-graphic-tee';

test('a German shopper sees prices with VAT, what they include, and the VAT of the country the cart ships to', async ({ page }) => {
  await page.goto(tee);
  await hydrated(page);
  const summary = page.locator('.product-page__summary');
  // €24.00 before tax, 19% German VAT on it.
  await expect(summary.locator('.product-page__price')).toContainText('28,56\u00a0€');
  await expect(summary.locator('.product-page__tax-note')).toHaveText('inkl. MwSt., zzgl. Versandkosten');
  await expect(page.locator('.site-footer')).toContainText('Alle Preise inkl. MwSt., zzgl. Versandkosten.');
  await settled(page);
  await screenshots(page, 'tax-product-de');
  await expectAccessible(page);

  await page.locator('.add-to-cart__button').click();
  await expect(cartBadge(page)).toHaveText('1');
  await page.locator('button[aria-controls="cart-panel"]').click();
  const cart = page.locator('#cart-panel');
  await expect(cart.locator('.cart-panel')).toHaveAttribute('aria-busy', 'false');
  const totals = cart.locator('.cart-totals');
  // Every row with its VAT: the tee €28.56, standard shipping €5.83; the VAT is said, not added.
  await expect(totals.locator('.cart-totals__row').first()).toContainText('28,56\u00a0€');
  await expect(totals).toContainText('5,83\u00a0€');
  await expect(totals.locator('.cart-totals__row--total')).toContainText('34,39\u00a0€');
  await expect(totals.locator('.cart-totals__row--included-tax')).toHaveText(/Darin enthaltene MwSt\.\s*5,49\u00a0€/);
  await settled(page);
  await screenshots(page, 'tax-cart-de', { fullPage: false });
  await expectAccessible(page);

  // The cart ships to Austria: its 20% from now on, in the cart and on the pages opened next.
  await cart.getByLabel('Land', { exact: true }).selectOption('AT');
  await expect(cart.locator('.cart-panel')).toHaveAttribute('aria-busy', 'false');
  await expect(totals.locator('.cart-totals__row').first()).toContainText('28,80\u00a0€');
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'storefront-tax-location')?.value).toBe('AT');
  await page.goto(tee);
  await hydrated(page);
  await expect(summary.locator('.product-page__price')).toContainText('28,80\u00a0€');
  await page.goto('/de/products');
  await hydrated(page);
  await expect(page.locator('.product-card', { hasText: 'Mountain Line Graphic Tee' })).toContainText('28,80\u00a0€');
});

test('a page kept for a shopper in Austria is never shown to one in Germany', async ({ page, browser, baseURL }) => {
  const austrian = await browser.newContext({ baseURL });
  await austrian.addCookies([{ name: 'storefront-tax-location', value: 'AT', url: baseURL! }]);
  const inAustria = await austrian.newPage();
  await inAustria.goto(tee);
  await expect(inAustria.locator('.product-page__price')).toContainText('28,80\u00a0€');
  await austrian.close();
  // The same address a moment later, without the cookie: Germany's VAT.
  await page.goto(tee);
  await expect(page.locator('.product-page__price')).toContainText('28,56\u00a0€');
});
