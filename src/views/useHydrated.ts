// Whether this part of the page has hydrated: false in the server render and in the hydration
// render (so both match), true right after. A control that would do the wrong thing without its
// code (a form would submit itself to the page's URL) stays disabled until then.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
