// The slide-in panels (SPEC.md §2, §4): the cart panel, the mobile menu and, on small screens, the
// product filters. Each is open or closed, toggled; only one is open at a time; each closes on
// Escape and on any route change. Page scrolling is locked while any is open. Beside them, for a
// moment after the cart has taken a product, which one it was: its card's quick add says so.
import { assertEvent, assign, not, or, setup, stateIn } from 'xstate';

export type UiEvent =
  | { type: 'OPEN_CART' }
  | { type: 'CLOSE_CART' }
  | { type: 'TOGGLE_CART' }
  | { type: 'OPEN_MENU' }
  | { type: 'CLOSE_MENU' }
  | { type: 'TOGGLE_MENU' }
  | { type: 'OPEN_FILTERS' }
  | { type: 'CLOSE_FILTERS' }
  | { type: 'TOGGLE_FILTERS' }
  | { type: 'ROUTE_CHANGED' }
  | { type: 'KEY_ESCAPE' }
  /** From the cart: the store took the product. */
  | { type: 'ADDED'; productId: number };

export const uiMachine = setup({
  types: {} as { events: UiEvent; context: { added: number | null } },
  delays: { addedShown: 2500 },
  actions: {
    noteAdded: assign(({ event }) => {
      assertEvent(event, 'ADDED');
      return { added: event.productId };
    }),
    forgetAdded: assign({ added: null }),
    // The padding takes the place of the vanished scrollbar, so the page does not shift sideways.
    lockScroll: () => {
      if (typeof document === 'undefined') return;
      const root = document.documentElement;
      const scrollbarWidth = window.innerWidth - root.clientWidth;
      root.style.overflow = 'hidden';
      if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
    },
    unlockScroll: () => {
      if (typeof document === 'undefined') return;
      const { style } = document.documentElement;
      style.removeProperty('overflow');
      style.removeProperty('padding-right');
    },
  },
  guards: {
    anyOpen: or([stateIn('#ui.cart.open'), stateIn('#ui.menu.open'), stateIn('#ui.filters.open')]),
  },
}).createMachine({
  id: 'ui',
  type: 'parallel',
  context: { added: null },
  states: {
    cart: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_CART: 'open', TOGGLE_CART: 'open' } },
        open: {
          on: {
            CLOSE_CART: 'closed',
            TOGGLE_CART: 'closed',
            // Another panel opening takes the cart's place.
            OPEN_MENU: 'closed',
            TOGGLE_MENU: 'closed',
            OPEN_FILTERS: 'closed',
            TOGGLE_FILTERS: 'closed',
            KEY_ESCAPE: 'closed',
            ROUTE_CHANGED: 'closed',
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_MENU: 'open', TOGGLE_MENU: 'open' } },
        open: {
          on: {
            CLOSE_MENU: 'closed',
            TOGGLE_MENU: 'closed',
            // Another panel opening takes the menu's place.
            OPEN_CART: 'closed',
            TOGGLE_CART: 'closed',
            OPEN_FILTERS: 'closed',
            TOGGLE_FILTERS: 'closed',
            KEY_ESCAPE: 'closed',
            ROUTE_CHANGED: 'closed',
          },
        },
      },
    },
    filters: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_FILTERS: 'open', TOGGLE_FILTERS: 'open' } },
        open: {
          on: {
            CLOSE_FILTERS: 'closed',
            TOGGLE_FILTERS: 'closed',
            // Another panel opening takes the filters' place.
            OPEN_CART: 'closed',
            TOGGLE_CART: 'closed',
            OPEN_MENU: 'closed',
            TOGGLE_MENU: 'closed',
            KEY_ESCAPE: 'closed',
            ROUTE_CHANGED: 'closed',
          },
        },
      },
    },
    // The product the cart took last, shown for a moment; another add starts the moment again.
    added: {
      initial: 'none',
      states: {
        none: { on: { ADDED: { target: 'shown', actions: 'noteAdded' } } },
        shown: {
          after: { addedShown: { target: 'none', actions: 'forgetAdded' } },
          on: { ADDED: { target: 'shown', reenter: true, actions: 'noteAdded' } },
        },
      },
    },
    // Follows the panels: the lock is taken and released only when "either is open" changes,
    // not when one panel replaces the other.
    scroll: {
      initial: 'unlocked',
      states: {
        unlocked: { always: { guard: 'anyOpen', target: 'locked' } },
        locked: {
          entry: 'lockScroll',
          exit: 'unlockScroll',
          always: { guard: not('anyOpen'), target: 'unlocked' },
        },
      },
    },
  },
});
