// After `vite build`: writes the build manifest the build-check machine polls and the views' sources
// (scripts/view-sources.ts), finishes the page template (scripts/page-template.ts: a placeholder
// for the page's styles, scripts at low priority), writes each view's styles (scripts/view-styles.ts),
// precompresses the client assets
// so the server sends them without compressing per request, and stamps the build with its sources'
// fingerprint (scripts/build-stamp.ts).
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildFingerprint, stampFile, type BuildStamp } from './build-stamp';
import { buildIdOf } from './build-id';
import { finishPageTemplate } from './page-template';
import type { Manifest } from '../server/http/first-load-files';
import { styleOrderFile, type StyleOrder } from './style-order-plugin';
import { readViewSources } from './view-sources';
import { viewSourcesFile } from '../server/http/build-files';
import { viewStylesPath } from '../src/viewStyles';
import { joinedPieces, viewStyles } from './view-styles';

const clientDir = path.resolve('dist/client');
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}

const viteManifest = await readFile(path.join(clientDir, '.vite/manifest.json'));
await mkdir(path.join(clientDir, '_build/meta'), { recursive: true });
const viewSources = readViewSources();
const builtChunks = JSON.parse(viteManifest.toString()) as Record<string, unknown>;
for (const [view, source] of Object.entries(viewSources)) if (!builtChunks[source]) throw new Error(`the ${view} view's source ${source} is not in the build manifest`);
await writeFile(path.join(clientDir, viewSourcesFile), JSON.stringify(viewSources));
const wholeStylesheet = await finishPageTemplate(clientDir);
const styleOrder = JSON.parse(await readFile(path.join(clientDir, styleOrderFile), 'utf8')) as StyleOrder;
// The pieces cut the very stylesheet Vite made: joined in order, they minify to it byte for byte.
if (joinedPieces(process.cwd(), styleOrder) !== wholeStylesheet.replace(/\n\/\*\$vite\$:\d+\*\/\n?$/, '')) {
  throw new Error('the stylesheet pieces, joined in their order, are not the stylesheet Vite made: scripts/style-order-plugin.ts no longer follows its order');
}
const styles = viewStyles(process.cwd(), builtChunks as Manifest, styleOrder, viewSources);
const id = buildIdOf(viteManifest, styles);
const timestamp = Date.now();
await writeFile(path.join(clientDir, '_build/latest.json'), JSON.stringify({ id, timestamp }));
await writeFile(path.join(clientDir, `_build/meta/${id}.json`), JSON.stringify({ id, timestamp }));
await mkdir(path.join(clientDir, 'assets/styles'), { recursive: true });
for (const [view, pieces] of Object.entries(styles)) {
  // A stylesheet could only end its element early with "</style"; the shop's own CSS has none.
  if (pieces.some(([, css]) => /<\/style/i.test(css))) throw new Error(`the ${view} view's CSS contains "</style" and cannot be inlined`);
  await writeFile(path.join(clientDir, viewStylesPath(id, view)), JSON.stringify(pieces));
}

let count = 0;
for (const file of await files(clientDir)) {
  if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`) || file.endsWith('index.html') || file.includes(`${path.sep}_build${path.sep}`)) continue;
  const content = await readFile(file);
  if (content.length < 512) continue;
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
// Last, so that only a build that finished every step vouches for its sources.
const stamp: BuildStamp = { fingerprint: buildFingerprint(), build: id };
await writeFile(path.resolve(stampFile), JSON.stringify(stamp));
console.log(`build ${id}: manifest written, ${count} assets precompressed, stamped`);
