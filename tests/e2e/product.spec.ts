// Issue 4: the product page as a shopper uses it — variations (price, picture and stock follow the
// choice; a combination the shop does not sell is refused), the gallery, stock refreshed in the
// browser, a review written and shown without a reload, and the wishlist kept across a reload.
import { expect, test, type Page } from './test';
import { expectAccessible, holdChunk, hydrated, partHydrated, screenshots, settled } from './support';

const hoodie = '/product/classic-pullover-hoodie';

function summary(page: Page) {
  const root = page.locator('.product-page__summary');
  return {
    root,
    colour: root.getByRole('group', { name: 'Color' }),
    size: root.getByRole('group', { name: 'Size' }),
    price: root.locator('.product-page__price'),
    stock: root.locator('.stock-status'),
  };
}

/** Fails the test on any error the page logs (a hydration mismatch included). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('choose a colour and size: price, picture and stock follow, and an unsold combination is refused', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hoodie);
  await hydrated(page);
  const { colour, size, price, stock } = summary(page);

  // The shop's default attributes are chosen: navy, M.
  await expect(colour.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(size.getByRole('button', { name: 'M', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(price).toContainText('€58.31');

  // Bigger sizes cost more.
  await size.getByRole('button', { name: 'XXL', exact: true }).click();
  await expect(price).toContainText('€61.88');

  // Red is not made in XXL: shown unavailable, and choosing it changes nothing.
  const red = colour.getByRole('button', { name: /^Red/ });
  await expect(red).toHaveAttribute('aria-disabled', 'true');
  await red.click({ force: true });
  await expect(colour.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  await expect(red).toHaveAttribute('aria-pressed', 'false');

  // In M it is: the red picture comes first and shows.
  const mainImage = page.locator('.gallery__image');
  const navySrc = await mainImage.getAttribute('src');
  await size.getByRole('button', { name: 'M', exact: true }).click();
  await colour.getByRole('button', { name: 'Red' }).click();
  await expect(colour.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mainImage).toHaveAttribute('src', /classic-pullover-hoodie-red/);
  expect(await mainImage.getAttribute('src')).not.toBe(navySrc);
  await expect(price).toContainText('€58.31');

  // Few left of the navy L; green S is sold out.
  await colour.getByRole('button', { name: 'Navy' }).click();
  await size.getByRole('button', { name: 'L', exact: true }).click();
  await expect(stock).toContainText('Only 3 left in stock');
  await colour.getByRole('button', { name: 'Green' }).click();
  await expect(size.getByRole('button', { name: /^S\b/ })).toHaveAttribute('aria-disabled', 'true');

  // The gallery: next and previous controls, the keyboard and the thumbnails.
  const position = page.locator('.gallery__position');
  await expect(position).toHaveText(/^1 \/ \d+$/);
  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(position).toHaveText(/^2 \//);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(/^3 \//);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(/^1 \//);
  await page.locator('.gallery__thumb').nth(1).click();
  await expect(page.locator('.gallery__thumb').nth(1)).toHaveAttribute('aria-pressed', 'true');

  await colour.getByRole('button', { name: 'Navy' }).click();
  await size.getByRole('button', { name: 'M', exact: true }).click();
  await screenshots(page, 'product-variations');
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('a size or picture clicked before the options and gallery have their code is chosen once they have it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const releaseOptions = await holdChunk(page, 'VariationOptions');
  const releaseGallery = await holdChunk(page, 'ProductGallery');
  await page.goto(hoodie);
  await hydrated(page);
  const { size, price } = summary(page);
  const position = page.locator('.gallery__position');

  // The server's buttons are there, but not their code: React drops these clicks.
  await size.getByRole('button', { name: 'XXL', exact: true }).click();
  await page.getByRole('button', { name: 'Next image' }).click();
  await page.waitForTimeout(300);
  await expect(price).toContainText('€58.31');
  await expect(position).toHaveText(/^1 \//);

  // The gallery's code comes first: its click is given again, once (the picture goes one on, not
  // two); the size's click waits for its own part.
  releaseGallery();
  await expect(position).toHaveText(/^2 \//);
  await page.waitForTimeout(300);
  await expect(position).toHaveText(/^2 \//);
  await expect(price).toContainText('€58.31');
  releaseOptions();
  await expect(size.getByRole('button', { name: 'XXL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(price).toContainText('€61.88');
  expect(errors).toEqual([]);
});

test('a swipe changes the picture on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(hoodie);
  await hydrated(page);
  // The gallery's code arrives after the page's: swipes before it are the browser's own.
  await page.waitForLoadState('networkidle');
  const main = page.locator('.gallery__main');
  await expect(main).toBeVisible();
  const box = (await main.boundingBox())!;
  const y = box.y + box.height / 2;
  await main.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + box.width * 0.8, clientY: y, isPrimary: true });
  await main.dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + box.width * 0.2, clientY: y, isPrimary: true });
  await expect(page.locator('.gallery__position')).toHaveText(/^2 \//);
  await context.close();
});

test('stock is asked again in the browser: a variation sold since the page was rendered is refused', async ({ page }) => {
  // The answer may come before a part of the page has hydrated: that part must still hydrate cleanly.
  const errors = watchErrors(page);
  // The store answers that navy M has just sold out.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('getStockStatus')) return route.continue();
    const response = await route.fetch();
    const answer = await response.json();
    const variations = answer.data.product.variations.nodes as Array<{ databaseId: number; stockStatus: string; stockQuantity: number | null }>;
    const html = await (await page.context().request.get(hoodie)).text();
    const navyM = /"databaseId":(\d+),"name":"Classic Pullover Hoodie - Navy, M"/.exec(html)![1];
    for (const variation of variations) {
      if (String(variation.databaseId) === navyM) Object.assign(variation, { stockStatus: 'OUT_OF_STOCK', stockQuantity: 0 });
    }
    await route.fulfill({ response, json: answer });
  });
  await page.goto(hoodie);
  await hydrated(page);
  const { colour, size, stock } = summary(page);
  await expect(stock).toContainText('Out of stock');
  await expect(size.getByRole('button', { name: /^M\b/ })).toHaveAttribute('aria-disabled', 'true');
  await size.getByRole('button', { name: /^M\b/ }).click({ force: true });
  await size.getByRole('button', { name: 'L', exact: true }).click();
  await expect(stock).toContainText('Only 3 left in stock');
  await expect(colour.getByRole('button', { name: 'Navy' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});

test('write a review: what is missing is said at once, and the review shows without a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hoodie);
  await hydrated(page);
  const reviews = page.locator('#reviews');
  const title = reviews.getByRole('heading', { level: 2 });
  const before = Number(/\((\d+)\)/.exec((await title.textContent()) ?? '')![1]);
  const form = reviews.locator('form');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toContainText('Please choose a rating from 1 to 5 stars.');
  await expect(form).toContainText('Please write your review.');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const author = `Robin ${Date.now()}`;
  const email = `robin.${Date.now()}@example.com`;
  const text = 'Warm, soft and the colour held after ten washes.\n\n<b>Would buy again.</b>';
  await form.locator('.review-form__star').nth(3).click();
  await expect(form.getByLabel('4 stars')).toBeChecked();
  await form.getByLabel('Your review').fill(text);
  await form.getByLabel('Name').fill(author);
  await form.getByLabel('Email').fill(email);
  await expect(form).not.toContainText('Please choose a rating');
  await screenshots(page, 'product-review-form');
  await form.getByRole('button', { name: 'Submit review' }).click();

  await expect(reviews.getByRole('status')).toContainText('Thank you! Your review has been published.');
  const first = reviews.locator('.reviews__list > li').first();
  await expect(first).toContainText(author);
  await expect(first).toContainText('Would buy again.');
  await expect(first).not.toContainText('<b>');
  await expect(title).toHaveText(`Reviews (${before + 1})`);
  await expectAccessible(page);

  // The server has it too: a reload shows it first.
  await page.reload();
  await hydrated(page);
  await expect(page.locator('#reviews .reviews__list > li').first()).toContainText(author);
  await expect(page.locator('#reviews h2')).toHaveText(`Reviews (${before + 1})`);

  // The same review again is refused with the store's message, and what was typed stays.
  const again = page.locator('#reviews form');
  // The reviews hydrate once their code has arrived: a star clicked before is lost.
  const fourStars = again.locator('.review-form__star').nth(3);
  await partHydrated(fourStars);
  await fourStars.click();
  await again.getByLabel('Your review').fill(text);
  await again.getByLabel('Name').fill(author);
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Submit review' }).click();
  await expect(again.getByRole('alert')).toContainText('Duplicate review detected');
  await expect(again.getByLabel('Your review')).toHaveValue(text);
  expect(errors).toEqual([]);
});

test('save products to the wishlist from the page and a card; it is there at /wishlist after a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hoodie);
  await hydrated(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Wishlist', exact: true })).toHaveAttribute('href', '/wishlist');
  await summary(page).root.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(summary(page).root.getByRole('button', { name: 'Saved: remove from wishlist' })).toHaveText('Saved');
  await expect(header.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
  // A save made before the wishlist's storage code has come (it is asked for once the page has
  // hydrated) is written when it comes; a new page loaded before then would not find it (CI once
  // lost the hoodie so, on a busy machine). A shopper's next page here is a client navigation.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist') ?? '')).toContain('classic-pullover-hoodie');

  // A card's heart on the product list.
  await page.goto('/products');
  await hydrated(page);
  const card = page.locator('main .product-card-frame').filter({ hasNotText: 'Classic Pullover Hoodie' }).first();
  const cardName = (await card.locator('h2, h3').textContent())!;
  await card.getByRole('button', { name: /Save .* to wishlist/ }).click();
  await expect(card.getByRole('button', { name: `Remove ${cardName} from wishlist` })).toBeVisible();

  // The header's heart leads there, on a desktop screen too.
  await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 2 items' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await hydrated(page);
  await page.reload();
  await hydrated(page);
  const main = page.locator('main');
  await expect(main).toContainText('Classic Pullover Hoodie');
  await expect(main).toContainText(cardName);
  await screenshots(page, 'wishlist');
  await expectAccessible(page);

  // A product with options goes to its page to choose them.
  await expect(main.locator('li', { hasText: 'Classic Pullover Hoodie' }).getByRole('link', { name: 'Choose options' })).toHaveAttribute(
    'href',
    /\/product\/classic-pullover-hoodie$/,
  );

  // Removing one leaves the other; the product page shows it no longer saved.
  await main.getByRole('button', { name: /Remove Classic Pullover Hoodie/ }).click();
  await expect(main).not.toContainText('Classic Pullover Hoodie');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('main')).toContainText(cardName);
  await expect(page.locator('main')).not.toContainText('Classic Pullover Hoodie');
  await page.goto(hoodie);
  await hydrated(page);
  await settled(page);
  await expect(summary(page).root.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();
  expect(errors).toEqual([]);
});
