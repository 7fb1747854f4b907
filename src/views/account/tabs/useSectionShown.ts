import { useDeferredValue } from 'react';

/**
 * Whether a section shows its content rather than its loading state, switched in a render of its
 * own that React does in slices: the content (address forms, an order list) is a large render, and
 * the actor's update that makes it ready would otherwise render it at once, in one task
 * (useSyncExternalStore). Later updates, typing in a field, render as usual.
 */
export function useSectionShown(ready: boolean): boolean {
  return useDeferredValue(ready);
}
