// Fetches the payload of a page for a client-side navigation, together with its view's code and
// styles, unless the browser can compute the page itself.
import { fromPromise } from 'xstate';
import { splitLocale, type Locale } from '../../i18n/locales';
import type { PagePayload } from '../../screens/loaders/types';
import { matchRoute, viewOfRoute } from '../../routes';
import type { ViewName } from '../../screens';
import { preloadView } from '../../viewModules';

export const payloadPrefix = '/_payload';

/** A page the browser can compute itself (a list page from the catalog's list), or null. */
export type LocalPage = (url: string) => Promise<PagePayload | null>;

/**
 * `started`: what must run before any page is shown (the actors views read), or null before it is asked for;
 * `addStyles`: adds a view's CSS to the page (src/viewStyles.ts).
 */
export function fetchPage(locale: Locale, localPage: LocalPage, started: () => Promise<unknown> | null = () => null, addStyles: (view: ViewName) => Promise<void> = async () => {}) {
  const prepareView = (view: ViewName) => Promise.all([preloadView(view, locale), addStyles(view)]);
  return fromPromise<PagePayload, { url: string }>(async ({ input, signal }) => {
    await started();
    const { locale: targetLocale, path } = splitLocale(new URL(input.url, window.location.origin).pathname);
    // Only this locale's messages are loaded; another locale is a full page load.
    if (targetLocale !== locale) throw new Error('locale change');
    const local = await localPage(input.url);
    if (local) {
      await prepareView(local.view);
      return local;
    }
    const match = matchRoute(path);
    const viewCode = prepareView(match ? viewOfRoute(match.name) : 'error');
    const response = await fetch(payloadPrefix + input.url, { headers: { accept: 'application/json' }, signal });
    // A 404 page is still a page: its payload renders the error view.
    if (!response.ok && response.status !== 404) throw new Error(`Payload ${response.status}`);
    const page = (await response.json()) as PagePayload;
    await Promise.all([viewCode, prepareView(page.view)]);
    return page;
  });
}
