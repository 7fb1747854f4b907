// The storefront in the browser, started by the entry (entry-client.tsx) once the server's page has
// painted: hydrates it from its inlined payload and wires the navigation's browser side effects
// (history, head, page fetches); every store call is the machines' own (src/graphql/).
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { App } from './App';
import { bootElementId, type Boot } from './boot';
import { addMessages } from './i18n';
import { rememberLocaleChoice } from './i18n/localeChoice';
import { loadPageMessages } from './i18n/pageMessages';
import { localeTags, splitLocale } from './i18n/locales';
import { StorefrontProvider } from './machines/react';
import { localeMachine } from './machines/locale';
import { navigationMachine } from './machines/navigation';
import { storefrontMachine } from './machines/storefront';
import { systemActor, type ActorLookup } from './machines/system';
import { fetchPage, type LocalPage } from './browser/navigation/fetchPage';
import { afterNextPaint } from './afterNextPaint';
import { nextTask } from './nextTask';
import { commitHistory, currentUrl, restoreScroll } from './browser/navigation/history';
import type { ViewName } from './screens';
import { loadedPageActors, preloadView } from './viewModules';

async function start() {
  const boot = JSON.parse(document.getElementById(bootElementId)!.textContent!) as Boot;
  // A list page renders with the catalog, so its code loads with the view's; other pages get it
  // after they hydrate. The page's messages come as a chunk of their own, which the page lists
  // among its first files (i18n/pageMessages.ts).
  const onList = boot.page.view === 'productList';
  const [messages] = await Promise.all([loadPageMessages(boot.page.locale), preloadView(boot.page.view, boot.page.locale, { parts: false }), onList && import('./machines/catalog')]);
  addMessages(boot.page.locale, messages);
  // A page with forms or tabs of its own renders them from the screen's actors, whose code then
  // loads before it hydrates; other pages get it after.
  const withScreen = loadedPageActors(boot.page.view) !== undefined;
  const screenCode = withScreen ? await import('./machines/screen') : null;
  let catalogStarted: Promise<void> | null = null;

  // Set once the actor system runs: list pages are computed from the catalog's list when it has one.
  let system: ActorLookup | null = null;
  const localPage: LocalPage = async (url) => {
    const list = system && systemActor(system, 'catalog')?.getSnapshot().context.list;
    const current = system && systemActor(system, 'navigation')?.getSnapshot().context.page;
    if (!list || !current) return null;
    const { localListPage } = await import('./browser/navigation/localListPage');
    return localListPage(url, list, current, boot.settings, window.location.origin);
  };
  // The first navigation brings the code that adds a view's styles: the first load does without it.
  const addStyles = async (view: ViewName) => {
    const { addViewStyles, servedStyles } = await import('./viewStyles');
    servedStyles(boot.page.view);
    await addViewStyles(boot.buildId, view);
  };
  const navigation = navigationMachine.provide({
    // No page is shown before the catalog runs: a list page's view needs it.
    actors: { fetchPage: fetchPage(boot.page.locale, localPage, () => catalogStarted, addStyles) },
    actions: {
      commitHistory: (_, target) => commitHistory(target.url, target.mode),
      applyHead: (_, { page }) => {
        // Only navigations change the head, so its code comes with the first one. It is written
        // after the new page has painted: nothing the shopper sees waits on it (on the 10,000-product
        // list, a page change's head took 5–20 ms of the main thread).
        void afterNextPaint()
          .then(() => import('./screens/head/applyHead'))
          .then(({ applyHead }) => applyHead(page.head, localeTags[page.locale]));
        restoreScroll();
      },
      hardNavigate: (_, { url }) => window.location.assign(url),
    },
  });
  const startCatalog = async () => {
    const { catalogMachine } = await import('./machines/catalog');
    actor.send({ type: 'CATALOG_READY', logic: catalogMachine });
  };
  const locale = localeMachine.provide({ actions: { rememberChoice: (_, choice) => rememberLocaleChoice(choice.locale) } });
  const machine = storefrontMachine.provide({ actors: { navigation, locale } });
  const inspect = await devInspector();
  const actor = createActor(machine, {
    input: { page: boot.page, settings: boot.settings, buildId: boot.buildId, graphqlUrl: boot.graphqlUrl, stripe: boot.stripe, pageActorsOf: loadedPageActors },
    inspect,
  }).start();
  system = actor.system;
  const startScreen = async () => {
    const { screenMachine } = screenCode ?? (await import('./machines/screen'));
    actor.send({ type: 'SCREEN_READY', logic: screenMachine });
  };
  if (withScreen) await startScreen();
  // The cart's machine (with the session's), the build check and, off list pages, the catalog come
  // in their own chunks while the page hydrates, and start once it has, each in a task of its own:
  // what they learn re-renders parts of the page, which mid-hydration would hold the main thread.
  const cartCode = import('./machines/startCart');
  const buildCheckCode = import('./machines/buildCheck');
  const hydrated = new Promise<void>((resolve) => actor.on('hydrated', () => resolve()));
  catalogStarted = onList ? startCatalog() : hydrated.then(nextTask).then(startCatalog);
  if (onList) await catalogStarted;
  // After the task that ran the hydration's effects, and each in a task of its own: the cart
  // chunk's evaluation (it builds the machines), the read of the browser's storage, and the
  // machines' start with the re-render it brings.
  void hydrated.then(nextTask).then(async () => {
    const { readKeptSession, startCart } = await cartCode;
    await nextTask();
    const kept = readKeptSession();
    await nextTask();
    startCart(actor, kept);
    await nextTask();
    const { buildCheckMachine } = await buildCheckCode;
    actor.send({ type: 'BUILD_CHECK_READY', logic: buildCheckMachine });
    if (!withScreen) await startScreen();
  });

  // Scroll positions are restored by the navigation once the page they belong to is shown.
  window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    const target = currentUrl();
    // Another locale's messages are not loaded here: let the server render it.
    if (splitLocale(target).locale !== boot.page.locale) window.location.reload();
    else systemActor(actor.system, 'navigation')?.send({ type: 'POPSTATE', to: target });
  });

  // The actor system's start (its children, their first snapshots) and hydration's first slice are
  // separate tasks.
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a click meanwhile is replayed once its part has hydrated.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StorefrontProvider actor={actor}>
        <App />
      </StorefrontProvider>,
    );
  });
}

/**
 * In development, `?inspect` connects the actor system to the Stately inspector (on stately.ai), and
 * `?inspect=local` to a panel on the page that works offline (browser/devtools/inspectorPanel.ts). The
 * guard comes first so that production builds drop both imports.
 */
async function devInspector() {
  if (!import.meta.env.DEV) return undefined;
  const choice = new URLSearchParams(window.location.search).get('inspect');
  if (choice === null) return undefined;
  if (choice === 'local') {
    const { mountInspectorPanel } = await import('./browser/devtools/inspectorPanel');
    return mountInspectorPanel();
  }
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

void start();
