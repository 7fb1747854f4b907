// Server entry, and the one door the server's rendering host (server/http/) has into the
// storefront: it loads a page's payload, renders it to a whole HTML document with the same actor
// system the browser will hydrate, and gives the host the few other things it needs of the
// storefront (the GraphQL client for a real WooCommerce site, the locale cookie's redirect).
import { renderToString } from 'react-dom/server';
import { createActor } from 'xstate';
import { App } from './App';
import { bootElementId, type Boot } from './boot';
import { jsonForScript, renderHead } from './head/renderHead';
import { addMessages, setLocale, type Messages } from './i18n';
import { defaultLocale, isLocale, localeCookie, localeTags, localizePath, locales, type Locale } from './i18n/locales';
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
// What a page's boot data carries of its locale: every message but the mail's, which only the server writes.
const pageMessages = Object.fromEntries(
  locales.map((locale) => {
    const { mail: _mail, ...page } = messages[locale] ?? {};
    return [locale, page];
  }),
) as Record<Locale, Messages>;

export { createClient } from './graphql/client';
export type { Executor } from './graphql/executor';
export type { PagePayload } from './loaders/types';
export { loadPage };

/**
 * The whole HTML document of a page: the template (index.html, with its placeholders) filled with
 * the page's language, head, markup, and the boot data the browser hydrates from. `preloads`: the
 * code (`assets/…js`) the page's view needs before it hydrates, linked for preloading.
 */
export async function renderDocument(template: string, input: StorefrontInput, preloads: readonly string[] = []): Promise<string> {
  const { page } = input;
  const rendered = await renderApp(input);
  const boot: Boot = { ...input, messages: pageMessages[page.locale] };
  return template
    .replace('<!--lang-->', localeTags[page.locale])
    .replace('<!--head-->', renderHead(page.head))
    // After the entry's own, and like them at low priority (scripts/page-template.ts).
    .replace('</head>', `${preloads.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">\n`).join('')}</head>`)
    .replace('<!--app-->', rendered)
    .replace('<!--boot-->', `<script id="${bootElementId}" type="application/json">${jsonForScript(boot)}</script>`);
}

/**
 * A page's head as its server rendering has it, for the store backend's `fullYoastHead` (a product's
 * SEO head); null when the page is not there.
 */
export async function pageHead(options: Parameters<typeof loadPage>[0]): Promise<string | null> {
  const page = await loadPage(options);
  return page.status === 200 ? renderHead(page.head) : null;
}

/** SPEC §9: the home page follows the locale cookie; where it names another locale, its home. */
export function localeHome(cookieHeader: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${localeCookie.name}=([^;]+)`).exec(cookieHeader ?? '');
  const locale = match?.[1];
  if (!isLocale(locale) || locale === defaultLocale) return null;
  return localizePath('/', locale);
}

/** Markup of the application root. */
async function renderApp(input: StorefrontInput): Promise<string> {
  const { page } = input;
  await preloadView(page.view);
  const actor = createActor(storefrontMachine, { input }).start();
  // As the browser hydrates it: a list page with the catalog, which it renders from; any other
  // page without, since the browser starts the catalog only once such a page has hydrated.
  if (page.view === 'productList') actor.send({ type: 'CATALOG_READY', logic: catalogMachine });
  try {
    // renderToString does not yield, so the active locale cannot change while it runs.
    setLocale(page.locale);
    return renderToString(
      <StorefrontProvider actor={actor}>
        <App />
      </StorefrontProvider>,
    );
  } finally {
    actor.stop();
  }
}
