// A Vite plugin: `src/i18n/locales/<locale>.json?page` is that language's messages as a shopper's
// page needs them, without the mail's and the store's refusals (`mail`, `storeMessages`), which only
// the server writes. The browser loads them as a chunk of their own (src/i18n/pageMessages.ts).
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/** The sections of a locale file that never reach a browser. */
export const serverOnlySections = ['mail', 'storeMessages'];

const pageQuery = /\/src\/i18n\/locales\/\w+\.json\?page$/;

/** Whether a module is a language's page messages (the client build names their chunks after it). */
export function isPageMessages(id: string): boolean {
  return pageQuery.test(id);
}

export function pageMessages(): Plugin {
  return {
    name: 'storefront:page-messages',
    enforce: 'pre',
    async load(id) {
      if (!isPageMessages(id)) return null;
      const file = id.slice(0, -'?page'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      for (const section of serverOnlySections) delete messages[section];
      // A string the browser parses as JSON, which is faster than evaluating an object literal this large.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
