// The visitor's session with the store (SPEC.md §4). Its token lives in the woocommerce-session
// cookie (session/sessionCookie.ts); this machine keeps the rules for when the session is lost.
// Its code comes with the cart's, which is what reports a lost session today:
// - the store no longer knows it ('Invalid session token', 'The iss do not match with this
//   server'): cookies and local storage are cleared and the page reloads with a new session;
// - the cart cannot be loaded at all: the same is cleared and, once only, the page reloads. The
//   count of such reloads outlives the page (sessionStorage), so a store that is down cannot make
//   the page reload forever; a cart that loads ends the run.
// Kept through a reset are the shopper's language (the locale cookie) and wishlist, which no
// session decides. (The accounts work adds signed out, pending and signed in here.)
import { assign, setup } from 'xstate';
import { clearBrowserData, forgetReloadCount, reloadPage, storeReloadCount } from '../session/browserSession';

export type SessionEvent =
  /** The cart has loaded: the store knows the session. */
  | { type: 'CART_LOADED' }
  /** The cart could not be loaded. */
  | { type: 'CART_LOAD_FAILED' }
  /** The store answered with a session message of SPEC §4. */
  | { type: 'SESSION_REJECTED' };

export interface SessionInput {
  /** How many times in a row the page has reloaded because the cart would not load. */
  reloads: number;
}

/** SPEC §4: once only. */
const maxReloads = 1;

export const sessionMachine = setup({
  types: {} as {
    context: SessionInput;
    events: SessionEvent;
    input: SessionInput;
  },
  actions: {
    // The browser's side of it; tests provide stand-ins.
    clearBrowserData: () => clearBrowserData(),
    countReload: (_, { reloads }: { reloads: number }) => storeReloadCount(reloads),
    forgetReloads: () => forgetReloadCount(),
    reload: () => reloadPage(),
    resetCount: assign({ reloads: 0 }),
  },
  guards: {
    mayReload: ({ context }) => context.reloads < maxReloads,
    hasReloaded: ({ context }) => context.reloads > 0,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ reloads: input.reloads }),
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
});
