import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, toPromise } from 'xstate';
import {
  buildCheckMachine,
  fetchLatestBuild,
  RELOAD_GUARD_MS,
  reloadAllowedAt,
  type BuildCheckEvent,
  type LatestBuild,
} from '../../src/machines/buildCheck';
import { delayOf, describePath, expectFullCoverage, transitionPaths } from './coverage';

const THIS_BUILD = 'build-1';
const input = { buildId: THIS_BUILD };
const TARGET = '/de/product/linen-shirt?size=m';

// The replay stands in for the server and the browser: it settles each build request and reports
// the tab becoming visible through the invoked listener.
let request: { resolve: (latest: LatestBuild) => void; reject: (error: Error) => void } | undefined;
let reportVisible: ((event: BuildCheckEvent) => void) | undefined;
const reloadTo = vi.fn();
const testMachine = buildCheckMachine.provide({
  actors: {
    fetchLatestBuild: fromPromise(() => new Promise<LatestBuild>((resolve, reject) => (request = { resolve, reject }))),
    tabVisibility: fromCallback(({ sendBack }) => {
      reportVisible = sendBack;
      return () => {
        reportVisible = undefined;
      };
    }),
  },
  actions: { reloadTo },
  guards: { reloadAllowed: () => true },
});

const paths = transitionPaths(testMachine, {
  input,
  events: [
    { type: 'xstate.done.actor.fetchLatestBuild', output: { id: THIS_BUILD, timestamp: 1 } },
    { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-2', timestamp: 2 } },
    { type: 'NAVIGATE', to: TARGET },
  ],
});

beforeEach(() => {
  vi.useFakeTimers();
  reloadTo.mockClear();
  request = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('buildCheck model', () => {
  it('covers every state, transition and event', () => {
    expectFullCoverage(testMachine, [{ input, paths }], { VISIBLE: true, NAVIGATE: true });
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const actor = createActor(testMachine, { input }).start();
    for (const { event, state } of path.steps) {
      if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(delayOf(testMachine, event));
      else if (event.type.startsWith('xstate.done.')) await settle(() => request!.resolve(event.output));
      else if (event.type.startsWith('xstate.error.')) await settle(() => request!.reject(new Error('offline')));
      else if (event.type === 'VISIBLE') reportVisible!(event as BuildCheckEvent);
      else if (event.type !== 'xstate.init') actor.send(event as BuildCheckEvent);
      expect(actor.getSnapshot().value).toEqual(state.value);
      // Each check asks the server once; a reload goes to where the shopper was going, once.
      if (state.matches('checking')) expect(request).toBeDefined();
      expect(reloadTo.mock.calls.map(([, params]) => params)).toEqual(state.matches('reloading') ? [{ to: TARGET }] : []);
      expect(reportVisible !== undefined).toBe(state.matches('upToDate'));
    }
    actor.stop();
  });
});

/** Settles the pending build request and lets the machine take its outcome. */
async function settle(outcome: () => void) {
  outcome();
  request = undefined;
  await vi.advanceTimersByTimeAsync(0);
}

/** A machine whose build requests answer at once with `latest` (or fail). */
function withServer(latest: LatestBuild | Error, reloadAllowed = true) {
  return buildCheckMachine.provide({
    actors: {
      fetchLatestBuild: fromPromise(async () => {
        if (latest instanceof Error) throw latest;
        return latest;
      }),
    },
    actions: { reloadTo },
    guards: { reloadAllowed: () => reloadAllowed },
  });
}

async function afterFirstCheck(machine: typeof buildCheckMachine) {
  const actor = createActor(machine, { input }).start();
  await vi.advanceTimersByTimeAsync(999);
  expect(actor.getSnapshot().value).toBe('idle');
  await vi.advanceTimersByTimeAsync(1);
  return actor;
}

describe('buildCheck rules', () => {
  it('finds the page up to date when the latest build is this one', async () => {
    const actor = await afterFirstCheck(withServer({ id: THIS_BUILD, timestamp: 1 }));
    expect(actor.getSnapshot().value).toBe('upToDate');
  });

  it('finds an update when the latest build is another one', async () => {
    const actor = await afterFirstCheck(withServer({ id: 'build-2', timestamp: 2 }));
    expect(actor.getSnapshot().value).toBe('updateAvailable');
  });

  it('keeps quiet when the check fails', async () => {
    const actor = await afterFirstCheck(withServer(new Error('HTTP 503')));
    expect(actor.getSnapshot().value).toBe('upToDate');
  });

  it('checks again after five minutes', async () => {
    const latestBuild = vi.fn(async () => ({ id: THIS_BUILD, timestamp: 1 }));
    await afterFirstCheck(buildCheckMachine.provide({ actors: { fetchLatestBuild: fromPromise(latestBuild) } }));
    expect(latestBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(latestBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(latestBuild).toHaveBeenCalledTimes(2);
  });

  it('ignores navigations while no update is known', async () => {
    const actor = await afterFirstCheck(withServer({ id: THIS_BUILD, timestamp: 1 }));
    actor.send({ type: 'NAVIGATE', to: TARGET });
    expect(actor.getSnapshot().value).toBe('upToDate');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('reloads at the next navigation, synchronously', async () => {
    const actor = await afterFirstCheck(withServer({ id: 'build-2', timestamp: 2 }));
    actor.send({ type: 'NAVIGATE', to: TARGET });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloadTo).toHaveBeenCalledExactlyOnceWith(expect.anything(), { to: TARGET });
  });

  it('leaves the navigation to the client when the guard refuses', async () => {
    const actor = await afterFirstCheck(withServer({ id: 'build-2', timestamp: 2 }, false));
    actor.send({ type: 'NAVIGATE', to: TARGET });
    expect(actor.getSnapshot().value).toBe('updateAvailable');
    expect(reloadTo).not.toHaveBeenCalled();
  });

  it('guards against reloading again within 10 seconds', () => {
    const now = 1_700_000_000_000;
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAllowedAt(null, now)).toBe(true);
    expect(reloadAllowedAt(now - 1, now)).toBe(false);
    expect(reloadAllowedAt(now - 9_999, now)).toBe(false);
    expect(reloadAllowedAt(now - 10_000, now)).toBe(true);
  });
});

describe('buildCheck in the browser', () => {
  /** A page of a stale build: window with its own sessionStorage and location. */
  function stubBrowser(storage: Map<string, string>) {
    const location = { href: 'http://shop.test/' };
    vi.stubGlobal('window', {
      location,
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
    });
    return location;
  }

  const staleBuild = buildCheckMachine.provide({
    actors: { fetchLatestBuild: fromPromise(async () => ({ id: 'build-2', timestamp: 2 })) },
  });

  it('reloads once, then refuses a second reload within 10 seconds and allows it after', async () => {
    const storage = new Map<string, string>();
    vi.setSystemTime(1_700_000_000_000);

    const firstPage = stubBrowser(storage);
    const first = await afterFirstCheck(staleBuild);
    first.send({ type: 'NAVIGATE', to: TARGET });
    expect(first.getSnapshot().value).toBe('reloading');
    expect(firstPage.href).toBe(TARGET);

    // The reloaded page still runs the old build: reloading again would loop.
    const secondPage = stubBrowser(storage);
    const second = await afterFirstCheck(staleBuild);
    second.send({ type: 'NAVIGATE', to: '/products' });
    expect(second.getSnapshot().value).toBe('updateAvailable');
    expect(secondPage.href).toBe('http://shop.test/');

    await vi.advanceTimersByTimeAsync(RELOAD_GUARD_MS);
    second.send({ type: 'NAVIGATE', to: '/products' });
    expect(second.getSnapshot().value).toBe('reloading');
    expect(secondPage.href).toBe('/products');
  });

  it('checks again when the tab becomes visible', async () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('document', page);
    const latestBuild = vi.fn(async () => ({ id: THIS_BUILD, timestamp: 1 }));
    await afterFirstCheck(buildCheckMachine.provide({ actors: { fetchLatestBuild: fromPromise(latestBuild) } }));
    page.dispatchEvent(new Event('visibilitychange'));
    expect(latestBuild).toHaveBeenCalledTimes(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(latestBuild).toHaveBeenCalledTimes(2);
  });

  it('never reloads without a readable sessionStorage', async () => {
    vi.stubGlobal('window', {
      location: { href: 'http://shop.test/' },
      get sessionStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const actor = await afterFirstCheck(staleBuild);
    actor.send({ type: 'NAVIGATE', to: TARGET });
    expect(actor.getSnapshot().value).toBe('updateAvailable');
  });

  it('never reloads on the server', async () => {
    const actor = await afterFirstCheck(staleBuild);
    actor.send({ type: 'NAVIGATE', to: TARGET });
    expect(actor.getSnapshot().value).toBe('updateAvailable');
  });
});

describe('fetchLatestBuild', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('asks for the latest build past every cache', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 'build-2', timestamp: 2 }));
    vi.stubGlobal('fetch', fetch);
    await expect(toPromise(createActor(fetchLatestBuild).start())).resolves.toEqual({ id: 'build-2', timestamp: 2 });
    expect(fetch).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\/_build\/latest\.json\?t=\d+$/), {
      cache: 'no-store',
    });
  });

  it('fails on an error status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    await expect(toPromise(createActor(fetchLatestBuild).start())).rejects.toThrow('HTTP 404');
  });

  it('fails on an answer without a build id', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ version: 3 })));
    await expect(toPromise(createActor(fetchLatestBuild).start())).rejects.toThrow('no build id');
  });
});
