// Issue 15: a grouped product as a shopper meets it — listed in its category with its price range,
// its page listing its products with picture, price and stock, one of them added to the cart from
// that list, and the cart holding that product (never the set itself).
import { expect, test } from './test';
import { cartBadge, expectAccessible, hydrated, screenshots } from './support';

test('find a set in its category, add one of its products to the cart and find it there', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });

  // Listed like any product, with the range of its products' prices.
  await page.goto('/product-category/caps-hats');
  const card = page.locator('.product-card').filter({ hasText: 'Seaside Weekend Set' });
  await expect(card).toContainText('€21.42 – €70.21');
  await card.click();
  await expect(page).toHaveURL(/\/product\/seaside-weekend-set$/);
  await hydrated(page);

  const summary = page.locator('.product-page__summary');
  await expect(summary.getByRole('heading', { level: 1 })).toHaveText('Seaside Weekend Set');
  await expect(summary.locator('.product-page__price')).toContainText('€21.42 – €70.21');

  const list = summary.getByRole('region', { name: 'Products in this set' });
  const rows = list.getByRole('listitem');
  await expect(rows.getByRole('link')).toHaveText(['Striped Breton Shirt', 'Bucket Hat', 'Canvas Tote Bag', 'Classic Wayfarer Sunglasses']);
  const hat = rows.filter({ hasText: 'Bucket Hat' });
  await expect(hat).toContainText('€30.94');
  await expect(hat).toContainText('In stock');
  await screenshots(page, 'grouped-product');
  await expectAccessible(page);

  const add = hat.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(list.getByRole('status')).toContainText('1 in your cart');
  await expect(cartBadge(page)).toHaveText('1');

  await list.getByRole('button', { name: 'View cart' }).click();
  const cart = page.locator('#cart-panel');
  await expect(cart).toBeVisible();
  await expect(cart.locator('.cart-panel')).toHaveAttribute('aria-busy', 'false');
  await expect(cart.getByRole('link', { name: 'Bucket Hat' })).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Seaside Weekend Set' })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
