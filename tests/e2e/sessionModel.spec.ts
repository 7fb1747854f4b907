// Issue 14: the test model of the session (machines/session.ts) as the shopper sees it, driven
// through the real storefront in Chromium along its shortest paths (a path that is the start of
// another is left out). The store is the real server; a sign-in or registration is held at the
// network when a step asks, to see 'Logging you in...' (SPEC §4) while it waits. A stored auth
// token the store refuses is refreshed once (the visitor stays signed in); a sign-in the store no
// longer takes at all signs the visitor out with the store's message.
import { expect, test, type APIRequestContext, type Page } from './test';
import { createMachine } from 'xstate';
import { describePath } from '../model/paths';
import { expectModelCovered, StoreGate, walkedPaths } from './model-replay';
import { hydrated } from './support';

const password = 'model secret 123';

/** The session as the shopper sees it on /my-account and in the header. */
const sessionUiModel = createMachine({
  id: 'sessionUi',
  initial: 'signedOut',
  states: {
    signedOut: { on: { LOGIN: 'loggingIn', LOGIN_WRONG: 'refused', REGISTER: 'registering' } },
    loggingIn: { on: { STORE_ANSWERS: 'signedIn' } },
    registering: { on: { STORE_ANSWERS: 'signedIn' } },
    refused: { on: { LOGIN: 'loggingIn' } },
    signedIn: { on: { RELOAD: 'signedIn', TOKEN_REFUSED: 'signedIn', SIGN_IN_REVOKED: 'expired', LOGOUT: 'signedOut' } },
    expired: { on: { LOGIN: 'loggingIn' } },
  },
});
type StateName = keyof typeof sessionUiModel.states;


interface Walk {
  page: Page;
  store: StoreGate;
  /** The walk's customer, made before it starts. */
  username: string;
  /** The account a REGISTER step made, signed in until the next LOGIN. */
  registered?: string;
}

const signInForm = (page: Page) => page.getByRole('region', { name: 'Sign in' });
const menuButton = (walk: Walk) => walk.page.getByRole('button', { name: `Account menu: ${walk.registered ?? walk.username}` });

async function submitSignIn(page: Page, username: string, secret: string) {
  await signInForm(page).getByLabel('Username or email address').fill(username);
  await signInForm(page).getByLabel('Password', { exact: true }).fill(secret);
  await signInForm(page).getByRole('button', { name: 'Sign in' }).click();
}

/** Replaces the stored tokens (what a revoked or tampered sign-in looks like to the browser), then loads the page again. */
async function tamperWithTokens(page: Page, which: 'authToken' | 'both') {
  await page.evaluate((both) => {
    const stored = JSON.parse(localStorage.getItem('storefront-auth')!) as Record<string, unknown>;
    stored.authToken = `${String(stored.authToken)}x`;
    if (both) stored.refreshToken = `${String(stored.refreshToken)}x`;
    localStorage.setItem('storefront-auth', JSON.stringify(stored));
  }, which === 'both');
  await page.reload();
  await hydrated(page);
}

const steps: Record<string, (walk: Walk) => Promise<unknown>> = {
  LOGIN: async (walk) => {
    walk.store.holdNext();
    await submitSignIn(walk.page, walk.username, password);
  },
  LOGIN_WRONG: (walk) => submitSignIn(walk.page, walk.username, 'not the password'),
  REGISTER: async (walk) => {
    walk.registered = `${walk.username}new`;
    const form = walk.page.getByRole('region', { name: 'Create an account' });
    await form.getByLabel('Email address').fill(`${walk.registered}@example.com`);
    await form.getByLabel(/^Username/).fill(walk.registered);
    await form.getByLabel('Password', { exact: true }).fill(password);
    walk.store.holdNext();
    await form.getByRole('button', { name: 'Create account' }).click();
  },
  STORE_ANSWERS: (walk) => walk.store.pass(),
  RELOAD: async (walk) => {
    await walk.page.reload();
    await hydrated(walk.page);
  },
  TOKEN_REFUSED: (walk) => tamperWithTokens(walk.page, 'authToken'),
  SIGN_IN_REVOKED: (walk) => tamperWithTokens(walk.page, 'both'),
  LOGOUT: async (walk) => {
    await menuButton(walk).click();
    await walk.page.getByRole('button', { name: 'Logout' }).click();
  },
};

const expectations: Record<StateName, (walk: Walk) => Promise<void>> = {
  signedOut: async ({ page }) => {
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(signInForm(page)).toBeVisible();
    await expect(page.locator('.site-header__account')).toContainText('Sign In');
    await expect(page.evaluate(() => localStorage.getItem('storefront-auth'))).resolves.toBeNull();
  },
  loggingIn: async ({ page }) => {
    await expect(signInForm(page).getByRole('button', { name: 'Logging you in...' })).toBeDisabled();
  },
  registering: async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Creating your account…' })).toBeDisabled();
  },
  refused: async ({ page }) => {
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect password. Please try again.' })).toBeVisible();
    await expect(signInForm(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
  signedIn: async (walk) => {
    await expect(menuButton(walk)).toBeVisible();
    await expect(signInForm(walk.page)).toHaveCount(0);
    await expect(walk.page.evaluate(() => localStorage.getItem('storefront-auth'))).resolves.not.toBeNull();
  },
  expired: async ({ page }) => {
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired. Please sign in again.' })).toBeVisible();
    await expect(page.locator('.site-header__account')).toContainText('Sign In');
  },
};

// Steps that keep the visitor signed in each count: every one of them is walked.
const paths = walkedPaths(sessionUiModel, { contextEvents: ['RELOAD', 'TOKEN_REFUSED'] });

test('the session model: its paths reach every state and take every transition', () => expectModelCovered(sessionUiModel, paths));

/** A customer made through the store's GraphQL, so each walk signs in as its own. */
async function registerCustomer(request: APIRequestContext, username: string) {
  const response = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { authToken } }',
      variables: { input: { username, email: `${username}@example.com`, password } },
    },
  });
  expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
}

for (const [index, path] of paths.entries()) {
  test(`session model: ${describePath(path)}`, async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });
    const walk: Walk = { page, store: new StoreGate(page, 'a sign-in', (request) => ['login', 'registerCustomer'].includes(String(request.postDataJSON()?.operationName ?? ''))), username: `model${Date.now()}${index}` };
    await registerCustomer(request, walk.username);
    await walk.store.install();
    await page.goto('/my-account');
    await hydrated(page);
    for (const { event, state } of path.steps) {
      if (event.type !== 'xstate.init') await steps[event.type]!(walk);
      // A registration signs in as the new account; a later sign-in uses the walk's own.
      if (event.type === 'LOGIN') walk.registered = undefined;
      await expectations[state.value as StateName](walk);
    }
    expect(errors).toEqual([]);
  });
}
