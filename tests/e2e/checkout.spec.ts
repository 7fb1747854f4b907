// Issue 13: checkout as a shopper uses it. A guest buys a variable product with a coupon, ships to
// another country, pays cash on delivery and lands on the order-received page with an empty cart;
// a shopper fills the form by keyboard alone and creates an account; an item sold out by another
// shopper mid-checkout is refused with a clear message; a card is paid through the Payment Element
// (Stripe.js served by the local stand-in); an empty cart shows the way to the products; the form
// names what is missing. Screenshots at 390 and 1280 px, axe-core on every state shown.
import { expect, mainJourney, test, type APIRequestContext, type Page } from './test';
import { mailsOfOrder } from './mailbox';
import { acceptTerms, cartBadge, expectAccessible, hydrated, screenshots } from './support';

const orderReceived = /\/checkout\/order-received\/\d+\?key=wc_order_\w+$/;

async function addFromProductPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const add = page.locator('.add-to-cart__button');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.locator('.add-to-cart__status')).toContainText('in your cart');
}

/** The checkout page, hydrated, with its form running and the cart shown beside it. */
async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByLabel('First name')).toBeEnabled();
  await expect(page.locator('.order-summary')).toHaveAttribute('aria-busy', 'false');
}

function billing(page: Page) {
  return page.locator('#checkout-billing');
}

async function fillBilling(page: Page, person: { first: string; last: string; email: string }) {
  const form = billing(page);
  await form.getByLabel('First name').fill(person.first);
  await form.getByLabel('Last name').fill(person.last);
  await form.getByLabel('Street address').fill('Unter den Linden 1');
  await form.getByLabel('Postcode / ZIP').fill('10117');
  await form.getByLabel('Town / City').fill('Berlin');
  const state = form.getByLabel('State / County', { exact: true });
  if (await state.count()) await state.selectOption({ label: 'Berlin' });
  await form.getByLabel('Email address').fill(person.email);
}

/** A second shopper at the store's /graphql, keeping the session the store hands out. */
function otherShopper(request: APIRequestContext) {
  let token: string | null = null;
  return async <Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: { 'content-type': 'application/json', ...(token ? { 'woocommerce-session': `Session ${token}` } : {}) },
    });
    token = response.headers()['woocommerce-session'] ?? token;
    const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
}

test('a guest buys a variable product with a coupon, ships to another country and pays cash on delivery', { tag: mainJourney }, async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await addFromProductPage(page, '/product/classic-pullover-hoodie');
  // From the cart panel to checkout, without a page load.
  await page.locator('button[aria-controls="cart-panel"]').click();
  await page.locator('#cart-panel').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('First name')).toBeEnabled();
  await expect(page.locator('.order-summary')).toHaveAttribute('aria-busy', 'false');

  const summary = page.locator('.order-summary');
  await expect(summary).toContainText('Classic Pullover Hoodie');
  await expect(summary).toContainText('Navy');
  await fillBilling(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' });

  // Shipping to France: the cart's rates and tax follow the shipping address.
  await page.getByLabel('Ship to a different address').check();
  const shipping = page.locator('#checkout-shipping');
  await shipping.getByLabel('First name').fill('Charles');
  await shipping.getByLabel('Last name').fill('Babbage');
  await shipping.getByLabel('Country / Region').selectOption('FR');
  await shipping.getByLabel('Street address').fill('5 Rue de Rivoli');
  await shipping.getByLabel('Postcode / ZIP').fill('75001');
  await shipping.getByLabel('Town / City').fill('Paris');
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  // Europe's standard rate, €7.90 and France's 20% VAT on it.
  await expect(shipping.locator('.choice-list')).toContainText('€9.48');

  await summary.getByLabel('Coupon code').fill('welcome10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('welcome10')).toBeVisible();
  await expect(summary.locator('.cart-totals')).toContainText('Discount');

  await page.getByLabel('Cash on delivery').check();
  await expect(page.getByText('Pay with cash upon delivery.')).toBeVisible();
  await page.getByLabel('Order notes (optional)').fill('Please ring twice.');
  await acceptTerms(page);
  await expect(summary).toHaveAttribute('aria-busy', 'false');
  await screenshots(page, 'checkout-filled');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(orderReceived);
  await expect(page.getByRole('heading', { name: 'Thank you. Your order has been received.' })).toBeVisible();
  await expect(page.locator('main')).toContainText('Classic Pullover Hoodie');
  await expect(cartBadge(page)).toHaveCount(0);
  // The confirmation mail went to the billing address.
  const orderNumber = /order-received\/(\d+)/.exec(page.url())![1]!;
  await expect.poll(async () => (await mailsOfOrder(orderNumber, 'ada@example.com')).length).toBe(1);
  expect(errors).toEqual([]);
});

test('the form names what is missing, next to each field, and keeps the order until it is fixed', async ({ page }) => {
  await addFromProductPage(page, '/product/mountain-line-graphic-tee');
  await openCheckout(page);
  await billing(page).getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  const first = billing(page).getByLabel('First name');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  // The focus goes to the first field that needs fixing, and its problem is tied to it.
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription('Please fill in this field.');
  await expect(billing(page).getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
  await screenshots(page, 'checkout-problems');
  await expectAccessible(page);
  await first.fill('Ada');
  await expect(first).not.toHaveAttribute('aria-invalid');
});

test('by keyboard alone, a shopper fills the form, creates an account and places the order', async ({ page }) => {
  await addFromProductPage(page, '/product/mountain-line-graphic-tee');
  await openCheckout(page);
  const keyboard = page.keyboard;
  await billing(page).getByLabel('First name').focus();
  await keyboard.type('Grace');
  await keyboard.press('Tab');
  await keyboard.type('Hopper');
  // Company (optional), then the country (Germany, as the cart has it).
  await keyboard.press('Tab');
  await keyboard.press('Tab');
  await keyboard.press('Tab');
  await keyboard.type('Friedrichstraße 10');
  await keyboard.press('Tab');
  await keyboard.press('Tab');
  await keyboard.type('10117');
  await keyboard.press('Tab');
  await keyboard.type('Berlin');
  const state = billing(page).getByLabel('State / County', { exact: true });
  if (await state.count()) await state.selectOption({ label: 'Berlin' });
  await billing(page).getByLabel('Email address').focus();
  await keyboard.type('grace@example.com');

  await page.getByLabel('Create an account').focus();
  await keyboard.press('Space');
  await keyboard.press('Tab');
  await keyboard.type('grace');
  await keyboard.press('Tab');
  await keyboard.type('a long and secret password');
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
  await page.getByLabel('Cash on delivery').focus();
  await keyboard.press('Space');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).focus();
  await keyboard.press('Space');
  await expectAccessible(page);
  // Enter in a field places the order, as in any form.
  await page.getByLabel('Username').focus();
  await keyboard.press('Enter');
  await expect(page).toHaveURL(orderReceived);
});

test('an item sold out by another shopper mid-checkout is refused with a clear message', async ({ page, request }) => {
  // The V-neck tee has 3 left; this shopper wants 2.
  await addFromProductPage(page, '/product/organic-v-neck-tee');
  await addFromProductPage(page, '/product/organic-v-neck-tee');
  // The second page already says 'in your cart' from the first add: only the badge tells that both landed.
  await expect(cartBadge(page)).toHaveText('2');
  await openCheckout(page);
  await fillBilling(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' });
  await page.getByLabel('Cash on delivery').check();
  await acceptTerms(page);

  // Meanwhile another shopper buys two of them.
  const other = otherShopper(request);
  const { product } = await other<{ product: { databaseId: number } }>('{ product(id: "organic-v-neck-tee", idType: SLUG) { databaseId } }');
  await other('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }', { input: { productId: product.databaseId, quantity: 2 } });
  await other('mutation ($input: CheckoutInput!) { checkout(input: $input) { result } }', {
    input: {
      paymentMethod: 'cod',
      billing: { firstName: 'Alan', lastName: 'Turing', address1: 'Unter den Linden 2', city: 'Berlin', postcode: '10117', country: 'DE', state: 'DE-BE', email: 'alan@example.com' },
    },
  });

  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.locator('.checkout-alert');
  await expect(alert).toContainText('There was an error processing your order. Please try again.');
  await expect(alert).toContainText('Organic V-Neck Tee');
  await expect(page).toHaveURL(/\/checkout$/);
  // Nothing was lost: the form and the cart are as they were.
  await expect(billing(page).getByLabel('First name')).toHaveValue('Ada');
  await expect(cartBadge(page)).toHaveText('2');
  await screenshots(page, 'checkout-sold-out');
  await expectAccessible(page);
});

test('a card is paid through the Payment Element', { tag: mainJourney }, async ({ page }) => {
  // Stripe.js is no part of any page until the card is chosen at checkout.
  const stripeScripts = page.locator('script[src*="/v3"]');
  await addFromProductPage(page, '/product/mountain-line-graphic-tee');
  await expect(stripeScripts).toHaveCount(0);
  await openCheckout(page);
  await fillBilling(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' });
  await page.getByLabel('Cash on delivery').check();
  await page.getByLabel('Credit Card (Stripe)').check();
  // Loaded once, however often the card is chosen.
  await expect(stripeScripts).toHaveCount(1);
  const card = page.locator('#checkout-payment-element');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiration date').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  await acceptTerms(page);
  await screenshots(page, 'checkout-card');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(orderReceived);
});

test('a declined card says the payment failed, in Stripe’s words, and keeps the form', async ({ page }) => {
  await addFromProductPage(page, '/product/mountain-line-graphic-tee');
  await openCheckout(page);
  await fillBilling(page, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com' });
  await page.getByLabel('Credit Card (Stripe)').check();
  const card = page.locator('#checkout-payment-element');
  await card.getByLabel('Card number').fill('4000 0000 0000 0002');
  await card.getByLabel('Expiration date').fill('12 / 34');
  await card.getByLabel('Security code').fill('123');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  const alert = page.locator('.checkout-alert');
  await expect(alert).toContainText('Payment failed. Please try another payment method.');
  await expect(alert).toContainText('declined');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(billing(page).getByLabel('Email address')).toHaveValue('ada@example.com');
});

test('an empty cart at checkout shows the way to the products', async ({ page }) => {
  await page.goto('/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await screenshots(page, 'checkout-empty');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // In another language, under its prefix.
  await page.goto('/de/checkout');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Kasse', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Produkte ansehen' })).toHaveAttribute('href', '/de/products');
});

test('the checkout comes from the server with the cart: its order summary and shipping are in the HTML, and the cart is not asked again', async ({ page }) => {
  await addFromProductPage(page, '/product/mountain-line-graphic-tee');
  // The page's own request shares the browser's cookies: the session's cart is in the HTML itself.
  const served = await page.request.get('/checkout');
  expect(served.headers()['cache-control']).toBe('no-store');
  const html = await served.text();
  const summary = /<section class="order-summary"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  expect(summary).toContain('Mountain Line Graphic Tee');
  expect(html).toContain('name="checkout-shipping-method"');

  const cartReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql') && (request.postData() ?? '').includes('query getCart')) cartReads.push(request.url());
  });
  await openCheckout(page);
  await expect(page.locator('.order-summary')).toContainText('Mountain Line Graphic Tee');
  await expect(cartBadge(page)).toHaveText('1');
  expect(cartReads).toEqual([]);
});
