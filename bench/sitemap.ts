// Prints how fast the production server answers /sitemap.xml and a child sitemap on a
// 10,000-product catalog (60,000 URLs: one per locale of each page) when nothing is kept between
// requests (PAGE_CACHE_MS=0: every answer is rendered and compressed anew), asked as crawlers ask,
// with `br, gzip`. Target: each under 200 ms (median). Run after `npm run build`:
//   node --import tsx bench/sitemap.ts [--repeat 15]
// The catalog is the one bench/bench-catalog.ts seeds once and shares with product-list-answer.
import { request } from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { benchCatalogLocation, ensureCatalog } from './bench-catalog';
import { startProductionServer } from './production-server';
import { reportFigure } from './report-figure';

const port = 3262;
const targetMs = 200;

const { values } = parseArgs({ options: { repeat: { type: 'string', default: '15' } } });
const repeat = Number(values.repeat);
const location = benchCatalogLocation();
const postgres = /^postgres(ql)?:/.test(location);
if (!postgres) await ensureCatalog(location, false);

const server = await startProductionServer({
  port,
  ...(postgres ? { env: { DATABASE_URL: location, PAGE_CACHE_MS: '0' } } : { dataDir: location, env: { PAGE_CACHE_MS: '0' } }),
});
try {
  const index = await get(server.origin, '/sitemap.xml');
  const children = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  let urlCount = 0;
  let largest = { path: '', bytes: 0 };
  for (const child of children) {
    const answer = await get(server.origin, child);
    urlCount += answer.text.split('<url>').length - 1;
    if (answer.text.length > largest.bytes) largest = { path: child, bytes: answer.text.length };
  }
  const database = postgres ? 'PostgreSQL' : 'PGlite';
  console.log(`${urlCount} URLs in ${children.length} child sitemaps (largest ${largest.path}: ${(largest.bytes / 1024 / 1024).toFixed(1)} MB); ${database}`);
  console.log(`${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`);

  const median = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < repeat; i++) times.push((await get(server.origin, path)).ms);
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)]!;
  };
  reportFigure({ name: 'sitemap index, uncached, median', value: await median('/sitemap.xml'), unit: 'ms', atMost: targetMs });
  reportFigure({ name: `largest child sitemap, uncached, median`, value: await median(largest.path), unit: 'ms', atMost: targetMs });
} finally {
  await server.stop();
}

interface Answer {
  text: string;
  /** From sending the request to the answer's last byte. */
  ms: number;
}

function get(origin: string, path: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        if (res.statusCode !== 200) return reject(new Error(`${path} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const text = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
        resolve({ text, ms });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
