// The account page's actors depend on who is signed in: the provider buttons beside the sign-in
// forms, or the signed-in customer's open tab (`?tab=`; accountTabs.ts, whose code is loaded first).
// Nothing runs until the session has said.
import { loginClientsMachine } from '../loginClients';
import { definePageActors, pageSearch } from '../screen';

/** The account page's sections, chosen by its URL's `?tab=` (personal info by default). */
export const accountTabs = ['details', 'addresses', 'password', 'orders', 'downloads', 'wishlist'] as const;
export type AccountTab = (typeof accountTabs)[number];

export function accountTabOf(search: string): AccountTab {
  const asked = new URLSearchParams(search).get('tab');
  return accountTabs.find((tab) => tab === asked) ?? 'details';
}

// The tabs' code, once loaded.
let tabsCode: typeof import('./accountTabs') | null = null;

export const accountPageActors = definePageActors({
  keyOf: ({ page, customer }) => `${accountTabOf(pageSearch(page))}:${customer === undefined ? 'unknown' : (customer?.databaseId ?? 'signedOut')}`,
  code: {
    ready: ({ customer }) => !customer || tabsCode !== null,
    load: async () => {
      tabsCode = await import('./accountTabs');
    },
  },
  start: ({ page, endpoint, customer }, spawn) => {
    if (customer === undefined) return {};
    if (customer === null) return { loginClients: spawn(loginClientsMachine, { systemId: 'loginClients', input: { endpoint } }) };
    return tabsCode ? tabsCode.startAccountTab(accountTabOf(pageSearch(page)), { endpoint, customer }, spawn) : {};
  },
});
