// The browser history side of navigation: push new pages, remember and restore scroll positions.
import type { NavigationMode } from '../../machines/navigation';

interface ScrollState {
  scrollY?: number;
}

let pendingScroll: number | null = null;

export function currentUrl(): string {
  return window.location.pathname + window.location.search;
}

export function commitHistory(url: string, mode: NavigationMode): void {
  if (mode === 'push') {
    // Remember where the shopper was on the page they leave, for the back button.
    window.history.replaceState({ ...(window.history.state as object), scrollY: window.scrollY } satisfies ScrollState, '');
    window.history.pushState({ scrollY: 0 } satisfies ScrollState, '', url);
    pendingScroll = 0;
  } else if (mode === 'replace') {
    // The same page, refined (a search being typed): the address changes, the scroll stays.
    window.history.replaceState({ scrollY: window.scrollY } satisfies ScrollState, '', url);
  } else {
    pendingScroll = (window.history.state as ScrollState | null)?.scrollY ?? 0;
  }
}

/** Called once the new page is rendered. */
export function restoreScroll(): void {
  if (pendingScroll === null) return;
  const y = pendingScroll;
  pendingScroll = null;
  requestAnimationFrame(() => window.scrollTo(0, y));
}
