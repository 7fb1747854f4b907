// Store initialisation (SPEC.md §4): at once on /checkout, /my-account and /order-summary, or when
// the store setting initStoreOnUserActionToReduceServerLoad is off. Elsewhere it waits for the
// first user action (mouse, key, touch, scroll, wheel, click, resize). On entering `initialised`
// it tells the cart to load.
import { assign, enqueueActions, fromCallback, setup } from 'xstate';
import { tell } from './system';

export interface StoreInitInput {
  /** Locale-free path, e.g. '/checkout' or '/product/x'. */
  path: string;
  initOnUserAction: boolean;
}

export type StoreInitEvent = { type: 'USER_ACTIVITY' } | { type: 'ROUTE_CHANGED'; path: string };

const EAGER_PATHS = ['/checkout', '/my-account', '/order-summary'];

/** Whether a page needs the store at once: its path is one of EAGER_PATHS or lies below one. */
export function initialisesAtOnce(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0];
  return EAGER_PATHS.some((eager) => pathname === eager || pathname.startsWith(`${eager}/`));
}

const USER_ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel', 'click', 'resize'];

export const storeInitMachine = setup({
  types: {} as {
    input: StoreInitInput;
    context: StoreInitInput;
    events: StoreInitEvent;
    emitted: { type: 'initialised' };
  },
  actors: {
    // Any of these events counts as the first user action; there is no window on the server.
    userActivity: fromCallback(({ sendBack }) => {
      if (typeof window === 'undefined') return;
      const onActivity = () => sendBack({ type: 'USER_ACTIVITY' });
      const options = { passive: true, once: true } as const;
      for (const type of USER_ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
      return () => {
        for (const type of USER_ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
      };
    }),
  },
  actions: {
    // The cart is a sibling in the root system; on its own (a test) there is none to tell.
    initialiseCart: enqueueActions((args) => tell('storeInit', args, { to: 'cart', event: { type: 'INITIALISE' } })),
  },
  guards: {
    initialisesNow: ({ context }) => !context.initOnUserAction || initialisesAtOnce(context.path),
  },
}).createMachine({
  id: 'storeInit',
  context: ({ input }) => ({ path: input.path, initOnUserAction: input.initOnUserAction }),
  initial: 'waiting',
  states: {
    waiting: {
      // Checked on start and after every route change.
      always: { guard: 'initialisesNow', target: 'initialised' },
      invoke: { src: 'userActivity' },
      on: {
        USER_ACTIVITY: 'initialised',
        ROUTE_CHANGED: { actions: assign({ path: ({ event }) => event.path }) },
      },
    },
    initialised: {
      entry: 'initialiseCart',
    },
  },
});
