// What a page loads before it hydrates, from the client build's manifest: the client entry and its
// static imports, the storefront's start (src/client-start.tsx,
// which the entry imports once the page has painted) with its imports, the page's view chunk with
// its imports, and what the page waits for besides (every page: its language's messages; a list page: the catalog machine; the checkout
// and an order: the country names of the page's language, src/i18n/countryNames.ts; the manager area:
// its messages, src/i18n/shopMessages.ts). The server
// lists these files in each page (renderer.ts, src/modulePreloads.ts), the budget test weighs them (tests/build/first-load-budget.test.ts).

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

export type Manifest = Record<string, ManifestChunk>;

export const entryKey = 'index.html';
export const clientStartKey = 'src/client-start.tsx';

/** Code a view's page loads before hydrating, besides the view. */
export const neededBeforeHydration: Record<string, string[]> = {
  'src/views/catalog/ProductListPage.tsx': ['src/machines/catalog.ts'],
};

/** A language's messages as every page loads them before it hydrates (src/i18n/pageMessages.ts). */
export const pageMessagesKey = (locale: string) => `src/i18n/locales/${locale}.json?page`;

/** A language's tables a page may load before it renders: its messages, the country names, the manager area's messages. */
const languageTables = (locale: string) => [pageMessagesKey(locale), `src/i18n/countries/${locale}.json`, `src/i18n/shop/${locale}.json`];

/** The manifest keys of the roots and everything they import at once. */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  roots.forEach(collect);
  return keys;
}

/** The files a page of the view in a language (en_US, de_DE, …) loads first, in the order they are imported. */
export function firstLoadFiles(manifest: Manifest, viewSource: string, locale: string): string[] {
  const code = closure(manifest, [entryKey, clientStartKey, viewSource, ...(neededBeforeHydration[viewSource] ?? [])]);
  // A view that imports the country names' loader (or the manager area's messages') at once loads
  // its language's table before it renders (its `prepare`); the parts that name countries later
  // (the cart panel, the account's tabs) bring the loader with their own lazy code.
  const tables = languageTables(locale).filter((table) => [...code].some((key) => manifest[key]!.dynamicImports?.includes(table)));
  return [...new Set([...code, ...tables])].map((key) => manifest[key]!.file);
}
