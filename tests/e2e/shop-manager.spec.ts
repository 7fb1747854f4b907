// Issue 39: the manager area at /my-account/shop. A shopper orders the poster pack by bank transfer
// (on hold, no download yet) and reviews it; the review is held for approval. The shop's manager
// (made in each shop's database by the shop's CLI, servers.ts) signs in, finds the order by status
// and number and marks it paid, notes it for the customer, opens and withdraws a cancellation,
// approves the review and sets a product's stock and price (as entered, without VAT); the shopper's
// pages show each change. A customer gets no Shop tab and is refused the area; a visitor's request
// is refused by the server. Screenshots of every screen at 390 and 1280 px, axe on each.
import { e2eManager } from './servers';
import { storeClient, type Send } from './store-client';
import { expectAccessible, hydrated, screenshots } from './support';
import { expect, test, type APIRequestContext, type Page } from './test';

const shopperPassword = 'shopper secret 123';
const candle = { name: 'Cedar & Smoke Soy Candle', slug: 'cedar-smoke-soy-candle' };

/** A registered shopper's bank-transfer order of the poster pack, and their review of it. */
async function shopperOrderAndReview(request: APIRequestContext, username: string) {
  const shopper = storeClient(request);
  const { registerCustomer } = await shopper.send<{ registerCustomer: { authToken: string; customer: { sessionToken: string | null } } }>(
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken customer { sessionToken } } }',
    { input: { username, email: `${username}@example.com`, password: shopperPassword, firstName: 'Grace', lastName: 'Hopper' } },
  );
  shopper.signedIn(registerCustomer.authToken, registerCustomer.customer.sessionToken);
  const { poster } = await shopper.send<{ poster: { databaseId: number; slug: string } }>('{ poster: product(id: "digital-poster-pack", idType: SLUG) { databaseId slug } }');
  await shopper.send('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }', { input: { productId: poster.databaseId, quantity: 1 } });
  const billing = { firstName: 'Grace', lastName: 'Hopper', address1: 'Unter den Linden 1', city: 'Berlin', state: 'DE-BE', postcode: '10117', country: 'DE', email: `${username}@example.com` };
  const { checkout } = await shopper.send<{ checkout: { order: { databaseId: number; orderNumber: string; orderKey: string; status: string } } }>(
    'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId orderNumber orderKey status } } }',
    { input: { paymentMethod: 'bacs', billing } },
  );
  expect(checkout.order.status).toBe('ON_HOLD');
  const author = `Grace ${Date.now()}`;
  const { writeReview } = await shopper.send<{ writeReview: { review: { id: string } } }>(
    'mutation ($input: WriteReviewInput!) { writeReview(input: $input) { review { id } } }',
    { input: { commentOn: poster.databaseId, rating: 5, content: 'Crisp prints, framed two of them already.', author, authorEmail: `${username}@example.com` } },
  );
  return { order: checkout.order, review: { id: writeReview.review.id, author }, poster };
}

/**
 * The review waits for approval, as with the store setting reviewsNeedApproval. The browser tests'
 * shops publish reviews at once (the product page's tests write some), so the manager holds this one
 * through WooGraphQL's updateReview first, as a moderator unapproving it would.
 */
async function holdReview(send: Send, reviewId: string) {
  await send('mutation ($id: ID!) { updateReview(input: { id: $id, rating: 5, status: HOLD }) { review { status } } }', { id: reviewId });
}

async function managerClient(request: APIRequestContext) {
  const manager = storeClient(request);
  const { login } = await manager.send<{ login: { authToken: string; sessionToken: string | null } }>(
    'mutation ($username: String!, $password: String!) { login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { authToken sessionToken } }',
    { username: e2eManager.email, password: e2eManager.password },
  );
  manager.signedIn(login.authToken, login.sessionToken);
  return manager.send;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/my-account');
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Username or email address').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
}

test('a manager marks a bank transfer paid, approves a review and sets stock and price; the shopper sees each; a customer is refused', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const username = `grace${Date.now()}`;
  const { order, review, poster } = await shopperOrderAndReview(request, username);
  await holdReview(await managerClient(request), review.id);

  // A visitor is refused by the server, and the page holds none of the shop's data.
  const visitor = await request.get('/my-account/shop');
  expect(visitor.status()).toBe(403);
  const visitorPage = await visitor.text();
  expect(visitorPage).toContain('You may not see this page');
  expect(visitorPage).not.toContain(`${username}@example.com`);

  // A customer has no Shop tab and is refused the area; the store is never asked for its orders.
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  await signIn(customer, username, shopperPassword);
  await expect(customer.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Personal info' })).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Shop', exact: true })).toHaveCount(0);
  const asked: string[] = [];
  customer.on('request', (sent) => sent.postData()?.includes('shopOrders') && asked.push(sent.url()));
  await customer.goto('/my-account/shop');
  await hydrated(customer);
  await expect(customer.getByRole('heading', { name: 'You may not see this page' })).toBeVisible();
  await screenshots(customer, 'shop-refused');
  await expectAccessible(customer);
  expect(asked).toEqual([]);

  // The shopper's order waits on hold, without its download.
  const orderPage = `/order-summary/${order.orderNumber}?key=${encodeURIComponent(order.orderKey)}`;
  await customer.goto(orderPage);
  await hydrated(customer);
  await expect(customer.locator('.order-overview')).toContainText('On hold');
  await expect(customer.getByRole('heading', { name: 'Downloads' })).toHaveCount(0);

  // The manager's account offers the shop.
  await signIn(page, e2eManager.email, e2eManager.password);
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/shop$/);
  const orders = page.getByRole('table');
  await expect(orders.getByRole('link', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await screenshots(page, 'shop-orders');
  await expectAccessible(page);

  // On hold, then the order's number: one order.
  await page.getByLabel('Status').selectOption({ label: 'On hold' });
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(orders.locator('tbody tr')).toHaveCount(1);
  await orders.getByRole('link', { name: `Order ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/shop/orders/${order.databaseId}$`));
  await expect(page.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.locator('.shop-order__head .shop-badge')).toHaveText('On hold');
  await expect(page.getByRole('table')).toContainText('Digital Poster Pack');
  await screenshots(page, 'shop-order');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.locator('.shop-order__head .shop-badge')).toHaveText('Processing');
  // WooCommerce's note of the change, and the manager's own for the customer.
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('Order status changed from On hold to Processing.');
  await notes.getByLabel('New note').fill('Your transfer arrived, thank you.');
  await notes.getByLabel('Send it to the customer (they get it by email)').check();
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.locator('.shop-note--customer')).toContainText('Your transfer arrived, thank you.');
  await expect(notes.getByLabel('New note')).toHaveValue('');

  // A cancellation asks first; kept as it is, nothing changes.
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Cancel order ${order.orderNumber}?`);
  await screenshots(page, 'shop-order-confirm');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep it as it is' }).click();
  await expect(page.locator('.shop-order__head .shop-badge')).toHaveText('Processing');

  // The review awaiting approval.
  await page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Reviews' }).click();
  const held = page.locator('.shop-review').filter({ hasText: review.author });
  await expect(held).toContainText('Crisp prints, framed two of them already.');
  await expect(held).not.toContainText('<p>');
  await expect(held.getByRole('img', { name: '5 out of 5' })).toBeVisible();
  await screenshots(page, 'shop-reviews');
  await expectAccessible(page);
  await held.getByRole('button', { name: 'Approve' }).click();
  await expect(held).toHaveCount(0);

  // The candle's stock, found by name.
  await page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('searchbox', { name: 'Find products by name' }).fill(candle.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
  await page.getByLabel(`Stock of ${candle.name}`).fill('0');
  // Its regular price as the shop entered it, without VAT (shoppers see €28.56), and a new one.
  await expect(page.getByLabel(`Regular price of ${candle.name}`)).toHaveValue('24.00');
  await page.getByLabel(`Regular price of ${candle.name}`).fill('20.00');
  await page.getByRole('button', { name: `Save ${candle.name}` }).click();
  await expect(page.getByRole('button', { name: `Save ${candle.name}` })).toHaveText('Saved');
  await screenshots(page, 'shop-products');
  await expectAccessible(page);

  // The shopper's pages: the order paid with its download, the review shown, the candle sold out.
  await customer.goto(orderPage);
  await hydrated(customer);
  await expect(customer.locator('.order-overview')).toContainText('Processing');
  await expect(customer.getByRole('heading', { name: 'Downloads' })).toBeVisible();
  await customer.goto(`/product/${poster.slug}`);
  await hydrated(customer);
  await expect(customer.locator('#reviews')).toContainText(review.author);
  await customer.goto(`/product/${candle.slug}`);
  await hydrated(customer);
  await expect(customer.locator('.stock-status')).toHaveText('Out of stock');
  // €20.00 as entered, with Germany's 19% VAT.
  await expect(customer.locator('.product-page__price')).toContainText('€23.80');
  await customerContext.close();
  expect(errors).toEqual([]);
});
