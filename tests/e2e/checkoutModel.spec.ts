// Issue 13: the test model of checkout as the shopper sees it, driven through the real storefront in
// Chromium along its shortest paths (one per transition; a path that is the start of another is
// left out). Each path starts at /checkout with one tee in the cart. The store is the real server;
// only the Checkout mutation is held at the network when placing, to see the page while the order
// is on its way (busy, sent once however often Place order is pressed), then let through or refused.
import { expect, test, type Page } from './test';
import { createMachine } from 'xstate';
import { describePath } from '../model/paths';
import { expectModelCovered, StoreGate, walkedPaths } from './model-replay';
import { acceptTerms, cartBadge, hydrated } from './support';

const refusal = 'Sorry, "Mountain Line Graphic Tee" is out of stock.';

/** Checkout as the shopper sees it: the form's state, the payment chosen, and the order on its way. */
const checkoutUiModel = createMachine({
  id: 'checkoutUi',
  initial: 'blank',
  states: {
    blank: { on: { PLACE_INCOMPLETE: 'problems', FILL: 'filled' } },
    problems: { on: { FILL: 'filled' } },
    filled: { on: { PLACE: 'placing', SHIP_TO_FRANCE: 'shippingElsewhere', APPLY_COUPON: 'discounted', CHOOSE_CARD: 'card' } },
    shippingElsewhere: { on: { SHIP_TO_BILLING_ADDRESS: 'filled', PLACE: 'placing' } },
    discounted: { on: { REMOVE_COUPON: 'filled', PLACE: 'placing' } },
    card: { on: { CHOOSE_CASH: 'filled', FILL_CARD: 'cardFilled' } },
    cardFilled: { on: { PLACE: 'placing' } },
    placing: { on: { PRESS_AGAIN: 'placing', STORE_ANSWERS: 'placed', STORE_REFUSES: 'refused' } },
    refused: { on: { PLACE: 'placing' } },
    placed: {},
  },
});

type StateName = keyof typeof checkoutUiModel.states;


const billing = (page: Page) => page.locator('#checkout-billing');
const shipping = (page: Page) => page.locator('#checkout-shipping');
const summary = (page: Page) => page.locator('.order-summary');
const placeButton = (page: Page) => page.locator('.checkout__place');
const alert = (page: Page) => page.locator('.checkout-alert');

/** The cart's answer to a change has arrived. */
const cartSettled = (page: Page) => expect(summary(page)).toHaveAttribute('aria-busy', 'false');

async function expectEditable(page: Page) {
  await expect(placeButton(page)).toHaveText('Place order');
  await expect(placeButton(page)).toBeEnabled();
  await expect(billing(page).getByLabel('First name')).toBeEnabled();
}

// What each state shows. Germany by default: the €24.00 tee, standard shipping €4.90, both taxed 19%.
const expectations: Record<StateName, (page: Page, store: StoreGate) => Promise<void>> = {
  blank: async (page) => {
    await expectEditable(page);
    await expect(alert(page)).toHaveCount(0);
    await expect(summary(page)).toContainText('€34.39');
  },
  problems: async (page) => {
    await expect(alert(page)).toHaveText('Please check the highlighted fields.');
    await expect(billing(page).getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(billing(page).getByLabel('First name')).toBeFocused();
  },
  filled: async (page) => {
    await expectEditable(page);
    await expect(alert(page)).toHaveCount(0);
    await expect(page.getByLabel('Cash on delivery')).toBeChecked();
    await expect(summary(page)).toContainText('€34.39');
    await expect(summary(page)).not.toContainText('Discount');
  },
  shippingElsewhere: async (page) => {
    await expect(shipping(page).getByLabel('Country / Region')).toHaveValue('FR');
    // France: Europe's standard rate €7.90, and 20% tax.
    await expect(shipping(page).locator('.choice-list')).toContainText('€9.48');
    await expect(summary(page)).toContainText('€38.28');
  },
  discounted: async (page) => {
    await expect(summary(page).getByText('welcome10')).toBeVisible();
    await expect(summary(page)).toContainText('Discount');
  },
  card: async (page) => {
    await expect(page.locator('#checkout-payment-element').getByLabel('Card number')).toBeVisible();
  },
  cardFilled: async (page) => {
    await expect(page.locator('#checkout-payment-element').getByLabel('Security code')).toHaveValue('123');
  },
  placing: async (page, store) => {
    await expect(placeButton(page)).toHaveText('Placing order…');
    await expect(page.locator('form.checkout')).toHaveAttribute('aria-busy', 'true');
    await expect(billing(page).getByLabel('First name')).toBeDisabled();
    // Sent once, however often the button is pressed.
    await expect.poll(() => store.picked).toBe(1);
  },
  refused: async (page) => {
    await expect(alert(page)).toContainText('There was an error processing your order. Please try again.');
    await expect(alert(page)).toContainText(refusal);
    await expectEditable(page);
  },
  placed: async (page) => {
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=wc_order_\w+$/);
    await expect(cartBadge(page)).toHaveCount(0);
  },
};

/** What the shopper does for each event of the model. */
const steps: Record<string, (page: Page, store: StoreGate) => Promise<void>> = {
  PLACE_INCOMPLETE: (page) => placeButton(page).click(),
  FILL: async (page) => {
    const form = billing(page);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Street address').fill('Unter den Linden 1');
    await form.getByLabel('Postcode / ZIP').fill('10117');
    await form.getByLabel('Town / City').fill('Berlin');
    const state = form.getByLabel('State / County', { exact: true });
    if (await state.count()) await state.selectOption({ label: 'Berlin' });
    await form.getByLabel('Email address').fill('ada@example.com');
    await page.getByLabel('Cash on delivery').check();
    await acceptTerms(page);
  },
  PLACE: async (page, store) => {
    store.picked = 0;
    await placeButton(page).click();
  },
  PRESS_AGAIN: (page) => placeButton(page).click({ force: true }),
  STORE_ANSWERS: (_, store) => store.pass(),
  STORE_REFUSES: (_, store) => store.refuse(refusal),
  SHIP_TO_FRANCE: async (page) => {
    await page.getByLabel('Ship to a different address').check();
    const form = shipping(page);
    await form.getByLabel('First name').fill('Charles');
    await form.getByLabel('Last name').fill('Babbage');
    await form.getByLabel('Country / Region').selectOption('FR');
    await form.getByLabel('Street address').fill('5 Rue de Rivoli');
    await form.getByLabel('Postcode / ZIP').fill('75001');
    await form.getByLabel('Town / City').fill('Paris');
    await cartSettled(page);
  },
  SHIP_TO_BILLING_ADDRESS: async (page) => {
    await page.getByLabel('Ship to a different address').uncheck();
    await cartSettled(page);
  },
  APPLY_COUPON: async (page) => {
    await summary(page).getByLabel('Coupon code').fill('welcome10');
    await summary(page).getByRole('button', { name: 'Apply' }).click();
    await expect(summary(page).getByText('welcome10')).toBeVisible();
    await cartSettled(page);
  },
  REMOVE_COUPON: async (page) => {
    await summary(page).getByRole('button', { name: 'Remove coupon welcome10' }).click();
    await expect(summary(page).getByText('welcome10')).toHaveCount(0);
    await cartSettled(page);
  },
  CHOOSE_CARD: (page) => page.getByLabel('Credit Card (Stripe)').check(),
  CHOOSE_CASH: (page) => page.getByLabel('Cash on delivery').check(),
  FILL_CARD: async (page) => {
    const card = page.locator('#checkout-payment-element');
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiration date').fill('12 / 34');
    await card.getByLabel('Security code').fill('123');
  },
};

// Pressing Place order again leaves the state as it is: the path takes it all the same.
const paths = walkedPaths(checkoutUiModel, { contextEvents: ['PRESS_AGAIN'] });

test('the checkout model: its paths reach every state and take every transition', () => expectModelCovered(checkoutUiModel, paths, steps));

for (const path of paths) {
  test(`checkout model: ${describePath(path)}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const store = new StoreGate(page, 'an order', (request) => request.postDataJSON()?.operationName === 'Checkout', true);
    await store.install();
    await page.goto('/product/mountain-line-graphic-tee');
    await hydrated(page);
    await page.locator('.add-to-cart__button').click();
    await expect(page.locator('.add-to-cart__status')).toContainText('in your cart');
    await page.goto('/checkout');
    await hydrated(page);
    await expect(billing(page).getByLabel('First name')).toBeEnabled();
    await cartSettled(page);
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') await steps[event.type]!(page, store);
      await expectations[state.value as StateName](page, store);
    }
    expect(errors).toEqual([]);
  });
}
