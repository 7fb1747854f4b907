// A shopper browses the demo shop on the real server: home → product list → page 2 → product →
// its category, in English and German, with screenshots at 390 and 1280 px and an axe check of
// every screen. Navigations after the first load happen in the browser, without a page reload.
import { expect, mainJourney, test, type Page } from './test';
import { expectAccessible, holdChunk, hydrated, partHydrated, screenshots, settled } from './support';

const locales = [
  { name: 'en_US', prefix: '', allProducts: 'All products', lang: 'en-US' },
  { name: 'de_DE', prefix: '/de', allProducts: 'Alle Produkte', lang: 'de-DE' },
] as const;

/** Marks the current document; a full page load would lose the mark. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { documentMark: boolean }).documentMark = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark)).toBe(true);
}

for (const locale of locales) {
  test(`browse the catalog in ${locale.name}`, { tag: locale.name === 'en_US' ? mainJourney : [] }, async ({ page }) => {
    // Seven pages, each with screenshots at two widths and an accessibility check: about 40 s on
    // an idle 2-core machine, so the default minute leaves too little room on a busy one.
    test.setTimeout(150_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

    await page.goto(`${locale.prefix}/`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('main a[href*="/product/"]').first()).toBeVisible();
    await screenshots(page, `${locale.name}-home`);
    await expectAccessible(page);
    await markDocument(page);

    // Home → All products, from the main menu (shown inline on wide screens).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator(`header nav a[href="${locale.prefix}/products"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/products$`));
    await expect(page.locator('h1')).toHaveText(locale.allProducts);
    await expect(page).toHaveTitle(new RegExp(locale.allProducts));
    await expectSameDocument(page);
    const firstPageProducts = await page.locator('main .product-grid a[href*="/product/"]').count();
    expect(firstPageProducts).toBe(24);
    await screenshots(page, `${locale.name}-products`);
    await expectAccessible(page);

    // → page 2.
    await page.locator(`nav.pagination a[href="${locale.prefix}/products/page/2"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/products/page/2$`));
    await expect(page.locator('nav.pagination [aria-current="page"]')).toHaveText('2');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${locale.prefix}/products/page/2$`));
    await expectSameDocument(page);
    await screenshots(page, `${locale.name}-products-page-2`);
    await expectAccessible(page);

    // → a product.
    const card = page.locator('main .product-grid a[href*="/product/"]').first();
    const productHref = (await card.getAttribute('href'))!;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${productHref}$`));
    await expect(page.locator('h1')).toBeVisible();
    const productName = (await page.locator('h1').textContent())!.trim();
    await expect(page).toHaveTitle(new RegExp(productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
    await expectSameDocument(page);
    await screenshots(page, `${locale.name}-product`);
    await expectAccessible(page);

    // → its category, from the breadcrumb.
    await page.locator(`nav.breadcrumb a[href^="${locale.prefix}/product-category/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/product-category/[^/]+$`));
    await expect(page.locator('main .product-grid a[href*="/product/"]').first()).toBeVisible();
    await expectSameDocument(page);
    await screenshots(page, `${locale.name}-category`);
    await expectAccessible(page);

    // Back to the product with the browser's back button.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${productHref}$`));
    await expect(page.locator('h1')).toHaveText(productName);
    await expectSameDocument(page);

    expect(errors).toEqual([]);
  });
}

test('unknown pages and products answer 404 with the error page', async ({ page }) => {
  const missingPage = await page.goto('/no-such-page');
  expect(missingPage?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Error 404');
  await expect(page.locator('main')).toContainText('Page not found');
  await expect(page).toHaveTitle(/Error 404/);
  await screenshots(page, 'en_US-404');
  await expectAccessible(page);

  const missingProduct = await page.goto('/de/product/no-such-product');
  expect(missingProduct?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Fehler 404');
  await screenshots(page, 'de_DE-product-404');
  await expectAccessible(page);
});

test('the served HTML of a product page is complete without JavaScript', { tag: mainJourney }, async ({ request, browser }) => {
  const list = await (await request.get('/_payload/products')).json();
  const product = list.data.products[0];
  const response = await request.get(`/product/${product.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1`);
  expect(html).toContain(product.name.replace(/&/g, '&amp;'));
  expect(html).toMatch(/€\d/);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  expect(jsonLd.find((data) => data['@type'] === 'Product')).toMatchObject({ name: product.name, offers: { priceCurrency: 'EUR' } });
  expect(jsonLd.find((data) => data['@type'] === 'BreadcrumbList')).toBeTruthy();
  for (const hreflang of ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR', 'x-default']) {
    expect(html).toContain(`hreflang="${hreflang}"`);
  }
  expect(html).toContain('<link rel="canonical"');
  expect(html).toContain('id="__BOOT__"');

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/product/${product.slug}`);
  await expect(page.locator('h1')).toHaveText(product.name);
  await context.close();
});

test('the mobile menu and cart panel slide in, lock scrolling and close on a route change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The menu opens before its code has arrived: it must show once the code arrives.
  const release = await holdChunk(page, 'MobileMenu');
  await page.goto('/');
  await hydrated(page);

  await page.locator('header button[aria-controls]').first().click();
  release();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await settled(page);
  await page.screenshot({ path: 'screenshots/en_US-mobile-menu-390.png' });
  await expectAccessible(page);
  await menu.locator('a[href="/categories"]').click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await screenshots(page, 'en_US-categories');
  await expectAccessible(page);

  await page.locator('header button[aria-label="Cart"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await page.screenshot({ path: 'screenshots/en_US-cart-panel-390.png' });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('contact and privacy pages', async ({ page }) => {
  for (const path of ['/contact', '/privacy-policy', '/fr/contact']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await screenshots(page, path.replace(/^\//, '').replace(/\//g, '-'));
    await expectAccessible(page);
  }
});

test('the language switcher remembers the choice for the home page', async ({ page }) => {
  await page.goto('/products');
  await hydrated(page);
  // The footer hydrates once its code has arrived: clicked before, the link only navigates, and
  // nothing remembers the choice.
  const german = page.locator('footer a[hreflang="de-DE"]');
  await partHydrated(german);
  await german.click();
  await expect(page).toHaveURL(/\/de\/products$/);
  await expect(page.locator('h1')).toHaveText('Alle Produkte');
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});
