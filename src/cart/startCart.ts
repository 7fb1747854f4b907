// Starts the cart in the browser: its machine, with the store calls and the session recovery that
// load with its first call. Until it runs, cart controls render as the server rendered them.
import { fromPromise } from 'xstate';
import { cartMachine } from '../machines/cart';
import type { StorefrontEvent } from '../machines/storefront';
import type { CartChange } from './types';

export function startCart(root: { send(event: StorefrontEvent): void }, graphqlUrl: string): void {
  const logic = cartMachine.provide({
    actors: {
      loadCart: fromPromise(async () => (await import('./cartRequests')).loadCart(graphqlUrl)),
      changeCart: fromPromise(async ({ input }: { input: { change: CartChange } }) =>
        (await import('./cartRequests')).changeCart(graphqlUrl, input.change),
      ),
    },
    actions: {
      recoverFromLoadFailure: () => void import('./sessionRecovery').then(({ recoverFromLoadFailure }) => recoverFromLoadFailure()),
      resetSession: () => void import('./sessionRecovery').then(({ resetSession }) => resetSession()),
    },
  });
  // SPEC §2: `debug` in the URL logs cart and coupon failures.
  root.send({ type: 'CART_READY', logic, debug: new URLSearchParams(window.location.search).has('debug') });
}
