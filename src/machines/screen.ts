// The screen shown and its own actors (DESIGN.md §2): the forms and tabs of a page run in the root
// system, spawned here when their page is shown and stopped when it goes, so the inspector sees them
// and their messages go through the wiring. Which actors a page has, and their code, come with the
// page's view (its module exports `pageActors`, pageActors/), so no page loads another's machines;
// code a page needs only sometimes (the signed-in customer's tabs) is loaded before they start.
// The navigation says which page is shown; the session says who is signed in, which the account
// page's actors depend on. A page is the same screen while its key stays; anything else starts its
// actors afresh.
import { assign, enqueueActions, fromPromise, sendParent, setup, type ActorRefFromLogic, type AnyActorLogic, type InputFrom } from 'xstate';
import type { PagePayload } from '../screens/loaders/types';
import type { AccountCustomer } from '../domain/session/types';
import type { checkoutMachine } from './checkout';
import { systemActor, tell, type SystemActors } from './system';

/** The actors a screen may have; views take them from the screen's snapshot. */
export type ScreenActors = Partial<
  Pick<
    SystemActors,
    | 'product'
    | 'contactForm'
    | 'passwordReset'
    | 'providerSignIn'
    | 'reviewForm'
    | 'loginClients'
    | 'accountDetails'
    | 'passwordChange'
    | 'accountOrders'
    | 'accountDownloads'
    | 'shopAccess'
    | 'shopOrders'
    | 'shopOrder'
    | 'shopReviews'
    | 'shopProducts'
    | 'stockEdits'
  >
>;

/** What a page's actors are started from. */
export interface ScreenScope {
  page: PagePayload;
  /** The GraphQL endpoint as the browser reaches it. */
  endpoint: string;
  /** undefined until the session (which comes with the cart's code) has said; null: nobody is signed in. */
  customer: AccountCustomer | null | undefined;
  /** The page is live in the browser: an actor started now need not wait for it. */
  hydrated: boolean;
}

/** Starts one actor in the root system, under its system id. */
export type SpawnLogic = <TLogic extends AnyActorLogic>(logic: TLogic, options: { systemId: keyof ScreenActors; input: InputFrom<TLogic> }) => ActorRefFromLogic<TLogic>;

/** A page's actors, as its view module exports them. */
export interface PageActors {
  /** The same key keeps the running actors; without one, the page's path and query. */
  keyOf?: (scope: ScreenScope) => string;
  /** Code some of the actors need that the view did not bring (the signed-in customer's tabs): whether this scope has what it needs, and how to load it. */
  code?: { ready: (scope: ScreenScope) => boolean; load: () => Promise<void> };
  start: (scope: ScreenScope, spawn: SpawnLogic) => ScreenActors;
  /** What the root is told each time the page is shown: checkout's code, for the checkout the root keeps across pages. */
  tellRoot?: () => { type: 'CHECKOUT_SHOWN'; logic: typeof checkoutMachine };
}

/**
 * Declares a page's actors. Importing the screen's code with them puts it in the first load of each
 * page that has actors, which starts the screen before it hydrates (client-start.tsx).
 */
export function definePageActors(actors: PageActors): PageActors {
  return actors;
}

/** The query of the page's URL, without its '?'. */
export function pageSearch(page: PagePayload): string {
  return page.path.split('?')[1] ?? '';
}

export type ScreenEvent =
  /** From the navigation: a page is shown (its view's code is loaded). */
  | { type: 'PAGE_SHOWN'; page: PagePayload }
  /** From the session: who is signed in now (null: nobody). */
  | { type: 'CUSTOMER_CHANGED'; customer: AccountCustomer | null }
  /** From the root: the page is live. */
  | { type: 'HYDRATED' };

export interface ScreenInput extends ScreenScope {
  /** The actors of a view whose code is loaded (viewModules.ts); undefined: the page has none. */
  pageActorsOf: (view: PagePayload['view']) => PageActors | undefined;
}

export interface ScreenContext extends ScreenInput {
  /** The screen the running actors belong to; '' while none runs (its code is loading, or failed to). */
  key: string;
  actors: ScreenActors;
}

function screenKey(context: ScreenContext): string {
  const { page } = context;
  const keyOf = context.pageActorsOf(page.view)?.keyOf;
  return `${page.view}:${keyOf ? keyOf(context) : page.path}`;
}

export const screenMachine = setup({
  types: {} as {
    context: ScreenContext;
    events: ScreenEvent;
    input: ScreenInput;
  },
  actors: {
    loadCode: fromPromise<void, { load: () => Promise<void> }>(({ input }) => input.load()),
  },
  guards: {
    sameScreen: ({ context }) => screenKey(context) === context.key,
    needsCode: ({ context }) => {
      const code = context.pageActorsOf(context.page.view)?.code;
      return code !== undefined && !code.ready(context);
    },
  },
  actions: {
    // The actors of the screen that went stop.
    leaveScreen: enqueueActions(({ context, enqueue }) => {
      for (const actor of Object.values(context.actors)) enqueue.stopChild(actor);
      enqueue.assign({ key: '', actors: {} });
    }),
    startActors: assign({
      key: ({ context }) => screenKey(context),
      actors: ({ context, spawn }) => context.pageActorsOf(context.page.view)?.start(context, spawn as SpawnLogic) ?? {},
    }),
    // The screen's parent is the root.
    tellRoot: enqueueActions(({ context, enqueue }) => {
      const tellRoot = context.pageActorsOf(context.page.view)?.tellRoot;
      if (tellRoot) enqueue(sendParent(tellRoot()));
    }),
    // A provider's return page waits for the session; told it is there, it signs in.
    announceSession: enqueueActions((args) => {
      const { context, system } = args;
      const session = systemActor(system, 'session');
      if (!context.actors.providerSignIn || !session) return;
      tell('screen', args, { to: 'providerSignIn', event: { type: 'SESSION_READY', signedIn: session.getSnapshot().matches({ auth: 'signedIn' }) } });
    }),
  },
}).createMachine({
  id: 'screen',
  context: ({ input }) => ({ ...input, key: '', actors: {} }),
  initial: 'deciding',
  on: {
    PAGE_SHOWN: { target: '.deciding', actions: assign({ page: ({ event }) => event.page }) },
    CUSTOMER_CHANGED: { target: '.deciding', actions: assign({ customer: ({ event }) => event.customer }) },
    HYDRATED: { actions: assign({ hydrated: true }) },
  },
  states: {
    deciding: {
      always: [
        { guard: 'sameScreen', target: 'shown', actions: 'announceSession' },
        { guard: 'needsCode', target: 'loading', actions: 'leaveScreen' },
        { target: 'shown', actions: ['leaveScreen', 'startActors', 'tellRoot', 'announceSession'] },
      ],
    },
    // The screen's actors wait for their code; a page or customer changed meanwhile decides again.
    loading: {
      invoke: {
        src: 'loadCode',
        input: ({ context }) => ({ load: context.pageActorsOf(context.page.view)!.code!.load }),
        onDone: { target: 'shown', actions: ['startActors', 'tellRoot', 'announceSession'] },
        // Without its code the screen shows no form; the next page shown or sign-in tries again.
        onError: 'shown',
      },
    },
    shown: {},
  },
});
