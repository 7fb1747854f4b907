// Issue 38: postcodes checked per country as WooCommerce checks them. A shopper on the German
// storefront types "ABC" as a German postcode: the form says so in German next to the field and
// sends nothing; corrected, the order is placed. A customer's address form refuses one the same
// way. Screenshots at 390 and 1280 px, axe on each state shown.
import { expect, test, type APIRequestContext } from './test';
import { acceptTerms, expectAccessible, fillGermanBilling, germanCheckoutWith, hydrated, screenshots } from './support';

test('in German, a postcode Germany does not have is flagged at its field, and once corrected the order is placed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const billing = await germanCheckoutWith(page, 'mountain-line-graphic-tee');
  await expect(billing.getByLabel('Land / Region', { exact: true })).toHaveValue('DE');
  await fillGermanBilling(billing, { postcode: 'ABC' });
  const postcode = billing.getByLabel('Postleitzahl');
  await page.getByLabel('Nachnahme').check();
  await acceptTerms(page);
  await expect(page.locator('.order-summary')).toHaveAttribute('aria-busy', 'false');

  let ordersSent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('mutation Checkout')) ordersSent++;
  });
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription('Bitte geben Sie eine gültige Postleitzahl ein.');
  await expect(billing.locator('.checkout-field__problem')).toHaveText(['Bitte geben Sie eine gültige Postleitzahl ein.']);
  await expect(postcode).toBeFocused();
  expect(ordersSent).toBe(0);
  await screenshots(page, 'checkout-postcode-invalid');
  await expectAccessible(page);

  await postcode.fill('10117');
  await expect(postcode).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/de\/checkout\/order-received\/\d+\?key=wc_order_\w+$/);
  await expect(page.locator('main')).toContainText('10117 Berlin');
  await screenshots(page, 'checkout-postcode-placed');
  expect(errors).toEqual([]);
});

/** A customer registered through the store's GraphQL, as the storefront registers one. */
async function registerCustomer(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }',
      variables: { input: { username, email: `${username}@example.com`, password, firstName: 'Aletta', lastName: 'Jacobs' } },
    },
    headers: { 'content-type': 'application/json' },
  });
  expect((await response.json()).errors).toBeUndefined();
}

test('a customer’s address form flags a postcode its country does not have, and saves one it has in the country’s layout', async ({ page, request }) => {
  const username = `postcode${Date.now()}`;
  const password = 'a long secret phrase';
  await registerCustomer(request, username, password);
  await page.goto('/my-account');
  await hydrated(page);
  const signIn = page.getByRole('region', { name: 'Sign in' });
  await signIn.getByLabel('Username or email address').fill(username);
  await signIn.getByLabel('Password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Addresses' }).click();

  const addresses = page.getByRole('region', { name: 'Addresses' });
  const billing = addresses.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('Country / Region').selectOption('NL');
  await billing.getByLabel('Street address').fill('Dam 1');
  await billing.getByLabel('Town / City').fill('Amsterdam');
  const postcode = billing.getByLabel('Postcode / ZIP');
  await postcode.fill('1234');
  await addresses.getByRole('button', { name: 'Save addresses' }).click();
  await expect(postcode).toHaveAccessibleDescription('Please enter a valid postcode / ZIP.');
  await screenshots(page, 'account-addresses-postcode-invalid');
  await expectAccessible(page);

  await postcode.fill('1234ab');
  await addresses.getByRole('button', { name: 'Save addresses' }).click();
  await expect(addresses.getByRole('status')).toHaveText('Updated successfully');
  // The store keeps it as the Netherlands writes it, and the form shows it so.
  await expect(postcode).toHaveValue('1234 AB');
});
