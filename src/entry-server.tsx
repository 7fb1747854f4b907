// Server entry, and the one door the server's rendering host (server/http/) has into the
// storefront: it loads a page's payload, renders it to a whole HTML document with the same actor
// system the browser will hydrate, and gives the host the few other things it needs of the
// storefront (the GraphQL client for a real WooCommerce site, the locale cookie's redirect).
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { bootElementId } from './boot';
import { jsonForScript, renderHead } from './screens/head/renderHead';
import { addMessages, setLocale, type Messages } from './i18n';
import { loadCountryNames } from './i18n/countryNames';
import { defaultLocale, isLocale, localeCookie, localeTags, localizePath, locales, type Locale } from './i18n/locales';
import { loadPage } from './screens/loaders';
import { modulePreloadsElement } from './modulePreloads';
import { StorefrontProvider } from './machines/react';
import { serverSystem } from './machines/serverSystem';
import type { StorefrontInput } from './machines/storefront';
import { joinUtf8 } from './utf8Bytes';
import { loadedPageActors, preloadView } from './viewModules';

const localeFiles = import.meta.glob<Messages>('./i18n/locales/*.json', { eager: true, import: 'default' });
const messages = Object.fromEntries(
  Object.entries(localeFiles).map(([file, content]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), content]),
) as Record<Locale, Messages>;
for (const locale of locales) addMessages(locale, messages[locale] ?? {});
// The server renders every language, so it holds every language's country names.
await Promise.all(locales.map(loadCountryNames));

export { createClient } from './graphql/client';
export type { Executor } from './graphql/executor';
export type { PagePayload } from './screens/loaders/types';
export { loadPage };
export { storeSitemapEntries } from './screens/loaders/sitemapEntries';

const utf8 = new TextEncoder();

/** The template's text around its placeholders, as UTF-8, split once per template. */
interface TemplateParts {
  beforeLang: Uint8Array;
  beforeHead: Uint8Array;
  beforeStyles: Uint8Array;
  beforeHeadEnd: Uint8Array;
  beforeApp: Uint8Array;
  beforeBoot: Uint8Array;
  end: Uint8Array;
}

let lastTemplate: { text: string; parts: TemplateParts } | null = null;

function templateParts(template: string): TemplateParts {
  if (lastTemplate?.text !== template) {
    const [beforeLang = '', afterLang = ''] = template.split('<!--lang-->');
    const [beforeHead = '', afterHead = ''] = afterLang.split('<!--head-->');
    const headEnd = afterHead.indexOf('</head>');
    // The development template has no styles placeholder: Vite adds each module's CSS itself.
    const [beforeStyles = '', afterStyles = ''] = afterHead.slice(0, headEnd).includes('<!--styles-->') ? afterHead.slice(0, headEnd).split('<!--styles-->') : [afterHead.slice(0, headEnd)];
    const [beforeApp = '', afterApp = ''] = afterHead.slice(headEnd).split('<!--app-->');
    const [beforeBoot = '', end = ''] = afterApp.split('<!--boot-->');
    const encoded = [beforeLang, beforeHead, beforeStyles, afterStyles, beforeApp, beforeBoot, end].map((text) => utf8.encode(text));
    lastTemplate = {
      text: template,
      parts: { beforeLang: encoded[0]!, beforeHead: encoded[1]!, beforeStyles: encoded[2]!, beforeHeadEnd: encoded[3]!, beforeApp: encoded[4]!, beforeBoot: encoded[5]!, end: encoded[6]! },
    };
  }
  return lastTemplate.parts;
}

/**
 * The whole HTML document of a page, as UTF-8: the template (index.html, with its placeholders)
 * filled with the page's language, head, markup, and the boot data the browser hydrates from.
 * `preloads`: the code (`assets/…js`) the page needs before it hydrates, listed for the browser entry;
 * `styles`: the page's CSS as style elements, in UTF-8 (src/viewStyles.ts).
 * Its parts are written one by one as bytes (src/utf8Bytes.ts): joined as one string first, a page
 * (two bytes a character, for its '€' and '…') is a string so large that building and encoding it
 * took a millisecond, more than all the rest of the document.
 */
export async function renderDocument(template: string, input: StorefrontInput, { preloads = [], styles = new Uint8Array() }: { preloads?: readonly string[]; styles?: Uint8Array } = {}): Promise<Buffer> {
  const { page } = input;
  const rendered = await renderApp(input);
  const parts = templateParts(template);
  // The boot data (Boot). The locale's messages are not in it: the page lists their chunk among its first files.
  const boot = `<script id="${bootElementId}" type="application/json">${jsonForScript(input)}</script>`;
  // Listed, not linked: the browser entry fetches them once the page has painted (entry-client.tsx).
  const preloadList = `${modulePreloadsElement(preloads)}\n`;
  return joinUtf8([
    parts.beforeLang,
    localeTags[page.locale],
    parts.beforeHead,
    renderHead(page.head),
    parts.beforeStyles,
    styles,
    parts.beforeHeadEnd,
    preloadList,
    parts.beforeApp,
    rendered,
    parts.beforeBoot,
    boot,
    parts.end,
  ]);
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
  await preloadView(page.view, page.locale);
  // The system is never started (machines/serverSystem.ts), so its locale actor does not make the
  // page's language the one t() translates into: the render does. Nothing from here to the
  // markup's end yields (renderToString does not), so no other page's render can change it.
  setLocale(page.locale);
  return renderToString(
    <StorefrontProvider actor={serverSystem({ ...input, pageActorsOf: loadedPageActors })}>
      <App />
    </StorefrontProvider>,
  );
}
