// Reads the cart actor. The server renders every cart as not loaded yet (the cart belongs to the
// shopper's session, and pages are rendered for everyone), and a part that hydrates must render
// what the server did; so while hydrating, and until the cart's code has arrived, it answers
// `asServed`, and the cart's state after.
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart';
import { useCart } from '../../machines/react';
import { useHydratingSelector } from '../useHydratingSelector';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** `asServed` must be the same value on every render. */
export function useCartState<T>(select: (snapshot: CartSnapshot) => T, asServed: T): T {
  return useHydratingSelector(useCart(), select, asServed);
}

const whole = (snapshot: CartSnapshot) => snapshot;

/** The cart's whole snapshot, or null where the server rendered none. */
export function useCartSnapshot(): CartSnapshot | null {
  return useCartState<CartSnapshot | null>(whole, null);
}
