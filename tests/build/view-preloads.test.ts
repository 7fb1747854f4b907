// The production renderer's preload list (server/http/renderer.ts): a page links all the code it
// needs before hydrating, so the browser fetches it with the entry instead of after it; what the
// template names already (the entry script) is not linked twice.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewSourcesFile } from '../../server/http/build-files';
import { locales } from '../../common/locales';
import { firstLoadFiles, type Manifest } from '../../server/http/first-load-files';
import { clientDir, productionRenderer } from '../../server/http/renderer';
import { screens } from '../../src/screens';

const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const viewSources = JSON.parse(readFileSync(path.join(clientDir, viewSourcesFile), 'utf8')) as Record<string, string>;
const renderer = await productionRenderer();
const template = await renderer.template('/');
const countryTables = new Set(locales.map((locale) => manifest[`src/i18n/countries/${locale}.json`]!.file));

describe("a page's preloaded code", () => {
  it('knows the source of every screen’s view', () => {
    expect(Object.keys(viewSources).sort()).toEqual(screens.map((screen) => screen.view).sort());
  });

  it.each(screens.map((screen) => screen.view))('%s: every file of the first load, linked once', (view) => {
    const preloads = renderer.preloads(view, 'en_US');
    const named = (file: string) => template.includes(`/${file}"`);
    expect(preloads).toContain(manifest[viewSources[view]!]!.file);
    expect(preloads).toContain(manifest['src/client-start.tsx']!.file);
    for (const file of firstLoadFiles(manifest, viewSources[view]!, 'en_US')) expect(named(file) !== preloads.includes(file), file).toBe(true);
    expect(new Set(preloads).size).toBe(preloads.length);
    for (const file of preloads) expect(existsSync(path.join(clientDir, file)), file).toBe(true);
  });

  it('brings the catalog’s code with a list page, which waits for it before hydrating', () => {
    expect(renderer.preloads('productList', 'en_US')).toContain(manifest['src/machines/catalog.ts']!.file);
    expect(renderer.preloads('product', 'en_US')).not.toContain(manifest['src/machines/catalog.ts']!.file);
  });

  // A view that loads country names before it renders (its `prepare`) gets its language's table with
  // the page, and no other language's; every other view gets none.
  it.each(screens.map((screen) => screen.view))('%s: the country names of its language, if it names countries', (view) => {
    const source = readFileSync(path.resolve(viewSources[view]!), 'utf8');
    const namesCountries = /export const prepare = \([^)]*\) => loadCountryNames\(/.test(source);
    for (const locale of locales) {
      const tables = renderer.preloads(view, locale).filter((file) => countryTables.has(file));
      expect(tables).toEqual(namesCountries ? [manifest[`src/i18n/countries/${locale}.json`]!.file] : []);
    }
  });
});
