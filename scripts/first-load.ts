// The weight of what a page loads before it hydrates (server/http/first-load-files.ts), gzip at
// level 9 as the server sends the precompressed files (scripts/finish-build.ts), and its budget.
// Used by the first-load budget test (tests/build/) and bench/first-load-js.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales } from '../common/locales';
import { firstLoadFiles, pageMessagesKey, type Manifest } from '../server/http/first-load-files';

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

interface Weighed {
  file: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  /** The code: what the budget weighs. */
  files: Weighed[];
  raw: number;
  gzip: number;
  /**
   * The page's messages in its language, a chunk of text beside the code (src/i18n/pageMessages.ts).
   * They were the boot data's, inline in every page, and are weighed apart: they are no code to run.
   */
  messages: Weighed;
}

/** A page's first load in the language that makes its code heaviest (the views with country names differ by language). */
export function firstLoad(clientDir: string, manifest: Manifest, viewSource: string): FirstLoad {
  const inLanguage = locales.map((locale): FirstLoad => {
    const messagesFile = manifest[pageMessagesKey(locale)]?.file;
    if (!messagesFile) throw new Error(`the build has no messages chunk for ${locale}`);
    const weighed = firstLoadFiles(manifest, viewSource, locale).map((file): Weighed => {
      const content = readFileSync(path.join(clientDir, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    });
    const files = weighed.filter(({ file }) => file !== messagesFile);
    const messages = weighed.find(({ file }) => file === messagesFile);
    if (!messages) throw new Error(`${viewSource} in ${locale} does not load its messages first`);
    return { files, raw: files.reduce((sum, file) => sum + file.raw, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0), messages };
  });
  return inLanguage.reduce((heaviest, load) => (load.gzip > heaviest.gzip ? load : heaviest));
}
