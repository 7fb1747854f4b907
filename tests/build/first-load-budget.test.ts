// Issue 16: every page's first-load JavaScript stays within its budget (gzip, as the server sends
// it): 110 KB for the checkout, 100 KB for every other page. Bytes of a build are deterministic, so
// this is a test and not a timing. It reads the build `npm test` makes first (`npm run build`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetKb, checkoutPage, firstLoad, pageViews, readManifest } from '../../scripts/first-load';
import { firstLoadFiles } from '../../server/http/first-load-files';

const clientDir = path.resolve('dist/client');
if (!existsSync(path.join(clientDir, '.vite/manifest.json'))) throw new Error('no build in dist/: run `npm run build` first');
const manifest = readManifest(clientDir);
const views = pageViews(manifest);

describe('first-load JavaScript', () => {
  it('finds every page of the shop in the build', () => {
    expect(views.length).toBeGreaterThanOrEqual(13);
    expect(views).toContain(checkoutPage);
    expect(views).toContain('src/views/catalog/ProductListPage.tsx');
  });

  it.each(views)('%s loads no more than its budget first', (view) => {
    const { gzip, files } = firstLoad(clientDir, manifest, view);
    const listing = files.map((file) => `${(file.gzip / 1024).toFixed(1)} KB ${file.file}`).join('\n');
    expect(gzip / 1024, `first load of ${view}:\n${listing}`).toBeLessThanOrEqual(budgetKb(view));
  });

  // Names only checkout's code holds (its machine's actions, its form's sections, the card payment),
  // which minifying keeps: found in another page's first load, checkout's code leaked into it.
  const checkoutMarkers = ['loadMissingStates', 'checkout-billing', 'openPaymentElement'];

  it("keeps checkout's code out of every other page's first load", () => {
    const checkoutFiles = firstLoadFiles(manifest, checkoutPage, 'en_US').map((file) => readFileSync(path.join(clientDir, file), 'utf8'));
    for (const marker of checkoutMarkers) expect(checkoutFiles.some((content) => content.includes(marker)), marker).toBe(true);
    for (const view of views.filter((candidate) => candidate !== checkoutPage)) {
      const contents = firstLoadFiles(manifest, view, 'en_US').map((file) => readFileSync(path.join(clientDir, file), 'utf8'));
      expect(checkoutMarkers.filter((marker) => contents.some((content) => content.includes(marker))), view).toEqual([]);
    }
  });
});
