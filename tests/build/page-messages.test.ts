// A page's messages come as a chunk of its language (src/i18n/pageMessages.ts), listed among its
// first files, instead of inline in every page's boot data: the locale file's sections but those only
// the server writes (the mails, the store's refusals).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locales } from '../../common/locales';
import { pageMessagesKey, type Manifest } from '../../server/http/first-load-files';
import { clientDir, productionRenderer } from '../../server/http/renderer';
import { serverOnlySections } from '../../scripts/page-messages-plugin';
import { screens } from '../../src/screens';

const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const renderer = await productionRenderer();
const chunkOf = (locale: string) => manifest[pageMessagesKey(locale)]!.file;

describe("a page's messages", () => {
  it.each(locales)('%s: the locale file without the sections only the server writes', async (locale) => {
    const source = JSON.parse(readFileSync(path.resolve(`src/i18n/locales/${locale}.json`), 'utf8')) as Record<string, unknown>;
    const { default: messages } = (await import(pathToFileURL(path.join(clientDir, chunkOf(locale))).href)) as { default: Record<string, unknown> };
    for (const section of serverOnlySections) expect(source).toHaveProperty(section);
    const { mail: _mail, storeMessages: _storeMessages, ...page } = source;
    expect(serverOnlySections).toEqual(['mail', 'storeMessages']);
    expect(messages).toEqual(page);
  });

  it.each(screens.map((screen) => screen.view))('%s: listed among the first files in its language only', (view) => {
    for (const locale of locales) {
      const listed = renderer.preloads(view, locale).filter((file) => locales.some((other) => chunkOf(other) === file));
      expect(listed, locale).toEqual([chunkOf(locale)]);
    }
  });
});
