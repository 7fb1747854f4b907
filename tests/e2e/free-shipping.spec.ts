// Issue 38: free shipping that is free. With the `freeship` coupon, or a cart over Germany's €50.00,
// the cart and then checkout show free shipping chosen and a total without shipping, in English and
// in German; the coupon's row says "Free shipping", never a discount of nothing. Screenshots at 390
// and 1280 px, axe-core on each page shown.
import { expect, test, type Page } from './test';
import { cartBadge, expectAccessible, hydrated, screenshots } from './support';

/** What each language's pages say, and how they write the amounts (Germany: the €24.00 tee, 19%). */
const languages = [
  { name: 'English', prefix: '', coupon: 'Coupon code', apply: 'Apply', increase: 'Increase quantity of Mountain Line Graphic Tee', couponFree: 'Free shipping', standardMethod: 'Standard shipping', freeMethod: 'Free shipping', checkout: 'Checkout', total: (amount: string) => `€${amount}` },
  { name: 'German', prefix: '/de', coupon: 'Gutscheincode', apply: 'Einlösen', increase: 'Menge von Mountain Line Graphic Tee erhöhen', couponFree: 'Kostenloser Versand', standardMethod: 'Standardversand', freeMethod: 'Kostenloser Versand', checkout: 'Zur Kasse', total: (amount: string) => `${amount.replace('.', ',')}\u00a0€` },
] as const;
type Language = (typeof languages)[number];

const cartPanel = (page: Page) => page.locator('#cart-panel');

async function teeInCartPanel(page: Page, language: Language) {
  await page.goto(`${language.prefix}/product/mountain-line-graphic-tee`);
  await hydrated(page);
  await page.locator('.add-to-cart__button').click();
  await expect(cartBadge(page)).toHaveText('1');
  await page.locator('button[aria-controls="cart-panel"]').click();
  await expect(cartPanel(page).getByRole('radio', { name: new RegExp(language.standardMethod) })).toBeChecked();
}

/** The cart has answered its last change. */
const cartSettled = (page: Page) => expect(cartPanel(page).locator('.cart-panel')).toHaveAttribute('aria-busy', 'false');

/** Free shipping is chosen and the total is `total`, in the panel and then at checkout. */
async function expectFreeShippingThrough(page: Page, language: Language, total: string, screenshot: string) {
  const panel = cartPanel(page);
  await expect(panel.getByRole('radio', { name: new RegExp(language.freeMethod) })).toBeChecked();
  await expect(panel.locator('.cart-totals__row--total')).toContainText(language.total(total));
  await screenshots(page, `${screenshot}-cart`, { fullPage: false });
  await expectAccessible(page);

  await panel.getByRole('link', { name: language.checkout }).click();
  await expect(page).toHaveURL(new RegExp(`${language.prefix}/checkout$`));
  await hydrated(page);
  const summary = page.locator('.order-summary');
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await expect(page.locator('#checkout-shipping').getByRole('radio', { name: new RegExp(language.freeMethod) })).toBeChecked();
  await expect(summary.locator('.cart-totals__row--total')).toContainText(language.total(total));
  await screenshots(page, `${screenshot}-checkout`);
  await expectAccessible(page);
}

for (const language of languages) {
  test(`${language.name}: the freeship coupon chooses free shipping, from the cart to checkout`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await teeInCartPanel(page, language);
    const panel = cartPanel(page);
    await panel.getByLabel(language.coupon).fill('freeship');
    await panel.getByRole('button', { name: language.apply, exact: true }).click();
    await cartSettled(page);
    // The coupon's row names what it gives: free shipping, not "−€0.00".
    await expect(panel.locator('.applied-coupons')).toContainText(language.couponFree);
    await expect(panel.locator('.applied-coupons')).not.toContainText('0.00');
    await expect(panel.locator('.applied-coupons')).not.toContainText('0,00');
    // €24.00 and 19% tax; no shipping.
    await expectFreeShippingThrough(page, language, '28.56', `free-shipping-coupon-${language.prefix ? 'de' : 'en'}`);
    await expect(page.locator('.order-summary .applied-coupons')).toContainText(language.couponFree);
  });

  test(`${language.name}: a cart over the free-shipping amount chooses free shipping, from the cart to checkout`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await teeInCartPanel(page, language);
    const panel = cartPanel(page);
    const increase = panel.getByRole('button', { name: language.increase });
    for (const count of ['2', '3']) {
      await increase.click();
      await expect(cartBadge(page)).toHaveText(count);
      await cartSettled(page);
    }
    // 3 × €24.00 = €72.00 passes €50.00: €72.00 and 19% tax, no shipping.
    await expectFreeShippingThrough(page, language, '85.68', `free-shipping-amount-${language.prefix ? 'de' : 'en'}`);
  });
}
