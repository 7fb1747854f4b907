// Client-side navigation: a route change fetches the next page's payload (and its view's code)
// before the page changes, so a page never renders half-loaded. It drives the loading bar (SPEC §4)
// and tells the build check, the UI panels and store initialisation about each route change.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { PagePayload } from '../screens/loaders/types';
import { localizePath } from '../i18n/locales';
import { splitQuery } from '../splitQuery';
import { tell, type MessageFrom } from './system';

export type NavigationMode = 'push' | 'replace' | 'pop';


export type NavigationEvent =
  /** `replace` keeps the history entry (a search refined while typing). */
  | { type: 'NAVIGATE'; to: string; replace?: boolean }
  | { type: 'POPSTATE'; to: string };

export interface NavigationContext {
  page: PagePayload;
  target: { url: string; mode: NavigationMode } | null;
}

/** The URL of a page as the browser shows it: locale prefix, path and query. */
export function pageUrl(page: Pick<PagePayload, 'path' | 'locale'>): string {
  return localizePath(page.path, page.locale);
}

export const navigationMachine = setup({
  types: {} as {
    context: NavigationContext;
    events: NavigationEvent;
    input: { page: PagePayload };
  },
  actors: {
    // Provided by the client entry (fetches /_payload/… and preloads the view).
    fetchPage: fromPromise<PagePayload, { url: string }>(async () => {
      throw new Error('fetchPage is provided by the client');
    }),
  },
  actions: {
    /** Tells a sibling actor of the storefront system (system.ts) about the navigation. */
    notify: enqueueActions((args, message: MessageFrom<'navigation'>) => tell('navigation', args, message)),
    // Browser side effects; the client entry provides real ones.
    commitHistory: (_, _params: { url: string; mode: NavigationMode }) => {},
    applyHead: (_, _params: { page: PagePayload }) => {},
    hardNavigate: (_, _params: { url: string }) => {},
  },
  guards: {
    isCurrentUrl: ({ context, event }) => event.type === 'NAVIGATE' && toUrl(context, event.to) === pageUrl(context.page),
    // A new query or page of the same listing (a filter, a search) is not a route change: panels stay open.
    isNewRoute: ({ context, event }) => placeOf(context.page) !== placeOf((event as unknown as { output: PagePayload }).output),
  },
}).createMachine({
  id: 'navigation',
  context: ({ input }) => ({ page: input.page, target: null }),
  initial: 'idle',
  on: {
    NAVIGATE: [
      { guard: 'isCurrentUrl' },
      {
        target: '.loading',
        reenter: true,
        actions: [
          assign({ target: ({ context, event }) => ({ url: toUrl(context, event.to), mode: event.replace ? ('replace' as const) : ('push' as const) }) }),
          {
            type: 'notify',
            params: ({ context, event }) => ({ to: 'buildCheck' as const, event: { type: 'NAVIGATE', to: toUrl(context, event.to) } }),
          },
        ],
      },
    ],
    POPSTATE: {
      target: '.loading',
      reenter: true,
      actions: assign({ target: ({ event }) => ({ url: event.to, mode: 'pop' as const }) }),
    },
  },
  states: {
    idle: {},
    loading: {
      entry: { type: 'notify', params: { to: 'loadingBar', event: { type: 'START' } } },
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ url: context.target!.url }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'commitHistory', params: ({ context }) => context.target! },
            enqueueActions(({ enqueue, check }) => {
              if (check('isNewRoute')) enqueue({ type: 'notify', params: { to: 'ui', event: { type: 'ROUTE_CHANGED' } } });
            }),
            assign({ page: ({ event }) => event.output, target: null }),
            { type: 'applyHead', params: ({ event }) => ({ page: event.output }) },
            { type: 'notify', params: { to: 'loadingBar', event: { type: 'FINISH' } } },
            { type: 'notify', params: ({ event }) => ({ to: 'storeInit' as const, event: { type: 'ROUTE_CHANGED', path: splitQuery(event.output.path).pathname } }) },
            // Those that follow every page shown.
            { type: 'notify', params: ({ event }) => ({ to: 'catalog', event: { type: 'PAGE_SHOWN', page: event.output } }) },
            { type: 'notify', params: ({ event }) => ({ to: 'wishlist', event: { type: 'PAGE_SHOWN', page: event.output } }) },
            { type: 'notify', params: ({ event }) => ({ to: 'screen', event: { type: 'PAGE_SHOWN', page: event.output } }) },
          ],
        },
        // The server renders every page, so a failed payload falls back to a full page load.
        onError: {
          target: 'idle',
          actions: [
            { type: 'notify', params: { to: 'loadingBar', event: { type: 'FAIL' } } },
            { type: 'hardNavigate', params: ({ context }) => ({ url: context.target!.url }) },
          ],
        },
      },
    },
  },
});

/** Locale-free targets are shown in the current page's locale. */
function toUrl(context: NavigationContext, to: string): string {
  return localizePath(to.startsWith('/') ? to : `/${to}`, context.page.locale);
}

/** Where a page is, for telling route changes apart: a listing is one place whatever its page or query. */
export function placeOf(page: PagePayload): string {
  return page.view === 'productList' ? `listing:${page.data.category?.slug ?? ''}` : splitQuery(page.path).pathname;
}
