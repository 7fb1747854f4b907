// Server entry: loads a page's payload and renders it to HTML with the same actor system the
// browser will hydrate.
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { App } from './App';
import { renderHead } from './head/renderHead';
import { addMessages, setLocale, type Messages } from './i18n';
import { localeTags, locales, type Locale } from './i18n/locales';
import { loadPage } from './loaders';
import { catalogMachine } from './machines/catalog';
import { StorefrontProvider } from './machines/react';
import { storefrontMachine, type StorefrontInput } from './machines/storefront';
import { preloadView } from './viewModules';

const localeFiles = import.meta.glob<Messages>('./i18n/locales/*.json', { eager: true, import: 'default' });
const messages = Object.fromEntries(
  Object.entries(localeFiles).map(([file, content]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), content]),
) as Record<Locale, Messages>;
for (const locale of locales) addMessages(locale, messages[locale] ?? {});

export { loadPage };

export interface RenderedPage {
  /** Markup of the application root. */
  html: string;
  head: string;
  lang: string;
  /** The locale's messages, for the client to hydrate with. */
  messages: Messages;
}

export async function renderPage(input: StorefrontInput): Promise<RenderedPage> {
  const { page } = input;
  await preloadView(page.view);
  const actor = createActor(storefrontMachine, { input }).start();
  // The browser starts the catalog after loading its code; here it is at hand for every page.
  actor.send({ type: 'CATALOG_READY', logic: catalogMachine });
  try {
    // renderToString does not yield, so the active locale cannot change while it runs.
    setLocale(page.locale);
    const html = renderToString(
      <StorefrontProvider actor={actor}>
        <App />
      </StorefrontProvider>,
    );
    return { html, head: renderHead(page.head), lang: localeTags[page.locale], messages: messages[page.locale] ?? {} };
  } finally {
    actor.stop();
  }
}
