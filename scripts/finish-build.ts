// After `vite build`: writes the build manifest the build-check machine polls and the views' sources
// (scripts/view-sources.ts), finishes the page template
// (scripts/page-template.ts: stylesheet inlined, scripts at low priority), precompresses the client assets
// so the server sends them without compressing per request, and stamps the build with its sources'
// fingerprint (scripts/build-stamp.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildFingerprint, stampFile, type BuildStamp } from './build-stamp';
import { finishPageTemplate } from './page-template';
import { readViewSources, viewSourcesFile } from './view-sources';

const clientDir = path.resolve('dist/client');
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}

const viteManifest = await readFile(path.join(clientDir, '.vite/manifest.json'));
const id = createHash('sha256').update(viteManifest).digest('hex').slice(0, 12);
const timestamp = Date.now();
await mkdir(path.join(clientDir, '_build/meta'), { recursive: true });
await writeFile(path.join(clientDir, '_build/latest.json'), JSON.stringify({ id, timestamp }));
await writeFile(path.join(clientDir, `_build/meta/${id}.json`), JSON.stringify({ id, timestamp }));
const viewSources = readViewSources();
const builtChunks = JSON.parse(viteManifest.toString()) as Record<string, unknown>;
for (const [view, source] of Object.entries(viewSources)) if (!builtChunks[source]) throw new Error(`the ${view} view's source ${source} is not in the build manifest`);
await writeFile(path.join(clientDir, viewSourcesFile), JSON.stringify(viewSources));
await finishPageTemplate(clientDir);

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
