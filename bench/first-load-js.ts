// Prints the first-load JavaScript of every page, gzip as the server sends it (scripts/first-load.ts:
// the client entry and its static imports, the page's view chunk and its static imports, and what
// the page waits for before it hydrates), against its budget: 110 KB for the checkout (Stripe.js is
// not counted: it loads only once a card is chosen), 100 KB for every other page. The same budgets
// are a test in `npm test` (tests/build/first-load-budget.test.ts). The page's messages, a chunk of
// text it also loads first (src/i18n/pageMessages.ts), are printed beside the code, not counted in it.
// Run after `npm run build`:
//   node --import tsx bench/first-load-js.ts [view-source-path]   (with a path: that page's files)
import path from 'node:path';
import { budgetKb, firstLoad, pageViews, readManifest } from '../scripts/first-load';
import { reportFigure } from './report-figure';

const clientDir = path.resolve('dist/client');
const manifest = readManifest(clientDir);
const chosen = process.argv[2];

for (const view of chosen ? [chosen] : pageViews(manifest)) {
  const { files, raw, gzip, messages } = firstLoad(clientDir, manifest, view);
  if (chosen) {
    for (const file of files) console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.file}`);
    console.log(`total: ${(gzip / 1024).toFixed(2)} KB gzip (${(raw / 1024).toFixed(1)} KB raw) in ${files.length} files`);
    console.log(`and its messages: ${(messages.gzip / 1024).toFixed(2)} KB gzip (${(messages.raw / 1024).toFixed(1)} KB raw), ${messages.file}`);
  }
  reportFigure({ name: `first-load JS of ${path.basename(view, path.extname(view))}, gzip (${files.length} files)`, value: gzip / 1024, unit: 'KB', atMost: budgetKb(view) });
}
