// What a page loads before it hydrates, read from the client build's manifest: the client entry and
// its static imports, the page's view chunk and its static imports, and what the page waits for
// besides (a list page: the catalog machine; see src/entry-client.tsx). Sizes are gzip at level 9,
// as the server sends the precompressed files (scripts/finish-build.ts). Used by the first-load
// budget test (tests/build/) and bench/first-load-js.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  src?: string;
}

export type Manifest = Record<string, ManifestChunk>;

/** Code a view's page loads before hydrating, besides the view. */
const neededBeforeHydration: Record<string, string[]> = {
  'src/views/catalog/ProductListPage.tsx': ['src/machines/catalog.ts'],
};

export const checkoutPage = 'src/views/checkout/CheckoutPage.tsx';

/** Issue 16: the checkout may load 110 KB first; every other page 100 KB. */
export function budgetKb(viewSource: string): number {
  return viewSource === checkoutPage ? 110 : 100;
}

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every page's view in the build (src/views/…/…Page.tsx). */
export function pageViews(manifest: Manifest): string[] {
  return Object.keys(manifest).filter((key) => /^src\/views\/.+Page\.tsx$/.test(key)).sort();
}

/** The files a page loads first. */
export function firstLoadFiles(manifest: Manifest, viewSource: string): string[] {
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect('index.html');
  collect(viewSource);
  for (const source of neededBeforeHydration[viewSource] ?? []) collect(source);
  return [...keys].map((key) => manifest[key]!.file);
}

export interface FirstLoad {
  files: { file: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

export function firstLoad(clientDir: string, manifest: Manifest, viewSource: string): FirstLoad {
  const files = firstLoadFiles(manifest, viewSource).map((file) => {
    const content = readFileSync(path.join(clientDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  return { files, raw: files.reduce((sum, file) => sum + file.raw, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}
