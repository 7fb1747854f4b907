// Issue 14: getting back into an account. A customer who forgot their password asks for a reset
// mail (the answer does not tell whether the address is registered, SPEC §5), reads it from the
// shop's SMTP server, opens its link, sets a new password (a mismatch is caught first, SPEC §5) and
// signs in with it; the used link, opened again, says at once 'Password reset link is invalid.' and
// offers a new one.
// A shopper signs in through a login provider (the local OAuth 2.0 server) and comes back signed
// in; a return this tab did not start is refused. Screenshots of the lost-password page's four
// states, the refused return and the provider button at 390 and 1280 px; axe-core on each.
import { expect, test, type APIRequestContext, type Page } from './test';
import { e2eOAuthStandIn } from '../oauth-stand-in/e2e-stand-in';
import { mailsTo } from './mailbox';
import { expectAccessible, hydrated, screenshots } from './support';

/** A new customer, registered through the store's GraphQL as the account page would. */
async function registerCustomer(request: APIRequestContext, customer: { username: string; email: string; password: string }) {
  const response = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }',
      variables: { input: customer },
    },
  });
  const answer = (await response.json()) as { data?: { registerCustomer?: { customer?: { databaseId: number } } }; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  expect(answer.data?.registerCustomer?.customer?.databaseId).toBeGreaterThan(0);
}

/** The link of the newest reset mail to an address, as a path on the shop. */
async function resetLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailsTo(email);
      link = /https?:\/\/[^\s"<>]+\/my-account\/lost-password\?key=[^\s"<>]+/.exec(mails.at(-1)?.text ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/my-account');
  await hydrated(page);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Sign in', exact: true }) });
  await form.getByLabel('Username or email address').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('a customer resets a lost password from the mailed link and signs in with the new one', async ({ page, request }) => {
  // Four states, each shot at two widths and checked with axe-core, and two sign-ins: a long walk.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const customer = { username: `mara${stamp}`, email: `mara.${stamp}@example.com`, password: 'first-password-1' };
  await registerCustomer(request, customer);

  await page.goto('/my-account/lost-password');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Lost your password?' })).toBeVisible();
  await screenshots(page, 'lost-password-request');
  await expectAccessible(page);

  // Nothing typed: the field says what it needs, and nothing is sent.
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your username or email address.')).toBeVisible();
  await page.getByLabel('Username or email address').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText('If your email address is registered with us, you will receive an email with a link to reset your password.');
  await screenshots(page, 'lost-password-sent');
  await expectAccessible(page);

  const link = await resetLinkMailedTo(customer.email);
  expect(link).toContain(`login=${customer.username}`);
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-3');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  await screenshots(page, 'lost-password-reset');
  await expectAccessible(page);

  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');
  await expectAccessible(page);

  // The link worked once: opened again, it says so before anything is typed (WooCommerce checks the
  // key first) and offers a new one for the same account.
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText('Password reset link is invalid.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await screenshots(page, 'lost-password-invalid');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByLabel('Username or email address')).toHaveValue(customer.username);

  // The old password no longer opens the account; the new one does.
  await signIn(page, customer.username, customer.password);
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await signIn(page, customer.email, 'second-password-2');
  await expect(page.locator('.site-header')).toContainText(customer.username);
});

test('a shopper signs in through a login provider and comes back signed in', async ({ page, baseURL }) => {
  const oauth = e2eOAuthStandIn(Number(new URL(baseURL!).port));
  // A return this tab did not start (a forged or stale link) is refused before the store is asked.
  await page.goto('/oauth/login/oauth2_generic?code=forged&state=forged');
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText('This sign-in link has expired. Please try again.');
  await screenshots(page, 'oauth-login-refused');
  await expectAccessible(page);

  await page.goto('/my-account');
  await hydrated(page);
  const provider = page.getByRole('link', { name: `Continue with ${oauth.name}` });
  await expect(provider).toBeVisible();
  await screenshots(page, 'account-provider-buttons');
  await expectAccessible(page);
  // Every page the browser asks for from here, redirects included.
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
  });
  await provider.click();

  // The provider (the local OpenID Connect server) sends the shopper straight back with a code; the
  // return page signs in with it and opens the account page.
  await expect(page).toHaveURL(/\/my-account$/);
  expect(visited.some((url) => url.startsWith(`${oauth.url}/authorize?`))).toBe(true);
  expect(visited.some((url) => /\/oauth\/login\/oauth2_generic\?code=[^&]+&state=/.test(url))).toBe(true);
  // The provider's verified email made the account, with the name the provider gave: the header
  // greets the shopper by their first name.
  await expect(page.locator('.site-header')).toContainText(oauth.shopper.givenName);
});
