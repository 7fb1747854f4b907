// Hands the cart's machine (and the session's, which its failures go to) to the root system once
// their code has arrived. Until the cart runs, cart controls render as the server rendered them.
import { cartMachine } from '../machines/cart';
import { sessionMachine } from '../machines/session';
import type { StorefrontEvent } from '../machines/storefront';
import { readReloadCount } from '../session/browserSession';

export function startCart(root: { send(event: StorefrontEvent): void }): void {
  root.send({
    type: 'CART_READY',
    cart: cartMachine,
    session: sessionMachine,
    // SPEC §2: `debug` in the URL logs cart and coupon failures.
    debug: new URLSearchParams(window.location.search).has('debug'),
    reloads: readReloadCount(),
  });
}
