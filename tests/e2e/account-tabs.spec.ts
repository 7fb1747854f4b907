// Issue 14: the signed-in customer's account tabs. A customer registered and with an order placed
// through the store's GraphQL (a downloadable poster pack, paid by card) signs in on
// /my-account, changes their personal info and addresses ('Updated successfully'), changes their
// password (a mismatch and a wrong current password first, with SPEC §8's messages) and signs in
// again with the new one; sees the order (and SPEC §8's message when the orders cannot be had),
// opens it, and downloads its file from the downloads tab. Screenshots of each tab at 390 and
// 1280 px, axe on each.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page, type Route } from './test';
import { expectAccessible, hydrated, screenshots } from './support';
import { paidByCard } from './card-payment';
import { storeClient } from './store-client';

const firstPassword = 'first secret 123';
const newPassword = 'second secret 456';

/** Registers a customer and places an order of the poster pack as that customer; answers its number and key. */
async function registerWithOrder(request: APIRequestContext, username: string) {
  const customer = storeClient(request);
  const { registerCustomer } = await customer.send<{ registerCustomer: { authToken: string; customer: { sessionToken: string | null } } }>(
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken customer { sessionToken } } }',
    { input: { username, email: `${username}@example.com`, password: firstPassword, firstName: 'Ada', lastName: 'Lovelace' } },
  );
  customer.signedIn(registerCustomer.authToken, registerCustomer.customer.sessionToken);
  const { poster } = await customer.send<{ poster: { databaseId: number } }>('{ poster: product(id: "digital-poster-pack", idType: SLUG) { databaseId } }');
  await customer.send('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { isEmpty } } }', { input: { productId: poster.databaseId, quantity: 1 } });
  const billing = { firstName: 'Ada', lastName: 'Lovelace', address1: 'Unter den Linden 1', city: 'Berlin', state: 'DE-BE', postcode: '10117', country: 'DE', email: `${username}@example.com` };
  const { checkout } = await customer.send<{ checkout: { order: { orderNumber: string; orderKey: string } } }>(
    'mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { orderNumber orderKey } } }',
    // Paid by card: the poster pack's download opens only for a paid order.
    { input: { ...(await paidByCard(customer.send.bind(customer))), billing } },
  );
  return checkout.order;
}

async function signIn(page: Page, username: string, password: string) {
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Username or email address').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('a customer changes details, addresses and password, and sees an order and downloads its file', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const username = `tabs${Date.now()}`;
  const order = await registerWithOrder(request, username);

  await page.goto('/my-account');
  await hydrated(page);
  await signIn(page, username, firstPassword);
  const sections = page.getByRole('navigation', { name: 'Account sections' });
  await expect(sections.getByRole('link', { name: 'Personal info' })).toHaveAttribute('aria-current', 'page');
  const panel = page.getByRole('region', { name: 'Personal info' });

  // Personal info: the account as the store keeps it; saved, then shown as saved. The header calls
  // the customer by their first name, and by the new one as soon as it is saved, with the avatar
  // the store draws from the new name.
  await expect(page.getByRole('button', { name: 'Account menu: Ada' })).toBeVisible();
  const avatar = page.locator('.account-menu__avatar');
  const avatarBefore = await avatar.getAttribute('src');
  await expect(panel.getByLabel('First name')).toHaveValue('Ada');
  await expect(panel.getByLabel('Email address')).toHaveValue(`${username}@example.com`);
  await panel.getByLabel('First name').fill('Grace');
  await panel.getByLabel('Last name').fill('Hopper');
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByRole('status')).toHaveText('Updated successfully');
  await expect(page.getByRole('button', { name: 'Account menu: Grace' })).toBeVisible();
  await expect(avatar).not.toHaveAttribute('src', avatarBefore!);
  await screenshots(page, 'account-details');
  await expectAccessible(page);

  // Addresses: checkout's forms; the chosen country's states are offered.
  await sections.getByRole('link', { name: 'Addresses' }).click();
  const addresses = page.getByRole('region', { name: 'Addresses' });
  const billing = addresses.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Country / Region').selectOption('US');
  await billing.getByLabel('Street address').fill('1 Infinite Loop');
  await billing.getByLabel('Postcode / ZIP').fill('95014');
  await billing.getByLabel('Town / City').fill('Cupertino');
  // The states arrive a moment after the country is chosen; until then the state is a free text.
  await billing.getByRole('combobox', { name: 'State / County' }).selectOption('CA');
  await addresses.getByRole('button', { name: 'Save addresses' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Updated successfully');
  await screenshots(page, 'account-addresses');
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Addresses' }).getByRole('group', { name: 'Billing address' }).getByLabel('Town / City')).toHaveValue('Cupertino');

  // Change password: SPEC §5's mismatch, the store's word on a wrong current password, then the change.
  await sections.getByRole('link', { name: 'Change password' }).click();
  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill(firstPassword);
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill('something else 789');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Passwords do not match. Please try again.')).toBeVisible();
  await screenshots(page, 'account-password');
  await expectAccessible(page);
  await password.getByLabel('Confirm new password').fill(newPassword);
  await password.getByLabel('Current password').fill('not my password 1');
  await password.getByRole('button', { name: 'Change password' }).click();
  // The store's word belongs to the current password: said at that field, where the focus goes.
  const current = password.getByLabel('Current password');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription('Incorrect password. Please try again.');
  await expect(current).toBeFocused();
  await screenshots(page, 'account-password-incorrect');
  await expectAccessible(page);
  await password.getByLabel('Current password').fill(firstPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password has been changed.');
  // Still signed in, with the tokens the change answered.
  await page.reload();
  await expect(sections).toBeVisible();

  // Orders: SPEC §8's message when they cannot be had; then the order, which opens its summary.
  const failOrders = (route: Route) =>
    route.request().postData()?.includes('getOrders') ? route.fulfill({ json: { errors: [{ message: 'Internal server error' }] } }) : route.fallback();
  await page.route('**/graphql', failOrders);
  await sections.getByRole('link', { name: 'Orders' }).click();
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('alert')).toContainText('There was an error getting your orders. Please try again later.');
  await page.unroute('**/graphql', failOrders);
  await orders.getByRole('button', { name: 'Try again' }).click();
  const orderLink = orders.getByRole('link', { name: `Order #${order.orderNumber}` });
  await expect(orderLink).toBeVisible();
  await expect(orders).toContainText('Processing');
  await screenshots(page, 'account-orders');
  await expectAccessible(page);

  // Downloads: the poster pack, its product, what is left of it, and the file itself.
  await sections.getByRole('link', { name: 'Downloads' }).click();
  const downloads = page.getByRole('region', { name: 'Downloads' });
  await expect(downloads).toContainText('Poster pack (high resolution)');
  await expect(downloads.getByRole('link', { name: 'Digital Poster Pack' })).toBeVisible();
  await expect(downloads).toContainText('Downloads left: 5');
  await screenshots(page, 'account-downloads');
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: 'Download Poster pack (high resolution)' }).click()]);
  expect(download.suggestedFilename()).toBe('digital-poster-pack.webp');
  const file = await readFile((await download.path())!);
  expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');

  // Wishlist: the same list as /wishlist (empty here).
  await sections.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page.getByRole('region', { name: 'Wishlist' })).toContainText('Your wishlist is empty');
  await screenshots(page, 'account-wishlist');
  await expectAccessible(page);

  await sections.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('region', { name: 'Orders' }).getByRole('link', { name: `Order #${order.orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.orderNumber}`);

  // Signed out, the new password signs in and the old one no longer does.
  await page.goto('/my-account');
  await page.getByRole('main').getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByLabel('Username or email address')).toBeVisible();
  await signIn(page, username, firstPassword);
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await signIn(page, username, newPassword);
  await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal info' }).getByLabel('First name')).toHaveValue('Grace');
  expect(errors).toEqual([]);
});
