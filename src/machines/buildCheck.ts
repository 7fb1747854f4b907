// The build check of SPEC.md §4 and §9: about 1 second after load the app starts checking for a
// newer build; when found, the page reloads at the next navigation. A reload guard with a
// 10-second window prevents reload loops. The navigation machine sends every NAVIGATE here first:
// if the snapshot then matches 'reloading', a full page load of that URL is under way.
import { fromCallback, fromPromise, setup } from 'xstate';
import { storedItems } from '../browser/storedItems';

export interface LatestBuild {
  id: string;
  timestamp: number;
}

export type BuildCheckEvent =
  | { type: 'VISIBLE' }
  /** `to` is the full URL path: locale prefix, path and search. */
  | { type: 'NAVIGATE'; to: string };

export const RELOAD_GUARD_MS = 10_000;
const RELOAD_AT_KEY = storedItems.buildReload.name;

/** SPEC §9: a reload less than RELOAD_GUARD_MS after the last one would start a loop. */
export function reloadAllowedAt(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}

export const fetchLatestBuild = fromPromise<LatestBuild>(async () => {
  // The query string gets past any cache that ignores `no-store`.
  const response = await fetch(`/_build/latest.json?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Build check failed: HTTP ${response.status}`);
  const latest = (await response.json()) as Partial<LatestBuild> | null;
  if (typeof latest?.id !== 'string') throw new Error('Build check failed: no build id');
  return { id: latest.id, timestamp: Number(latest.timestamp) };
});

export const buildCheckMachine = setup({
  types: {} as {
    input: { buildId: string };
    context: { buildId: string };
    events: BuildCheckEvent;
  },
  actors: {
    fetchLatestBuild,
    // Coming back to a tab is a good moment to look again; there is no document on the server.
    tabVisibility: fromCallback(({ sendBack }) => {
      if (typeof document === 'undefined') return;
      const onChange = () => {
        if (document.visibilityState === 'visible') sendBack({ type: 'VISIBLE' });
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    }),
  },
  delays: { checkDelay: 1000, recheck: 5 * 60_000 },
  guards: {
    isNewBuild: ({ context }, latest: { id: string }) => latest.id !== context.buildId,
    // Without a readable sessionStorage the guard cannot see a loop coming, so it refuses.
    reloadAllowed: () => {
      if (typeof window === 'undefined') return false;
      try {
        const stored = window.sessionStorage.getItem(RELOAD_AT_KEY);
        return reloadAllowedAt(stored === null ? null : Number(stored), Date.now());
      } catch {
        return false;
      }
    },
  },
  actions: {
    reloadTo: (_, { to }: { to: string }) => {
      if (typeof window === 'undefined') return;
      try {
        window.sessionStorage.setItem(RELOAD_AT_KEY, String(Date.now()));
      } catch {
        // A full storage only weakens the guard; the navigation must still happen.
      }
      window.location.href = to;
    },
  },
}).createMachine({
  id: 'buildCheck',
  context: ({ input }) => ({ buildId: input.buildId }),
  initial: 'idle',
  states: {
    idle: { after: { checkDelay: 'checking' } },
    checking: {
      invoke: {
        id: 'fetchLatestBuild',
        src: 'fetchLatestBuild',
        onDone: [
          {
            guard: { type: 'isNewBuild', params: ({ event }) => ({ id: event.output.id }) },
            target: 'updateAvailable',
          },
          { target: 'upToDate' },
        ],
        // A failed check never bothers the shopper; the next one may succeed.
        onError: 'upToDate',
      },
    },
    upToDate: {
      invoke: { src: 'tabVisibility' },
      after: { recheck: 'checking' },
      on: { VISIBLE: 'checking' },
    },
    // A refused reload leaves the navigation to the client; a later one may reload.
    updateAvailable: {
      on: {
        NAVIGATE: {
          guard: 'reloadAllowed',
          target: 'reloading',
          actions: { type: 'reloadTo', params: ({ event }) => ({ to: event.to }) },
        },
      },
    },
    reloading: {},
  },
});
