// Shared steps of the browser tests: screenshots at the two widths, and the accessibility check.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

export const widths = [390, 1280] as const;
export const screenshotDir = 'screenshots';

/**
 * The remote-store project walks the main journeys again for the path their data takes through a
 * remote store; the pages it draws are the same views, whose look and accessibility the embedded
 * run checks (and whose screenshots it would overwrite), so there it takes neither.
 */
function pagesCheckedElsewhere(): boolean {
  return test.info().project.name === 'remote-store';
}

/**
 * Saves a screenshot of the current page at each width (the files are looked at by people): the
 * whole page, or only the viewport for what is fixed to it (an open panel).
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (pagesCheckedElsewhere()) return;
  const original = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await picturesLoaded(page);
    // Parts far from the viewport are not painted (content-visibility: auto) and a full-page capture
    // does not bring them near: paint everything, as each part looks once scrolled to.
    const paintAll = fullPage ? await page.addStyleTag({ content: '* { content-visibility: visible !important; }' }) : null;
    // Transitions and animations are shown at their end (a panel slid in, a picture faded in),
    // as waiting for them to run would show them, without the wait.
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage, animations: 'disabled' });
    await paintAll?.evaluate((style) => (style as HTMLStyleElement).remove());
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Has every picture on the page load now, the lazy ones too, and waits until each is decoded and
 * the fonts are ready: a screenshot shows the whole page. Scrolling through it a screen at a time
 * for the lazy ones to come took half a second a width on a long page.
 */
export async function picturesLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // A picture that fails shows as it does for a shopper: its alternative.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

/** Waits until no CSS transition or animation is running (panels slide in, images fade). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** No axe-core violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  if (pagesCheckedElsewhere()) return;
  // A page without frames (the shop's pages have none) is checked in place: legacy mode runs axe in
  // it. The other mode, which reaches into cross-origin frames, opens a second page, loads axe
  // again there and merges the frames' results in it, a third of each check's time.
  // Only the violations come back: sending back the passing checks' elements too, each with its
  // markup, took 0.4 s of a check's 1.5 s.
  const results = await new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1).options({ resultTypes: ['violations'] }).analyze();
  const summary = results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Waits until the client has hydrated (the actor system is running and the page is interactive). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until React has hydrated the element `locator` finds, in a deferred part of the page
 * (src/views/deferredPart.tsx) that hydrates after the page when its own code arrives: clicked
 * before, a link is a plain link and none of its handlers run. React marks a node it has
 * hydrated with its props.
 */
export async function partHydrated(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}

/**
 * Holds back a code chunk (`CartPanel`, `MobileMenu`…) until the returned function is called, to
 * act on the page before a part of it has its code: before a deferred part has hydrated, or
 * before the closed panels are drawn.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A shopper on the German storefront with the product of `slug` in the cart, at checkout: answers the billing form, ready to fill. */
export async function germanCheckoutWith(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/de/product/${slug}`);
  await hydrated(page);
  await page.locator('.add-to-cart__button').click();
  await expect(cartBadge(page)).toHaveText('1');
  await page.goto('/de/checkout');
  await hydrated(page);
  const billing = page.locator('#checkout-billing');
  await expect(billing.getByLabel('Vorname')).toBeEnabled();
  return billing;
}

/** Fills the German checkout's billing form with a Berlin address (`postcode` to try another). */
export async function fillGermanBilling(billing: Locator, { postcode = '10117' } = {}): Promise<void> {
  await billing.getByLabel('Vorname').fill('Grace');
  await billing.getByLabel('Nachname').fill('Hopper');
  await billing.getByLabel('Straße und Hausnummer').fill('Unter den Linden 1');
  await billing.getByLabel('Postleitzahl').fill(postcode);
  await billing.getByLabel('Ort / Stadt').fill('Berlin');
  await billing.getByLabel('E-Mail-Adresse').fill('grace@example.com');
}

/** Ticks checkout's consent to the shop's terms (the demo shop has a terms page), in English or German. */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /terms and conditions|Geschäftsbedingungen/ }).check();
}

/** The names of every cookie and storage item the shop keeps in this page's browser, as a shopper's developer tools list them. */
export async function keptInBrowser(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies(new URL(page.url()).origin)).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
  return [...new Set([...cookies, ...storage])].sort();
}

/** The privacy page names each of these items. */
export async function expectListedOnPrivacyPage(page: Page, names: string[]): Promise<void> {
  await page.goto('/privacy-policy');
  const listed = await page.locator('.policy__stored code').allTextContents();
  expect(names.filter((name) => !listed.includes(name)), `listed: ${listed.join(', ')}`).toEqual([]);
}

/** The header cart button's item count (the wishlist's heart has a count of its own). */
export function cartBadge(page: Page): Locator {
  return page.locator('button[aria-controls="cart-panel"] .header-action__badge');
}
