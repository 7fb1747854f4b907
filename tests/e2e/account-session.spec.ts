// Issue 14: the storefront's session in the browser. A visitor registers on /my-account and is
// signed in at once (the header shows their name and avatar), puts a product in the cart and signs
// out from the header's dropdown, which lands on / (SPEC §4); as a guest again they add another
// product and sign in: the cart holds both lines (the store merged the guest cart into the
// account's). The avatar dropdown works with the keyboard (Escape closes it, focus returns), its
// Wishlist entry opens the account's wishlist tab, and logging out on /my-account stays there. A
// wrong password and an unknown user show SPEC §8's two messages. Screenshots at 390 and 1280 px
// of the signed-out account page and the signed-in header's dropdown; axe on both.
import { expect, mainJourney, test, type Page } from './test';
import { cartBadge, expectAccessible, expectListedOnPrivacyPage, hydrated, keptInBrowser, screenshots } from './support';

const password = 'session secret 123';

async function addFromProductPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  const add = page.locator('.add-to-cart__button');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.locator('.add-to-cart__status')).toContainText('in your cart');
}

async function signIn(page: Page, username: string, secret: string) {
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Username or email address').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(secret);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** What the server renders of /my-account for this browser, with its cookies, before any script. */
async function servedAccountPage(page: Page) {
  const cookies = await page.context().cookies();
  const response = await page.request.get('/my-account', { headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') } });
  return response.text();
}

async function signedInHint(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'storefront-signed-in')?.value;
}

function accountMenu(page: Page, username: string) {
  return page.getByRole('button', { name: `Account menu: ${username}` });
}

test('a new customer registering on a phone lands at the top of the account, welcomed', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const username = `welcome${Date.now()}`;
  await page.goto('/my-account');
  await hydrated(page);
  // On a phone the registration form is below the sign-in form: the shopper has scrolled down to it.
  const register = page.getByRole('region', { name: 'Create an account' });
  await register.getByLabel('Email address').fill(`${username}@example.com`);
  await register.getByLabel(/^Username/).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await register.getByRole('button', { name: 'Create account' }).click();

  const welcome = page.getByRole('status').filter({ hasText: 'Welcome' });
  await expect(welcome).toHaveText(`Welcome, ${username}! Your account has been created.`);
  await expect(welcome).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await screenshots(page, 'account-welcome');
  await expectAccessible(page);
});

test('register, sign out, and sign in again with a guest cart that merges into the account’s', { tag: mainJourney }, async ({ page }) => {
  test.setTimeout(150_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  const username = `session${Date.now()}`;

  // Signed out: the header says 'Sign In'; the account page offers both forms.
  await page.goto('/my-account');
  await hydrated(page);
  await expect(page.locator('.site-header__account')).toContainText('Sign In');
  const register = page.getByRole('region', { name: 'Create an account' });
  await expect(register).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'account-signed-out');
  // The server renders the forms for a browser without a sign-in: they paint with the page.
  expect(await servedAccountPage(page)).toContain('id="login-username"');

  await register.getByLabel('Email address').fill(`${username}@example.com`);
  await register.getByLabel(/^Username/).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(accountMenu(page, username)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create an account' })).toHaveCount(0);
  // Signed in, the browser tells the server so, which then renders the account's frame: its
  // heading, what it holds and its sections, with the chosen section on its way.
  expect(await signedInHint(page)).toBe('1');
  const served = await servedAccountPage(page);
  expect(served).not.toContain('id="login-username"');
  expect(served).toContain('class="account-frame__nav"');
  expect(served).toContain('account-frame__loading');

  // The account's line, then sign out from the header: from a product page the visitor lands on /.
  await addFromProductPage(page, '/product/mountain-line-graphic-tee');
  await expect(cartBadge(page)).toHaveText('1');
  await accountMenu(page, username).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.site-header__account')).toContainText('Sign In');
  await expect(cartBadge(page)).toHaveCount(0);
  expect(await signedInHint(page)).toBeUndefined();

  // A guest line, then sign in: both lines are in the cart.
  await addFromProductPage(page, '/product/classic-pullover-hoodie');
  await expect(cartBadge(page)).toHaveText('1');
  await page.goto('/my-account');
  await hydrated(page);
  await signIn(page, username, password);
  await expect(accountMenu(page, username)).toBeVisible();
  await expect(cartBadge(page)).toHaveText('2');
  await page.locator('button[aria-controls="cart-panel"]').click();
  const cart = page.locator('#cart-panel');
  await expect(cart.getByRole('link', { name: 'Mountain Line Graphic Tee' })).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Classic Pullover Hoodie' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  // The dropdown by keyboard: it opens, Escape closes it and focus goes back to its button.
  const toggle = accountMenu(page, username);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator('.account-menu__list');
  await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expectAccessible(page);
  await screenshots(page, 'account-header-dropdown', { fullPage: false });
  await menu.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=wishlist$/);
  await expect(menu).toBeHidden();

  // What the shop keeps in this browser, signed in with a cart: the privacy page lists it (checked last).
  const kept = await keptInBrowser(page);
  expect(kept).toEqual(expect.arrayContaining(['woocommerce-session', 'storefront-auth', 'storefront-signed-in']));

  // Logging out on the account page stays there, signed out.
  await accountMenu(page, username).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();

  // SPEC §8: the store's two messages.
  await signIn(page, username, 'not the password');
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password. Please try again.' })).toBeVisible();
  await signIn(page, `nobody${Date.now()}`, password);
  await expect(page.getByRole('alert').filter({ hasText: 'No account found with that username. Sign up for a new account.' })).toBeVisible();
  await expectListedOnPrivacyPage(page, kept);
  expect(errors).toEqual([]);
});
