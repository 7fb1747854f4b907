// Reads the cart actor. The server renders every cart as not loaded yet (the cart belongs to the
// shopper's session, and pages are rendered for everyone), and a part that hydrates must render
// what the server did; so while hydrating React is handed `asServed`, and the cart's state right after.
import { useCallback, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart';
import { useCart } from '../../machines/react';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/**
 * `select` must answer a primitive or a part of the snapshot (React compares answers with
 * Object.is), and `asServed` must be the same value on every render.
 */
export function useCartState<T>(select: (snapshot: CartSnapshot) => T, asServed: T): T {
  const cart = useCart();
  // Until the cart's code has arrived there is no actor: the cart shows as the server rendered it.
  const subscribe = useCallback(
    (onChange: () => void) => (cart ? cart.subscribe({ next: onChange, error: onChange }).unsubscribe : () => {}),
    [cart],
  );
  return useSyncExternalStore(
    subscribe,
    () => (cart ? select(cart.getSnapshot()) : asServed),
    () => asServed,
  );
}

const whole = (snapshot: CartSnapshot) => snapshot;

/** The cart's whole snapshot, or null where the server rendered none. */
export function useCartSnapshot(): CartSnapshot | null {
  return useCartState<CartSnapshot | null>(whole, null);
}
