// What a page loads before it hydrates, from the client build's manifest: the client entry and its
// static imports, the storefront's start (src/client-start.tsx,
// which the entry imports once the page has painted) with its imports, the page's view chunk with
// its imports, and what the page waits for besides (a list page: the catalog machine; the checkout
// and an order: the country names of the page's language, src/i18n/countryNames.ts). The server
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

/** The views that load their language's country names before they render (their `prepare`). */
export const countryNameViews = ['src/views/checkout/CheckoutPage.tsx', 'src/views/order/OrderPage.tsx'];

const countryNames = (locale: string) => `src/i18n/countries/${locale}.json`;

function closure(manifest: Manifest, roots: string[]): string[] {
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  roots.forEach(collect);
  return [...keys].map((key) => manifest[key]!.file);
}

/** The files a page of the view in a language (en_US, de_DE, …) loads first, in the order they are imported. */
export function firstLoadFiles(manifest: Manifest, viewSource: string, locale: string): string[] {
  const languageData = countryNameViews.includes(viewSource) ? [countryNames(locale)] : [];
  return closure(manifest, [entryKey, clientStartKey, viewSource, ...(neededBeforeHydration[viewSource] ?? []), ...languageData]);
}
