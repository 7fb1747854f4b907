// Issue 37: flows can be watched without the internet. `npm run dev` with `?inspect=local` shows a
// panel of the actor system on the page (src/browser/devtools/): a shopper adds a product to the cart, and
// the panel lists the cart with its state and the events sent to it with their senders. The test
// starts a development server of its own, as `npm run dev` does. Screenshots at 390 and 1280 px with
// the panel open, axe on the page with it.
import { spawn } from 'node:child_process';
import { expect, test } from './test';
import { seededDataDir } from './seeded-data-dir';
import { expectAccessible, hydrated, screenshots } from './support';

/** The development server's port, apart from the e2e shops' (3199 and up, shop-ports.ts). */
const port = 3599;

/** Starts `npm run dev`'s server on its own seeded database; resolves once it listens. */
async function startDevServer() {
  const dataDir = `data/e2e-${port}`;
  await seededDataDir(dataDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dev'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready at') && resolve());
    server.once('exit', (code) => reject(new Error(`development server exited with ${code}`)));
  });
  return server;
}

test('the offline inspector panel lists the cart and an event sent to it with its sender', async ({ page }) => {
  // Vite compiles the page's modules on its first request.
  test.setTimeout(120_000);
  const server = await startDevServer();
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`http://127.0.0.1:${port}/product/mountain-line-graphic-tee?inspect=local`, { timeout: 60_000 });
    await hydrated(page);
    const panel = page.getByRole('complementary', { name: 'Actor inspector' });
    await expect(panel.getByRole('listitem').filter({ hasText: /^navigation: / })).toBeVisible();

    const add = page.locator('.add-to-cart__button');
    await expect(add).toBeEnabled();
    await add.click();
    await expect(page.locator('.add-to-cart__status')).toContainText('in your cart');
    // The shopper's first action initialises the store, which tells the cart to load; the button
    // tells the product page's actor, which hands the cart the chosen product.
    await expect(panel.getByText('storeInit → cart: INITIALISE')).toBeVisible();
    await expect(panel.getByText('(outside) → product: ADD_TO_CART')).toBeVisible();
    await expect(panel.getByText('product → cart: ADD_TO_CART')).toBeVisible();
    await expect(panel.getByText('cart → session: CART_LOADED')).toBeVisible();
    await expect(panel.getByRole('listitem').filter({ hasText: /^cart: ready\.settled$/ })).toBeVisible();
    await screenshots(page, 'inspector-panel', { fullPage: false });
    await expectAccessible(page);

    // It folds away to its title line.
    await panel.getByText(/^Actor inspector: \d+ actors$/).click();
    await expect(panel.getByText('storeInit → cart: INITIALISE')).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    server.kill('SIGTERM');
  }
});
