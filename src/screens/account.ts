// The account (SPEC §2 /my-account): sign-in and registration for a visitor, the customer's tabs
// (`?tab=`) once signed in. One shopper's page: the server renders the forms, or for a browser that
// keeps a sign-in a frame the browser fills in from the session; the store initialises at once
// here (SPEC §4).
import { defineScreen, loaderIn } from './screen';

export interface AccountData {
  /** The browser keeps no sign-in, as far as the request tells: the page shows the sign-in forms. */
  signedOut: boolean;
}

export const accountScreen = defineScreen<AccountData>()({
  view: 'account',
  routes: { account: '/my-account' },
  component: () => import('../views/account/AccountPage'),
  load: import.meta.env.SSR ? loaderIn(() => import('./loaders/account'), ({ loadAccount }, ctx) => loadAccount(ctx)) : undefined,
});
