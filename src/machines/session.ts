// The visitor's session with the store (SPEC.md §4), in two parallel regions.
//
// `auth`: signed out, pending, signed in. Signing in (password, provider or registration) stores
// the tokens and the customer (local storage, SPEC §9) and reloads the cart, which the store has
// merged with the guest cart, and the wishlist, which the account keeps too. The auth token is
// renewed a minute before it expires. A page opened with stored tokens is signed in at once with
// the cached customer, and the store is asked to confirm it; a token the store refuses gets one
// refresh, else the visitor is signed out. Logout clears the cart, cookies and customer, then goes
// to /my-account if already there, otherwise to / (SPEC §4).
//
// `reload`: the rules for a lost session. Its token lives in the woocommerce-session cookie
// (browser/session/sessionCookie.ts); reports come from the cart:
// - the store no longer knows it ('Invalid session token', 'The iss do not match with this
//   server'): cookies and local storage are cleared and the page reloads with a new session;
// - the cart cannot be loaded at all: the same is cleared and, once only, the page reloads. The
//   count of such reloads outlives the page (sessionStorage), so a store that is down cannot make
//   the page reload forever; a cart that loads ends the run.
// Kept through a reset are the shopper's language (the locale cookie) and wishlist, which no
// session decides.
import { assertEvent, assign, fromPromise, not, setup, spawnChild, stateIn, stopChild } from 'xstate';
import type { AccountState, NewAccount, SignIn } from '../graphql/auth';
import { invalidAuthTokenMessage } from '../graphql/authRejection';
import type { LoginProviderEnum } from '../graphql/generated/graphql';
import { clearBrowserData, forgetReloadCount, reloadPage, storeReloadCount } from '../browser/session/browserSession';
import { accountWishlist } from './accountWishlist';
import { storeAuthTokens } from '../browser/session/authStorage';
import { cacheCustomer } from '../browser/session/customerCache';
import type { AccountCustomer, AuthTokens } from '../domain/session/types';
import { systemActor, tellAction } from './system';
import { messageOf } from './errorMessage';

export type SessionEvent =
  /** The cart has loaded: the store knows the session. */
  | { type: 'CART_LOADED' }
  /** The cart could not be loaded. */
  | { type: 'CART_LOAD_FAILED' }
  /** The store answered with a session message of SPEC §4. */
  | { type: 'SESSION_REJECTED' }
  | { type: 'LOGIN'; username: string; password: string }
  /** The provider sent the visitor back to /oauth/login/:provider with these. */
  | { type: 'LOGIN_WITH_PROVIDER'; provider: LoginProviderEnum; code: string; state: string }
  | { type: 'REGISTER'; input: NewAccount }
  | { type: 'LOGOUT' }
  /** The account tabs saved the customer's details or addresses. */
  | { type: 'CUSTOMER_UPDATED'; customer: AccountCustomer }
  /** A password change revoked every sign-in and answered new tokens. */
  | { type: 'TOKENS_RENEWED'; tokens: AuthTokens }
  /** A request was answered INVALID_AUTH_TOKEN. */
  | { type: 'AUTH_REJECTED' };

/** A sign-in kept from an earlier page: the stored tokens and the cached customer, if any. */
export interface StoredSignIn {
  tokens: AuthTokens;
  customer: AccountCustomer | null;
}

export interface SessionInput {
  /** How many times in a row the page has reloaded because the cart would not load. */
  reloads: number;
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
  stored: StoredSignIn | null;
}

export interface SessionContext {
  reloads: number;
  endpoint: string;
  tokens: AuthTokens | null;
  customer: AccountCustomer | null;
  /** The store's message for the last failed sign-in, registration or refresh (SPEC §8). */
  error: string | null;
  /** The sign-in came from registering: the account page welcomes the new customer (until the page is reloaded). */
  newAccount: boolean;
}

/** SPEC §4: once only. */
const maxReloads = 1;
/** The auth token is renewed this long before it expires. */
const refreshMarginMs = 60_000;

/** What an invoked actor's error event carries: whatever the call threw. */
interface Failure {
  error: unknown;
}

// The store's calls load with the first one (graphql/auth.ts); tests provide stand-ins.
const auth = () => import('../graphql/auth');

// Whichever call signed in: the tokens and customer are kept, the merged cart and the account's
// wishlist shown.
const signedIn = {
  target: '#session.auth.signedIn.active',
  actions: [
    { type: 'takeSignIn', params: ({ event }: { event: { output: SignIn } }) => event.output },
    'storeSignIn',
    'reloadCart',
    'shareWishlist',
  ],
} as const;

export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: SessionInput;
  },
  actors: {
    login: fromPromise<SignIn, { endpoint: string; username: string; password: string }>(async ({ input }) =>
      (await auth()).login(input.endpoint, input),
    ),
    loginWithProvider: fromPromise<SignIn, { endpoint: string; provider: LoginProviderEnum; code: string; state: string }>(async ({ input }) =>
      (await auth()).loginWithProvider(input.endpoint, input),
    ),
    registerCustomer: fromPromise<SignIn, { endpoint: string; account: NewAccount }>(async ({ input }) =>
      (await auth()).registerCustomer(input.endpoint, input.account),
    ),
    refreshAuthToken: fromPromise<Pick<AuthTokens, 'authToken' | 'authTokenExpiration'>, { endpoint: string; refreshToken: string }>(async ({ input }) =>
      (await auth()).refreshAuthToken(input.endpoint, input.refreshToken),
    ),
    getViewer: fromPromise<AccountState, { endpoint: string }>(async ({ input }) => (await auth()).getViewer(input.endpoint)),
    logout: fromPromise<void, { endpoint: string }>(async ({ input }) => (await auth()).logout(input.endpoint)),
    accountWishlist,
  },
  delays: {
    // A minute before the auth token expires; at once if that is past.
    refreshBeforeExpiry: ({ context }) => Math.max(0, (context.tokens?.authTokenExpiration ?? 0) * 1000 - refreshMarginMs - Date.now()),
  },
  actions: {
    // The browser's side of it; tests provide stand-ins.
    clearBrowserData: () => clearBrowserData(),
    countReload: (_, { reloads }: { reloads: number }) => storeReloadCount(reloads),
    forgetReloads: () => forgetReloadCount(),
    reload: () => reloadPage(),
    // At once: the cart's next request must carry the new auth token. It runs after the action
    // that took the tokens or customer into the context.
    storeSignIn: ({ context }) => {
      storeAuthTokens(context.tokens);
      cacheCustomer(context.customer);
    },
    resetCount: assign({ reloads: 0 }),

    takeSignIn: assign((_, signIn: SignIn) => ({ tokens: signIn.tokens, customer: signIn.customer, error: null, newAccount: false })),
    welcomeNewAccount: assign({ newAccount: true }),
    takeAccount: assign((_, account: AccountState) => ({ customer: account.customer })),
    takeAuthToken: assign({
      tokens: ({ context }, renewed: Pick<AuthTokens, 'authToken' | 'authTokenExpiration'>) => context.tokens && { ...context.tokens, ...renewed },
    }),
    takeTokens: assign({
      tokens: ({ event }) => {
        assertEvent(event, 'TOKENS_RENEWED');
        return event.tokens;
      },
    }),
    takeCustomer: assign({
      customer: ({ event }) => {
        assertEvent(event, 'CUSTOMER_UPDATED');
        return event.customer;
      },
    }),
    forgetSignIn: assign({ tokens: null, customer: null, newAccount: false }),
    fail: assign((_, { error }: Failure) => ({ error: messageOf(error) })),
    expire: assign({ error: invalidAuthTokenMessage }),
    dismissError: assign({ error: null }),

    // Siblings in the storefront system (system.ts); a session on its own (a test) tells no one.
    reloadCart: tellAction('session', () => ({ to: 'cart', event: { type: 'RELOAD' } })),
    // The account page shows the signed-in customer's tabs, or (null) the sign-in forms (screen.ts).
    tellCustomer: tellAction('session', ({ context }: { context: SessionContext }) => ({ to: 'screen', event: { type: 'CUSTOMER_CHANGED', customer: context.customer } })),
    // The account's wishlist joins the browser's, and follows it while signed in (machines/accountWishlist.ts).
    // Taken after a sign-in or the viewer's answer, which both carry the account's list.
    shareWishlist: spawnChild('accountWishlist', {
      id: 'accountWishlist',
      input: ({ context, event }) => ({ endpoint: context.endpoint, slugs: (event as unknown as { output: AccountState }).output.wishlist }),
    }),
    closeWishlist: stopChild('accountWishlist'),
    // SPEC §4: to /my-account if already there, otherwise to /.
    leaveAfterLogout: tellAction('session', ({ system }) => {
      const path = systemActor(system, 'navigation')?.getSnapshot().context.page.path ?? '/';
      return { to: 'navigation', event: { type: 'NAVIGATE', to: /^\/my-account(?:[/?#]|$)/.test(path) ? '/my-account' : '/' } };
    }),
  },
  guards: {
    mayReload: ({ context }) => context.reloads < maxReloads,
    hasReloaded: ({ context }) => context.reloads > 0,
    hasStoredSignIn: ({ context }) => context.tokens !== null,
    loggingOut: stateIn({ auth: { signedIn: 'loggingOut' } }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    reloads: input.reloads,
    endpoint: input.endpoint,
    tokens: input.stored?.tokens ?? null,
    customer: input.stored?.customer ?? null,
    error: null,
    newAccount: false,
  }),
  type: 'parallel',
  states: {
    auth: {
      initial: 'starting',
      states: {
        // A sign-in kept from an earlier page counts at once; the store is asked to confirm it.
        starting: {
          always: [{ guard: 'hasStoredSignIn', target: 'signedIn.confirming' }, { target: 'signedOut' }],
        },
        signedOut: {
          entry: 'tellCustomer',
          on: {
            LOGIN: 'pending.password',
            LOGIN_WITH_PROVIDER: 'pending.provider',
            REGISTER: 'pending.registering',
          },
        },
        // SPEC §4: the button shows 'Logging you in...'.
        pending: {
          // Each way in names its substate.
          initial: 'password',
          entry: 'dismissError',
          states: {
            password: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context, event }) => {
                  assertEvent(event, 'LOGIN');
                  return { endpoint: context.endpoint, username: event.username.trim(), password: event.password };
                },
                onDone: signedIn,
                onError: { target: '#session.auth.signedOut', actions: { type: 'fail', params: ({ event }) => event } },
              },
            },
            provider: {
              invoke: {
                id: 'loginWithProvider',
                src: 'loginWithProvider',
                input: ({ context, event }) => {
                  assertEvent(event, 'LOGIN_WITH_PROVIDER');
                  return { endpoint: context.endpoint, provider: event.provider, code: event.code, state: event.state };
                },
                onDone: signedIn,
                onError: { target: '#session.auth.signedOut', actions: { type: 'fail', params: ({ event }) => event } },
              },
            },
            registering: {
              invoke: {
                id: 'registerCustomer',
                src: 'registerCustomer',
                input: ({ context, event }) => {
                  assertEvent(event, 'REGISTER');
                  return { endpoint: context.endpoint, account: event.input };
                },
                onDone: { ...signedIn, actions: [...signedIn.actions, 'welcomeNewAccount'] },
                onError: { target: '#session.auth.signedOut', actions: { type: 'fail', params: ({ event }) => event } },
              },
            },
          },
        },
        signedIn: {
          initial: 'active',
          entry: 'tellCustomer',
          // Once logging out, the sign-in is over for the visitor: nothing else changes it.
          on: {
            LOGOUT: { guard: not('loggingOut'), target: '.loggingOut' },
            CUSTOMER_UPDATED: {
              guard: not('loggingOut'),
              actions: ['takeCustomer', 'storeSignIn', 'tellCustomer'],
            },
            TOKENS_RENEWED: {
              guard: not('loggingOut'),
              target: '.active',
              actions: ['takeTokens', 'storeSignIn'],
            },
          },
          states: {
            // Signed in from stored tokens: the store confirms them and answers the customer.
            confirming: {
              invoke: {
                id: 'getViewer',
                src: 'getViewer',
                input: ({ context }) => ({ endpoint: context.endpoint }),
                onDone: {
                  target: 'active',
                  actions: [
                    { type: 'takeAccount', params: ({ event }) => event.output },
                    'storeSignIn',
                    'tellCustomer',
                    'closeWishlist',
                    'shareWishlist',
                  ],
                },
                onError: 'renewing',
              },
            },
            active: {
              after: { refreshBeforeExpiry: 'refreshing' },
              on: { AUTH_REJECTED: 'renewing' },
            },
            // The auth token is about to expire: a new one for the refresh token.
            refreshing: {
              invoke: {
                id: 'refreshAuthToken',
                src: 'refreshAuthToken',
                input: ({ context }) => ({ endpoint: context.endpoint, refreshToken: context.tokens!.refreshToken }),
                onDone: {
                  target: 'active',
                  actions: [
                    { type: 'takeAuthToken', params: ({ event }) => event.output },
                    'storeSignIn',
                  ],
                },
                onError: '#session.auth.expired',
              },
            },
            // The store refused the auth token: one refresh, then the viewer again; failing either signs out.
            renewing: {
              invoke: {
                id: 'renewAuthToken',
                src: 'refreshAuthToken',
                input: ({ context }) => ({ endpoint: context.endpoint, refreshToken: context.tokens!.refreshToken }),
                onDone: {
                  target: 'reconfirming',
                  actions: [
                    { type: 'takeAuthToken', params: ({ event }) => event.output },
                    'storeSignIn',
                  ],
                },
                onError: '#session.auth.expired',
              },
            },
            reconfirming: {
              invoke: {
                id: 'reconfirmViewer',
                src: 'getViewer',
                input: ({ context }) => ({ endpoint: context.endpoint }),
                onDone: {
                  target: 'active',
                  actions: [
                    { type: 'takeAccount', params: ({ event }) => event.output },
                    'storeSignIn',
                    'tellCustomer',
                    'reloadCart',
                    'closeWishlist',
                    'shareWishlist',
                  ],
                },
                onError: '#session.auth.expired',
              },
            },
            // SPEC §4: the store forgets the sign-in; the browser forgets the cart session, cookies
            // and customer whether or not the store answered.
            loggingOut: {
              invoke: {
                id: 'logout',
                src: 'logout',
                input: ({ context }) => ({ endpoint: context.endpoint }),
                onDone: { target: '#session.auth.signedOut', actions: ['forgetSignIn', 'clearBrowserData', 'closeWishlist', 'reloadCart', 'leaveAfterLogout'] },
                onError: { target: '#session.auth.signedOut', actions: ['forgetSignIn', 'clearBrowserData', 'closeWishlist', 'reloadCart', 'leaveAfterLogout'] },
              },
            },
          },
        },
        // The store no longer takes the sign-in: signed out where the visitor is, with the store's message.
        expired: {
          entry: ['forgetSignIn', 'expire', 'clearBrowserData', 'closeWishlist', 'reloadCart'],
          always: 'signedOut',
        },
      },
    },
    reload: {
      initial: 'active',
      states: {
        active: {
          on: {
            CART_LOADED: { guard: 'hasReloaded', actions: ['forgetReloads', 'resetCount'] },
            CART_LOAD_FAILED: [{ guard: 'mayReload', target: 'reloading' }, { target: 'givenUp' }],
            SESSION_REJECTED: 'resetting',
          },
        },
        // The cart would not load, and the page has reloaded for it already: the shopper sees the store's message.
        givenUp: {
          entry: 'clearBrowserData',
          on: {
            CART_LOADED: { target: 'active', actions: ['forgetReloads', 'resetCount'] },
            SESSION_REJECTED: 'resetting',
          },
        },
        reloading: {
          entry: ['clearBrowserData', { type: 'countReload', params: ({ context }) => ({ reloads: context.reloads + 1 }) }, 'reload'],
        },
        resetting: {
          entry: ['clearBrowserData', 'reload'],
        },
      },
    },
  },
});
