// Hands the cart's machine (and the session's, which its failures go to) to the root system once
// their code has arrived. Until the cart runs, cart controls render as the server rendered them.
import { cartMachine } from './cart';
import { sessionMachine } from './session';
import type { StorefrontEvent } from './storefront';
import { readAuthTokens } from '../browser/session/authStorage';
import { readReloadCount } from '../browser/session/browserSession';
import { readCachedCustomer } from '../browser/session/customerCache';

export function startCart(root: { send(event: StorefrontEvent): void }): void {
  root.send({
    type: 'CART_READY',
    cart: cartMachine,
    session: sessionMachine,
    // SPEC §2: `debug` in the URL logs cart and coupon failures.
    debug: new URLSearchParams(window.location.search).has('debug'),
    reloads: readReloadCount(),
    signIn: storedSignIn(),
  });
}

/** A sign-in from an earlier page: its tokens, and the customer as cached then (SPEC §9). */
function storedSignIn() {
  const tokens = readAuthTokens();
  return tokens && { tokens, customer: readCachedCustomer() };
}
