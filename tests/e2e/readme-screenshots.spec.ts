// The README's tour opens with the shop as a shopper first sees it: the home page at 1280 px and a
// product with options at 390 px, kept current here (docs/screenshots/, rewritten only when the
// page looks different: kept-picture.ts).
import { mkdirSync } from 'node:fs';
import { keepPicture } from './kept-picture';
import { expect, test } from './test';
import { hydrated, picturesLoaded, settled } from './support';

const folder = 'docs/screenshots';

const pictures = [
  { file: 'home-1280.png', path: '/', viewport: { width: 1280, height: 800 } },
  { file: 'product-390.png', path: '/product/classic-pullover-hoodie', viewport: { width: 390, height: 844 } },
] as const;

test('the README’s screenshots show the shop as it looks now', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(folder, { recursive: true });
  for (const picture of pictures) {
    await page.setViewportSize(picture.viewport);
    await page.goto(picture.path);
    await hydrated(page);
    await expect(page.locator('h1')).toBeVisible();
    await picturesLoaded(page);
    await settled(page);
    await keepPicture(`${folder}/${picture.file}`, await page.screenshot());
  }
});
