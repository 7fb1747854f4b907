// The account (SPEC §2 /my-account): sign-in and registration for a visitor, the customer's tabs
// (`?tab=`) once signed in. One shopper's page: the server renders its frame, the browser fills it
// in from the session, and the store initialises at once here (SPEC §4).
import { defineScreen } from './screen';

export const accountScreen = defineScreen<null>()({
  view: 'account',
  routes: { account: '/my-account' },
  component: () => import('../views/account/AccountPage'),
  load: import.meta.env.SSR ? (ctx) => import('../loaders/account').then(({ loadAccount }) => loadAccount(ctx)) : undefined,
});
