// Each view is its own chunk (split by screen, screens/). A view's code, and what it prepares (its
// language's country names), is loaded before its page is shown — before hydration and before a
// client-side navigation commits — so rendering never suspends. Parts below the fold may be split further (views/deferredPart.tsx).
import type { ComponentType } from 'react';
import type { Locale } from './i18n/locales';
import type { PageActors } from './machines/screen';
import { screenOf, type ViewName } from './screens';
import { preloadDeferredParts } from './views/deferredPart';

/** Each loaded view: its component, and the actors its page runs. */
const loaded = new Map<ViewName, { component: ComponentType<{ data: unknown }>; pageActors: PageActors | undefined }>();

/**
 * Loads a view's code and, unless `parts` is false, the code of the parts it defers. The first page
 * load skips them: they hydrate when their code arrives, after the page is interactive.
 */
export async function preloadView(view: ViewName, locale: Locale, { parts = true }: { parts?: boolean } = {}): Promise<void> {
  if (!loaded.has(view)) {
    const module = await screenOf(view).component();
    await module.prepare?.(locale);
    loaded.set(view, { component: module.default as ComponentType<{ data: unknown }>, pageActors: module.pageActors });
  }
  if (parts) await preloadDeferredParts();
}

export function loadedView(view: ViewName): ComponentType<{ data: unknown }> {
  const component = loaded.get(view)?.component;
  if (!component) throw new Error(`View ${view} was rendered before it was loaded`);
  return component;
}

/** The actors a loaded view's page runs (machines/screen.ts); undefined when it has none. */
export function loadedPageActors(view: ViewName): PageActors | undefined {
  return loaded.get(view)?.pageActors;
}
