// What a page loads before it hydrates, from the client build's manifest: the client entry and its
// static imports, the page's view chunk and its static imports, and what the page waits for besides
// (a list page: the catalog machine; see src/entry-client.tsx). The server preloads these files
// (renderer.ts), the budget test weighs them (tests/build/first-load-budget.test.ts).

export interface ManifestChunk {
  file: string;
  imports?: string[];
  src?: string;
}

export type Manifest = Record<string, ManifestChunk>;

/** The client entry's key in the manifest. */
export const entryKey = 'index.html';

/** Code a view's page loads before hydrating, besides the view. */
const neededBeforeHydration: Record<string, string[]> = {
  'src/views/catalog/ProductListPage.tsx': ['src/machines/catalog.ts'],
};

/** The files (`assets/…js`) a page loads first; the entry's own first, in the order they are imported. */
export function firstLoadFiles(manifest: Manifest, viewSource: string | null): string[] {
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(entryKey);
  if (viewSource) {
    collect(viewSource);
    for (const source of neededBeforeHydration[viewSource] ?? []) collect(source);
  }
  return [...keys].map((key) => manifest[key]!.file);
}
