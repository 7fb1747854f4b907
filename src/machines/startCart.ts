// Hands the cart's machine (and the session's, which its failures go to) to the root system once
// their code has arrived. Until the cart runs, cart controls render as the server rendered them.
import { cartMachine } from './cart';
import { sessionMachine } from './session';
import type { StorefrontEvent } from './storefront';
import { readAuthTokens } from '../browser/session/authStorage';
import { readReloadCount } from '../browser/session/browserSession';
import { readCachedCustomer } from '../browser/session/customerCache';

/** What the browser keeps for the cart and the session from earlier pages. */
export interface KeptSession {
  reloads: number;
  signIn: ReturnType<typeof storedSignIn>;
}

/**
 * Read apart from the machines' start (client-start.tsx runs each in a task of its own): a page's
 * first read of localStorage and of sessionStorage each waits on the browser process, 1–11 ms here.
 */
export function readKeptSession(): KeptSession {
  return { reloads: readReloadCount(), signIn: storedSignIn() };
}

export function startCart(root: { send(event: StorefrontEvent): void }, kept: KeptSession): void {
  root.send({
    type: 'CART_READY',
    cart: cartMachine,
    session: sessionMachine,
    // SPEC §2: `debug` in the URL logs cart and coupon failures.
    debug: new URLSearchParams(window.location.search).has('debug'),
    ...kept,
  });
}

/** A sign-in from an earlier page: its tokens, and the customer as cached then (SPEC §9). */
function storedSignIn() {
  const tokens = readAuthTokens();
  return tokens && { tokens, customer: readCachedCustomer() };
}
