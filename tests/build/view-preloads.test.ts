// The production renderer's preload list (server/http/renderer.ts): a page links the code its view
// needs before hydrating, so the browser fetches it with the entry's instead of after it; the
// entry's own files are in the template already and are not linked twice.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viewSourcesFile } from '../../scripts/view-sources';
import { firstLoadFiles, type Manifest } from '../../server/http/first-load-files';
import { clientDir, productionRenderer } from '../../server/http/renderer';
import { screens } from '../../src/screens';

const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const viewSources = JSON.parse(readFileSync(path.join(clientDir, viewSourcesFile), 'utf8')) as Record<string, string>;
const renderer = await productionRenderer();
const template = await renderer.template('/');

describe("a page's preloaded code", () => {
  it('knows the source of every screen’s view', () => {
    expect(Object.keys(viewSources).sort()).toEqual(screens.map((screen) => screen.view).sort());
  });

  it.each(screens.map((screen) => screen.view))('%s: the view’s first load, less what the template names', (view) => {
    const preloads = renderer.preloads(view);
    const entry = firstLoadFiles(manifest, null);
    expect(preloads).toContain(manifest[viewSources[view]!]!.file);
    for (const file of entry) {
      expect(preloads).not.toContain(file);
      expect(template).toContain(`/${file}`);
    }
    expect(new Set([...entry, ...preloads])).toEqual(new Set(firstLoadFiles(manifest, viewSources[view]!)));
    for (const file of preloads) expect(existsSync(path.join(clientDir, file)), file).toBe(true);
  });

  it('brings the catalog’s code with a list page, which waits for it before hydrating', () => {
    expect(renderer.preloads('productList')).toContain(manifest['src/machines/catalog.ts']!.file);
    expect(renderer.preloads('product')).not.toContain(manifest['src/machines/catalog.ts']!.file);
  });
});
