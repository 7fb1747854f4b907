// The screen shown and its own actors (DESIGN.md §2): the forms and tabs of a page run in the root
// system, spawned here when their page is shown and stopped when it goes, so the inspector sees them
// and their messages go through the wiring. The navigation says which page is shown; the session
// says who is signed in, which chooses the account page's actors: the provider buttons beside the
// sign-in forms, or the signed-in customer's open tab. A page is the same screen while its path and
// query (and, on the account page, its customer) stay; anything else starts its actors afresh.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { PagePayload } from '../loaders/types';
import type { AccountCustomer } from '../session/types';
import { accountDetailsMachine } from './accountDetails';
import { accountDownloadsMachine, accountOrdersMachine } from './accountLists';
import { contactFormMachine, contactReturnOf } from './contactForm';
import { loginClientsMachine } from './loginClients';
import { passwordChangeMachine } from './passwordChange';
import { passwordResetMachine } from './passwordReset';
import { providerSignInMachine } from './providerSignIn';
import { reviewFormMachine } from './reviewForm';
import { systemActor, tell, type SystemActors } from './system';

/** The account page's sections, chosen by its URL's `?tab=` (personal info by default). */
export const accountTabs = ['details', 'addresses', 'password', 'orders', 'downloads', 'wishlist'] as const;
export type AccountTab = (typeof accountTabs)[number];

export function accountTabOf(search: string): AccountTab {
  const asked = new URLSearchParams(search).get('tab');
  return accountTabs.find((tab) => tab === asked) ?? 'details';
}

/** The actors a screen may have; views take them from the screen's snapshot. */
export type ScreenActors = Partial<
  Pick<SystemActors, 'contactForm' | 'passwordReset' | 'providerSignIn' | 'reviewForm' | 'loginClients' | 'accountDetails' | 'passwordChange' | 'accountOrders' | 'accountDownloads'>
>;

export type ScreenEvent =
  /** From the navigation: a page is shown. */
  | { type: 'PAGE_SHOWN'; page: PagePayload }
  /** From the session: who is signed in now (null: nobody). */
  | { type: 'CUSTOMER_CHANGED'; customer: AccountCustomer | null };

export interface ScreenInput {
  page: PagePayload;
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
}

export interface ScreenContext extends ScreenInput {
  /** undefined until the session (which comes with the cart's code) has said. */
  customer: AccountCustomer | null | undefined;
  /** What the running actors were started for (screenKey). */
  key: string;
  actors: ScreenActors;
}

function searchOf(page: PagePayload): string {
  return page.path.split('?')[1] ?? '';
}

/** The screen a page and customer make: the same key keeps its actors. */
function screenKey({ page, customer }: Pick<ScreenContext, 'page' | 'customer'>): string {
  if (page.view !== 'account') return `${page.view}:${page.path}`;
  const who = customer === undefined ? 'unknown' : (customer?.databaseId ?? 'signedOut');
  return `account:${accountTabOf(searchOf(page))}:${who}`;
}

export const screenMachine = setup({
  types: {} as {
    context: ScreenContext;
    events: ScreenEvent;
    input: ScreenInput;
  },
  actors: {
    contactForm: contactFormMachine,
    passwordReset: passwordResetMachine,
    providerSignIn: providerSignInMachine,
    reviewForm: reviewFormMachine,
    loginClients: loginClientsMachine,
    accountDetails: accountDetailsMachine,
    passwordChange: passwordChangeMachine,
    accountOrders: accountOrdersMachine,
    accountDownloads: accountDownloadsMachine,
  },
  actions: {
    takePage: assign(({ event }) => {
      assertEvent(event, 'PAGE_SHOWN');
      return { page: event.page };
    }),
    takeCustomer: assign(({ event }) => {
      assertEvent(event, 'CUSTOMER_CHANGED');
      return { customer: event.customer };
    }),
    // The actors of another screen stop; this one's start.
    showScreen: enqueueActions(({ context, enqueue }) => {
      const key = screenKey(context);
      if (key === context.key) return;
      for (const actor of Object.values(context.actors)) enqueue.stopChild(actor);
      enqueue.assign({
        key,
        actors: ({ spawn }): ScreenActors => {
          const { page, endpoint, customer } = context;
          switch (page.view) {
            case 'contact':
              return { contactForm: spawn('contactForm', { systemId: 'contactForm', input: { locale: page.locale, returned: contactReturnOf(searchOf(page)) } }) };
            case 'lostPassword':
              return { passwordReset: spawn('passwordReset', { systemId: 'passwordReset', input: { endpoint, key: page.data.key, login: page.data.login } }) };
            case 'oauthLogin':
              return { providerSignIn: spawn('providerSignIn', { systemId: 'providerSignIn', input: page.data }) };
            case 'product':
              return { reviewForm: spawn('reviewForm', { systemId: 'reviewForm', input: { productId: page.data.product.databaseId, endpoint } }) };
            case 'account':
              if (customer === undefined) return {};
              if (customer === null) return { loginClients: spawn('loginClients', { systemId: 'loginClients', input: { endpoint } }) };
              switch (accountTabOf(searchOf(page))) {
                case 'details':
                  return { accountDetails: spawn('accountDetails', { systemId: 'accountDetails', input: { endpoint, section: 'personal', customer } }) };
                case 'addresses':
                  return { accountDetails: spawn('accountDetails', { systemId: 'accountDetails', input: { endpoint, section: 'addresses', customer } }) };
                case 'password':
                  return { passwordChange: spawn('passwordChange', { systemId: 'passwordChange', input: { endpoint, customer } }) };
                case 'orders':
                  return { accountOrders: spawn('accountOrders', { systemId: 'accountOrders', input: { endpoint } }) };
                case 'downloads':
                  return { accountDownloads: spawn('accountDownloads', { systemId: 'accountDownloads', input: { endpoint } }) };
                case 'wishlist':
                  return {};
              }
            default:
              return {};
          }
        },
      });
    }),
    // A provider's return page waits for the session; told it is there, it signs in.
    announceSession: enqueueActions((args) => {
      const { context, system } = args;
      const session = systemActor(system, 'session');
      if (!context.actors.providerSignIn || !session) return;
      tell('screen', args, { to: 'providerSignIn', event: { type: 'SESSION_READY', signedIn: session.getSnapshot().matches({ auth: 'signedIn' }) } });
    }),
  },
}).createMachine({
  id: 'screen',
  context: ({ input }) => ({ ...input, customer: undefined, key: '', actors: {} }),
  entry: 'showScreen',
  on: {
    PAGE_SHOWN: { actions: ['takePage', 'showScreen', 'announceSession'] },
    CUSTOMER_CHANGED: { actions: ['takeCustomer', 'showScreen', 'announceSession'] },
  },
});
