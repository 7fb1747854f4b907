import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * useSelector for state that can change in the browser before a part of the page hydrates (a panel
 * opened before its code arrived, stock asked again, the stored wishlist read). React keeps the
 * server's attributes when a hydrating render disagrees with them, so while hydrating this answers
 * `asServed` — what the server rendered — and the actor's state right after. Without an actor yet
 * (its code still loading) it answers `asServed` too. `asServed` must be the same on every render.
 */
export function useHydratingSelector<TActor extends AnyActorRef, T>(
  actor: TActor | null,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  asServed: T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => (actor ? actor.subscribe({ next: onChange, error: onChange }).unsubscribe : () => {}),
    [actor],
  );
  const getSnapshot = () => {
    if (!actor) return asServed;
    const value = select(actor.getSnapshot());
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, () => asServed);
}
