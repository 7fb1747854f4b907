// The weight of what a page loads before it hydrates (server/http/first-load-files.ts), gzip at
// level 9 as the server sends the precompressed files (scripts/finish-build.ts), and its budget.
// Used by the first-load budget test (tests/build/) and bench/first-load-js.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales } from '../common/locales';
import { firstLoadFiles, type Manifest } from '../server/http/first-load-files';

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

export interface FirstLoad {
  files: { file: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

/** A page's first load in the language that makes it heaviest (the views with country names differ by language). */
export function firstLoad(clientDir: string, manifest: Manifest, viewSource: string): FirstLoad {
  const inLanguage = locales.map((locale): FirstLoad => {
    const files = firstLoadFiles(manifest, viewSource, locale).map((file) => {
      const content = readFileSync(path.join(clientDir, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    });
    return { files, raw: files.reduce((sum, file) => sum + file.raw, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
  });
  return inLanguage.reduce((heaviest, load) => (load.gzip > heaviest.gzip ? load : heaviest));
}
