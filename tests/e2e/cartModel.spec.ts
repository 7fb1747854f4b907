// Issue 5: the test model of the cart as the shopper sees it, driven through the real storefront in
// Chromium along its shortest paths (one per transition; a path that is the start of another is
// left out). The store is the real server; only when a step asks for it is the next cart change
// held at the network, to see the cart while it waits, then let through or refused. Each state
// checks what the page shows: badge, panel, lines, totals to the cent, messages.
import { expect, test, type Page } from './test';
import { createMachine } from 'xstate';
import { describePath } from '../model/paths';
import { expectModelCovered, StoreGate, walkedPaths } from './model-replay';
import { cartBadge, hydrated } from './support';

const tee = 'Mountain Line Graphic Tee';
// The store's words when a quantity is over the stock (the held change is refused with them).
const refusal = `Sorry, we do not have enough "${tee}" in stock to fulfill your order (1 available). We apologize for any inconvenience caused.`;

/** The cart as the shopper sees it: closed or open, what is in it, and any change the store holds. */
const cartUiModel = createMachine({
  id: 'cartUi',
  initial: 'empty',
  states: {
    empty: { on: { OPEN: 'emptyOpen', ADD_FROM_PAGE: 'addingFromPage', QUICK_ADD: 'addingFromCard' } },
    emptyOpen: { on: { CLOSE: 'empty', START_SHOPPING: 'empty' } },
    addingFromPage: { on: { STORE_ANSWERS: 'one' } },
    addingFromCard: { on: { STORE_ANSWERS: 'one' } },
    one: { on: { OPEN: 'oneOpen', RELOAD: 'one' } },
    oneOpen: {
      on: {
        CLOSE: 'one',
        INCREASE: 'raising',
        REMOVE: 'emptyOpen',
        MOVE_TO_WISHLIST: 'emptyOpen',
        EMPTY_CART: 'emptyOpen',
        APPLY_COUPON: 'couponOpen',
        APPLY_EXPIRED_COUPON: 'couponRefusedOpen',
        CHOOSE_PICKUP: 'pickupOpen',
        SHIP_TO_NEW_YORK: 'newYorkOpen',
      },
    },
    raising: { on: { STORE_ANSWERS: 'twoOpen', STORE_REFUSES: 'refusedOpen' } },
    twoOpen: { on: { DECREASE: 'oneOpen' } },
    refusedOpen: { on: { DISMISS: 'oneOpen' } },
    couponOpen: { on: { REMOVE_COUPON: 'oneOpen' } },
    couponRefusedOpen: { on: { APPLY_COUPON: 'couponOpen' } },
    pickupOpen: { on: { CHOOSE_STANDARD_SHIPPING: 'oneOpen' } },
    newYorkOpen: { on: { SHIP_TO_GERMANY: 'oneOpen' } },
  },
});

type StateName = keyof typeof cartUiModel.states;


const panel = (page: Page) => page.locator('#cart-panel');
const totals = (page: Page) => panel(page).locator('.cart-totals');
const quantity = (page: Page) => panel(page).getByRole('spinbutton', { name: `Quantity of ${tee}` });

async function openPanelExpectations(page: Page, { busy = false } = {}) {
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).locator('.cart-panel')).toHaveAttribute('aria-busy', String(busy));
}

/** A cart of one tee, shipped to `place` with the totals the store's rules give. */
async function expectOneTee(page: Page, { total, tax, shipping }: { total: string; tax: string; shipping: string }) {
  await openPanelExpectations(page);
  await expect(panel(page).getByRole('link', { name: tee })).toBeVisible();
  await expect(quantity(page)).toHaveValue('1');
  await expect(cartBadge(page)).toHaveText('1');
  await expect(totals(page)).toContainText(`Shipping${shipping}`);
  // Prices show with their VAT, and the VAT is said under the total.
  await expect(totals(page)).toContainText(`Including VAT${tax}`);
  await expect(totals(page)).toContainText(`Total${total}`);
}

// What each state shows. Germany by default: the €24.00 tee, standard shipping €4.90, both taxed 19%
// and shown with it (€28.56, €5.83).
const expectations: Record<StateName, (page: Page) => Promise<void>> = {
  empty: async (page) => {
    await expect(panel(page)).toBeHidden();
    await expect(cartBadge(page)).toHaveCount(0);
  },
  emptyOpen: async (page) => {
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('Your cart is empty');
    await expect(cartBadge(page)).toHaveCount(0);
  },
  addingFromPage: async (page) => {
    await expect(page.locator('.add-to-cart__button')).toHaveText('Adding...');
    await expect(page.locator('.add-to-cart__button')).toBeDisabled();
  },
  addingFromCard: async (page) => {
    await expect(page.getByRole('button', { name: `Adding ${tee} to cart…` })).toHaveAttribute('data-adding', 'true');
  },
  one: async (page) => {
    await expect(panel(page)).toBeHidden();
    await expect(cartBadge(page)).toHaveText('1');
  },
  oneOpen: async (page) => {
    await expectOneTee(page, { shipping: '€5.83', tax: '€5.49', total: '€34.39' });
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
    await expect(totals(page)).not.toContainText('Discount');
    await expect(panel(page).getByRole('radio', { name: /Standard shipping/ })).toBeChecked();
  },
  // The new quantity shows at once, while the store still holds the change.
  raising: async (page) => {
    await openPanelExpectations(page, { busy: true });
    await expect(quantity(page)).toHaveValue('2');
    await expect(cartBadge(page)).toHaveText('2');
    await expect(totals(page)).toContainText('Total€34.39');
  },
  twoOpen: async (page) => {
    await openPanelExpectations(page);
    await expect(quantity(page)).toHaveValue('2');
    await expect(cartBadge(page)).toHaveText('2');
    // €48.00 of goods is €57.12 with VAT, over Germany's €50 free-shipping amount as the cart shows
    // it (WooCommerce compares the displayed subtotal): shipping turns free, and so is chosen.
    await expect(totals(page)).toContainText('Shipping€0.00');
    await expect(totals(page)).toContainText('Including VAT€9.12');
    await expect(totals(page)).toContainText('Total€57.12');
  },
  // The refused quantity rolls back, with the store's message.
  refusedOpen: async (page) => {
    await openPanelExpectations(page);
    await expect(panel(page).getByRole('alert')).toHaveText(refusal);
    await expect(quantity(page)).toHaveValue('1');
    await expect(cartBadge(page)).toHaveText('1');
  },
  // welcome10: 10% off the goods (€2.40, and €0.46 of its VAT); tax on €21.60 and the €4.90 shipping.
  couponOpen: async (page) => {
    await openPanelExpectations(page);
    await expect(panel(page).getByRole('button', { name: 'Remove coupon welcome10' })).toBeVisible();
    await expect(totals(page)).toContainText('Discount−€2.86');
    await expect(totals(page)).toContainText('Including VAT€5.03');
    await expect(totals(page)).toContainText('Total€31.53');
  },
  couponRefusedOpen: async (page) => {
    await openPanelExpectations(page);
    await expect(panel(page).getByText('This coupon has expired.')).toBeVisible();
    await expect(totals(page)).not.toContainText('Discount');
    await expect(totals(page)).toContainText('Total€34.39');
  },
  // Picked up in Berlin: no shipping, 19% of €24.00.
  pickupOpen: async (page) => {
    await expectOneTee(page, { shipping: '€0.00', tax: '€4.56', total: '€28.56' });
    await expect(panel(page).getByRole('radio', { name: /Pick up at our Berlin store/ })).toBeChecked();
  },
  // New York: 8.875% of the goods; standard US shipping €9.90, untaxed.
  newYorkOpen: async (page) => {
    await expectOneTee(page, { shipping: '€9.90', tax: '€2.13', total: '€36.03' });
    await expect(panel(page).getByLabel('State / County')).toHaveValue('NY');
  },
};

type Step = (page: Page, store: StoreGate) => Promise<unknown>;

async function changeAndSettle(page: Page, act: () => Promise<unknown>) {
  await act();
  await expect(panel(page).locator('.cart-panel')).toHaveAttribute('aria-busy', 'false');
}

async function applyCoupon(page: Page, code: string) {
  await panel(page).getByLabel('Coupon code').fill(code);
  await changeAndSettle(page, () => panel(page).getByRole('button', { name: 'Apply' }).click());
}

const steps: Record<string, Step> = {
  OPEN: (page) => page.locator('button[aria-controls="cart-panel"]').click(),
  CLOSE: (page) => panel(page).getByRole('button', { name: 'Close' }).click(),
  // A link inside the panel: the route change closes the panel.
  START_SHOPPING: async (page) => {
    await panel(page).getByRole('link', { name: 'Start shopping' }).click();
    await expect(page).toHaveURL(/\/products$/);
  },
  ADD_FROM_PAGE: async (page, store) => {
    await page.goto('/product/mountain-line-graphic-tee');
    await hydrated(page);
    const add = page.locator('.add-to-cart__button');
    await expect(add).toBeEnabled();
    store.holdNext();
    await add.click();
  },
  QUICK_ADD: async (page, store) => {
    await page.goto('/products?search=mountain');
    await hydrated(page);
    const add = page.getByRole('button', { name: `Add ${tee} to cart` });
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    store.holdNext();
    await add.click();
  },
  STORE_ANSWERS: (_, store) => store.pass(),
  STORE_REFUSES: (_, store) => store.refuse(refusal),
  // The cart is the session's: a reload finds it once the shopper does something.
  RELOAD: async (page) => {
    await page.reload();
    await hydrated(page);
    await page.mouse.move(10, 10);
  },
  INCREASE: async (page, store) => {
    store.holdNext();
    await panel(page).getByRole('button', { name: `Increase quantity of ${tee}` }).click();
  },
  DECREASE: (page) => changeAndSettle(page, () => panel(page).getByRole('button', { name: `Decrease quantity of ${tee}` }).click()),
  REMOVE: (page) => changeAndSettle(page, () => panel(page).getByRole('button', { name: `Remove ${tee}` }).click()),
  MOVE_TO_WISHLIST: async (page) => {
    await panel(page).getByRole('button', { name: `Move to wishlist: ${tee}` }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('wishlist') ?? '')).toContain('mountain-line-graphic-tee');
  },
  EMPTY_CART: (page) => panel(page).getByRole('button', { name: 'Empty cart' }).click(),
  DISMISS: (page) => panel(page).getByRole('button', { name: 'Dismiss message' }).click(),
  APPLY_COUPON: (page) => applyCoupon(page, 'welcome10'),
  APPLY_EXPIRED_COUPON: (page) => applyCoupon(page, 'summer24'),
  REMOVE_COUPON: (page) => changeAndSettle(page, () => panel(page).getByRole('button', { name: 'Remove coupon welcome10' }).click()),
  CHOOSE_PICKUP: (page) => changeAndSettle(page, () => panel(page).getByRole('radio', { name: /Pick up at our Berlin store/ }).click()),
  CHOOSE_STANDARD_SHIPPING: (page) => changeAndSettle(page, () => panel(page).getByRole('radio', { name: /Standard shipping/ }).click()),
  SHIP_TO_NEW_YORK: async (page) => {
    await changeAndSettle(page, () => panel(page).getByLabel('Country').selectOption('US'));
    await changeAndSettle(page, () => panel(page).getByLabel('State / County').selectOption('NY'));
  },
  SHIP_TO_GERMANY: (page) => changeAndSettle(page, () => panel(page).getByLabel('Country').selectOption('DE')),
};

const paths = walkedPaths(cartUiModel);

test('the cart model: its paths reach every state and take every transition', () => expectModelCovered(cartUiModel, paths, steps));

for (const path of paths) {
  test(`cart model: ${describePath(path)}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const store = new StoreGate(page, 'a cart change', (request) => request.method() === 'POST' && /^\s*mutation\b/.test(String(request.postDataJSON()?.query)));
    await store.install();
    await page.goto('/');
    await hydrated(page);
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') await steps[event.type]!(page, store);
      await expectations[state.value as StateName](page);
    }
    expect(errors).toEqual([]);
  });
}
