// Model-based test of the navigation machine: shortest paths through every state and event,
// replayed against a real actor whose page fetches the test resolves or fails.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { navigationMachine } from '../../src/machines/navigation';
import type { PagePayload } from '../../src/screens/loaders/types';
import { describePath, expectFullCoverage, transitionPaths } from './coverage';
import { afterPromises } from './afterPromises';

function page(path: string, locale: PagePayload['locale'] = 'de_DE'): PagePayload {
  return {
    view: 'contact',
    route: 'contact',
    params: {},
    path,
    locale,
    status: 200,
    data: null,
    head: { title: path, description: '', canonical: '', alternates: [], jsonLd: [], image: null, robots: null },
  };
}

const start = page('/');
const next = page('/products');
type Event = Parameters<ReturnType<typeof createActor<typeof navigationMachine>>['send']>[0];
const doneEvent = { type: 'xstate.done.actor.fetchPage', output: next } as unknown as Event;
const errorEvent = { type: 'xstate.error.actor.fetchPage', error: new Error('offline') } as unknown as Event;
const modelEvents: Event[] = [
  { type: 'NAVIGATE', to: '/products' },
  { type: 'NAVIGATE', to: '/' },
  { type: 'POPSTATE', to: '/de/contact' },
  doneEvent,
  errorEvent,
];

function harness() {
  const fetches: { resolve: (page: PagePayload) => void; reject: (error: Error) => void; url: string }[] = [];
  const notify = vi.fn();
  const commitHistory = vi.fn();
  const applyHead = vi.fn();
  const hardNavigate = vi.fn();
  const machine = navigationMachine.provide({
    actors: {
      fetchPage: fromPromise<PagePayload, { url: string }>(
        ({ input }) => new Promise((resolve, reject) => fetches.push({ resolve, reject, url: input.url })),
      ),
    },
    actions: {
      notify: (_, params) => notify(params),
      commitHistory: (_, params) => commitHistory(params),
      applyHead: (_, params) => applyHead(params),
      hardNavigate: (_, params) => hardNavigate(params),
    },
  });
  const actor = createActor(machine, { input: { page: start } }).start();
  return { actor, fetches, notify, commitHistory, applyHead, hardNavigate };
}

describe('navigation machine (model)', () => {
  const input = { page: start };
  const paths = transitionPaths(navigationMachine, { input, events: modelEvents, stateKey: (snapshot) => snapshot.context.target });

  it('covers every state, transition and event', () => {
    expectFullCoverage(navigationMachine, [{ input, paths }], { NAVIGATE: true, POPSTATE: true });
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const h = harness();
      for (const step of path.steps.slice(1)) {
        const type: string = step.event.type;
        if (type === 'xstate.done.actor.fetchPage') h.fetches.at(-1)!.resolve(next);
        else if (type === 'xstate.error.actor.fetchPage') h.fetches.at(-1)!.reject(new Error('offline'));
        else h.actor.send(step.event as Event);
        await afterPromises();
        expect(h.actor.getSnapshot().value).toEqual(step.state.value);
      }
      h.actor.stop();
    });
  }
});

describe('navigation machine (rules)', () => {
  it('fetches in the page locale, then commits history, head, and tells its siblings', async () => {
    const h = harness();
    h.actor.send({ type: 'NAVIGATE', to: '/products?search=cap' });
    expect(h.fetches[0]!.url).toBe('/de/products?search=cap');
    expect(h.notify).toHaveBeenCalledWith({ to: 'buildCheck', event: { type: 'NAVIGATE', to: '/de/products?search=cap' } });
    expect(h.notify).toHaveBeenCalledWith({ to: 'loadingBar', event: { type: 'START' } });
    h.fetches[0]!.resolve(page('/products?search=cap'));
    await afterPromises();
    expect(h.actor.getSnapshot().context.page.path).toBe('/products?search=cap');
    expect(h.commitHistory).toHaveBeenCalledWith({ url: '/de/products?search=cap', mode: 'push' });
    expect(h.applyHead).toHaveBeenCalledTimes(1);
    expect(h.notify).toHaveBeenCalledWith({ to: 'loadingBar', event: { type: 'FINISH' } });
    expect(h.notify).toHaveBeenCalledWith({ to: 'ui', event: { type: 'ROUTE_CHANGED' } });
    expect(h.notify).toHaveBeenCalledWith({ to: 'storeInit', event: { type: 'ROUTE_CHANGED', path: '/products' } });
  });

  it('replaces the history entry when asked, and keeps panels open for a new query of the same page', async () => {
    const h = harness();
    h.actor.send({ type: 'NAVIGATE', to: '/?search=mug', replace: true });
    h.fetches[0]!.resolve(page('/?search=mug'));
    await afterPromises();
    expect(h.commitHistory).toHaveBeenCalledWith({ url: '/de?search=mug', mode: 'replace' });
    expect(h.notify).not.toHaveBeenCalledWith({ to: 'ui', event: { type: 'ROUTE_CHANGED' } });
    expect(h.notify).toHaveBeenCalledWith({ to: 'catalog', event: { type: 'PAGE_SHOWN', page: page('/?search=mug') } });
  });

  it('ignores a link to the page already shown', () => {
    const h = harness();
    h.actor.send({ type: 'NAVIGATE', to: '/' });
    expect(h.fetches).toHaveLength(0);
    expect(h.actor.getSnapshot().value).toBe('idle');
  });

  it('lets the latest navigation win', async () => {
    const h = harness();
    h.actor.send({ type: 'NAVIGATE', to: '/products' });
    h.actor.send({ type: 'NAVIGATE', to: '/contact' });
    h.fetches[0]!.resolve(page('/products'));
    h.fetches[1]!.resolve(page('/contact'));
    await afterPromises();
    expect(h.actor.getSnapshot().context.page.path).toBe('/contact');
    expect(h.commitHistory).toHaveBeenCalledTimes(1);
  });

  it('does not push history when going back, and falls back to a full load on failure', async () => {
    const h = harness();
    h.actor.send({ type: 'POPSTATE', to: '/de/contact' });
    h.fetches[0]!.resolve(page('/contact'));
    await afterPromises();
    expect(h.commitHistory).toHaveBeenCalledWith({ url: '/de/contact', mode: 'pop' });
    h.actor.send({ type: 'NAVIGATE', to: '/products' });
    h.fetches[1]!.reject(new Error('offline'));
    await afterPromises();
    expect(h.hardNavigate).toHaveBeenCalledWith({ url: '/de/products' });
    expect(h.notify).toHaveBeenCalledWith({ to: 'loadingBar', event: { type: 'FAIL' } });
  });
});
