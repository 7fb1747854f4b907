import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * useSelector for state that can change in the browser before a part of the page hydrates (stock
 * asked again, the stored wishlist read): while hydrating, React renders from `serverSnapshot` — the
 * state the server rendered — so the markup matches, then renders the actor's state right after.
 */
export function useHydratingSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  select: (snapshot: SnapshotFrom<TActor>) => T,
  serverSnapshot: SnapshotFrom<TActor>,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ value: T } | null>(null);
  const subscribe = useCallback((onChange: () => void) => actor.subscribe(onChange).unsubscribe, [actor]);
  const getSnapshot = () => {
    const value = select(actor.getSnapshot());
    if (last.current && equal(last.current.value, value)) return last.current.value;
    last.current = { value };
    return value;
  };
  // One value per server snapshot: React asks for it more than once and needs the same answer.
  const serverValue = useMemo(() => select(serverSnapshot), [serverSnapshot]);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}
