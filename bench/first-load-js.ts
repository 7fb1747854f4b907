// Prints the first-load JavaScript of a page, gzip-compressed: the client entry, the chunks it
// imports statically, the page's view chunk with its static imports, and what the page waits for
// before it hydrates (a list page: the catalog). Run after `npm run build`.
//   node --import tsx bench/first-load-js.ts [view-source-path]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportFigure } from './report-figure';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  src?: string;
}

const clientDir = path.resolve('dist/client');
const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const viewSource = process.argv[2] ?? 'src/views/product/ProductPage.tsx';

function collect(key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

/** Code a view's page loads before hydrating, besides the view (see src/entry-client.tsx). */
const neededBeforeHydration: Record<string, string[]> = {
  'src/views/catalog/ProductListPage.tsx': ['src/machines/catalog.ts'],
};

const keys = new Set<string>();
collect('index.html', keys);
collect(viewSource, keys);
for (const source of neededBeforeHydration[viewSource] ?? []) collect(source, keys);

let raw = 0;
let gzip = 0;
const rows: string[] = [];
for (const key of keys) {
  const file = manifest[key]!.file;
  const content = await readFile(path.join(clientDir, file));
  const compressed = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += compressed;
  rows.push(`  ${(compressed / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
console.log(`First-load JS for ${viewSource}:`);
console.log(rows.join('\n'));
console.log(`total: ${(gzip / 1024).toFixed(2)} KB gzip (${(raw / 1024).toFixed(1)} KB raw)`);
reportFigure({ name: `first-load JS of ${path.basename(viewSource, path.extname(viewSource))}, gzip`, value: gzip / 1024, unit: 'KB', atMost: 100 });
