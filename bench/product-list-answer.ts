// Prints what the storefront's full product list (getProducts, first 9999) costs over HTTP at
// /graphql for a 10,000-product catalog: compressed size on the wire (br and gzip), the first
// answer of a fresh server, repeated answers, and the answer right after a catalog write (a
// response-cache miss in a warm server) with the longest the server's event loop was held while
// it was made (every other request waits that long). The server runs in a child process with the production
// server's settings, so the client's work does not share its event loop.
//   node --import tsx bench/product-list-answer.ts [--repeat 30] [--reseed]
// The catalog is seeded once into BENCH_DATA_DIR (default: <tmp>/storefront-bench-10k) and reused
// (bench/bench-catalog.ts).
// BENCH_DATABASE_URL measures a PostgreSQL database instead, which must already hold the catalog
// (DATABASE_URL=… npm run seed -- --products 10000); the bench leaves it as it found it.
import { fork } from 'node:child_process';
import { request } from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { benchCatalogLocation, benchProductCount as productCount, ensureCatalog } from './bench-catalog';
import { reportFigure } from './report-figure';

// While the list is made after a write, every other visitor waits for the event loop: a quarter
// of a second is about where a wait begins to show.
const targets = { compressedBytes: 600 * 1024, medianMs: 300, eventLoopHeldMs: 200 };

/**
 * Messages to the server process: rename the newest product (with a suffix, or back without one),
 * tell the longest the event loop was held since the last rename, stop.
 */
type ToServer = { type: 'rename'; suffix: string | null } | { type: 'stall' } | { type: 'stop' };
type FromServer = { type: 'ready'; port: number } | { type: 'renamed'; name: string } | { type: 'stall'; ms: number };

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await main();

/** Where the catalog lives: a PostgreSQL URL, or a PGlite data directory. */
function databaseOf(location: string): { url?: string; dataDir?: string } {
  return /^postgres(ql)?:/.test(location) ? { url: location } : { dataDir: location };
}

// ---- the server process -------------------------------------------------------------------

async function serve(location: string): Promise<void> {
  // As server/main.ts: graphql-js picks its production build from NODE_ENV when first loaded.
  process.env.NODE_ENV ??= 'production';
  const { sql } = await import('drizzle-orm');
  const { default: Fastify } = await import('fastify');
  const { openDatabase } = await import('../server/db/connection');
  const { prepareDatabase } = await import('../server/db/prepare');
  const { registerGraphQLRoute } = await import('../server/http/graphql-route');
  const { monitorEventLoopDelay } = await import('node:perf_hooks');

  const { db, close } = await openDatabase(databaseOf(location));
  await prepareDatabase(db);
  const app = Fastify({ trustProxy: true });
  registerGraphQLRoute(app, db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const send = (message: FromServer) => process.send!(message);
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });

  // While the server makes an answer, every other visitor's request waits for the event loop.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  process.on('message', async (message: ToServer) => {
    if (message.type === 'stall') {
      send({ type: 'stall', ms: loopDelay.max / 1e6 });
      return;
    }
    if (message.type === 'stop') {
      await app.close();
      await close();
      process.exit(0);
    }
    // A shop owner's edit: the newest product (first in the list) gets a new name.
    const suffix = message.suffix === null ? '' : ` [bench ${message.suffix}]`;
    const result = await db.execute(sql`update products set name = regexp_replace(name, ' \\[bench [^]]*\\]$', '') || ${suffix}
      where id = (select id from products order by created_at desc, id desc limit 1) returning name`);
    const [row] = (result as unknown as { rows: { name: string }[] }).rows;
    loopDelay.reset();
    send({ type: 'renamed', name: row!.name });
  });
}

// ---- the bench ----------------------------------------------------------------------------

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { repeat: { type: 'string', default: '30' }, reseed: { type: 'boolean', default: false } } });
  const repeat = Number(values.repeat);
  const location = benchCatalogLocation();
  if (databaseOf(location).dataDir) await ensureCatalog(location, values.reseed!);
  else await checkCatalog(location);

  const { GetProductsDocument } = await import('../src/graphql/generated/graphql');
  // Exactly what a browser sends (src/graphql/client.ts, src/graphql/catalogList.ts).
  const body = JSON.stringify({ query: String(GetProductsDocument), variables: { first: 9999 } });

  const child = fork(fileURLToPath(import.meta.url), ['--serve', location], {
    execArgv: ['--max-semi-space-size=32', '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}`))));
  exited.catch(() => {});
  const next = <T extends FromServer['type']>(type: T) =>
    Promise.race([
      exited,
      new Promise<Extract<FromServer, { type: T }>>((resolve) => {
        const onMessage = (message: FromServer) => {
          if (message.type !== type) return;
          child.off('message', onMessage);
          resolve(message as Extract<FromServer, { type: T }>);
        };
        child.on('message', onMessage);
      }),
    ]);
  const tell = (message: ToServer) => child.send(message);
  let renamed = false;

  try {
    const { port } = await next('ready');
    const post = (encoding: string) => answer(port, body, encoding);

    const cold = await post('br, gzip');
    const coldList = decode(cold);
    const gzip = await post('gzip');
    const identity = await post('identity');
    decode(gzip);

    const repeated: number[] = [];
    for (let i = 0; i < repeat; i++) repeated.push((await post('br, gzip')).ms);

    // After a write the next answer must show it (and cannot come from any cache of answers).
    const afterWrite: number[] = [];
    const stalls: number[] = [];
    for (let i = 0; i < 5; i++) {
      tell({ type: 'rename', suffix: String(i) });
      renamed = true;
      const { name } = await next('renamed');
      const fresh = await post('br, gzip');
      if (decode(fresh).nodes[0]?.name !== name) throw new Error(`the answer after a write does not show it (${name})`);
      afterWrite.push(fresh.ms);
      tell({ type: 'stall' });
      stalls.push((await next('stall')).ms);
    }

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const median = percentile(repeated, 0.5);
    const database = databaseOf(location).url ? 'PostgreSQL' : 'PGlite';
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`;
    console.log(`getProducts (first 9999) over HTTP, ${database}, ${coldList.nodes.length} of ${productCount} products listed; ${machine}`);
    console.log(
      `  size        br ${kb(cold.wireBytes)} (${cold.encoding}), gzip ${kb(gzip.wireBytes)} (${gzip.encoding}), ` +
        `uncompressed ${kb(identity.wireBytes)}`,
    );
    console.log(`  cold        first answer of a fresh server: ${ms(cold.ms)}`);
    console.log(
      `  repeated    ${repeat} answers: median ${ms(median)}, p95 ${ms(percentile(repeated, 0.95))}, min ${ms(Math.min(...repeated))}`,
    );
    console.log(
      `  after write 5 answers, each right after a catalog write: median ${ms(percentile(afterWrite, 0.5))}, ` +
        `max ${ms(Math.max(...afterWrite))}; the event loop held at most ${ms(Math.max(...stalls))} at a time ` +
        `(median of the 5: ${ms(percentile(stalls, 0.5))})`,
    );
    // The size target is for the answer browsers get, asking with `br, gzip`.
    reportFigure({ name: 'full product list, size asked with br, gzip', value: cold.wireBytes / 1024, unit: 'KB', atMost: targets.compressedBytes / 1024 });
    reportFigure({ name: 'full product list, median answer', value: median, unit: 'ms', atMost: targets.medianMs });
    reportFigure({
      name: 'full product list after a write, longest hold of the event loop (median of 5)',
      value: percentile(stalls, 0.5),
      unit: 'ms',
      atMost: targets.eventLoopHeldMs,
    });
  } finally {
    if (child.exitCode === null) {
      if (renamed) {
        tell({ type: 'rename', suffix: null });
        await next('renamed');
      }
      tell({ type: 'stop' });
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
}

/** A PostgreSQL database is never seeded by the bench: that would empty a shop's catalog. */
async function checkCatalog(url: string): Promise<void> {
  const { sql } = await import('drizzle-orm');
  const { openDatabase } = await import('../server/db/connection');
  const { db, close } = await openDatabase({ url });
  try {
    const { rows } = (await db.execute(sql`select count(*)::int as count from products`)) as unknown as { rows: { count: number }[] };
    const count = rows[0]!.count;
    if (count < productCount) throw new Error(`${url} holds ${count} products; seed it: DATABASE_URL=… npm run seed -- --products ${productCount}`);
  } finally {
    await close();
  }
}

interface Answer {
  status: number;
  encoding: string;
  /** Bytes on the wire (the body as sent, compressed or not). */
  wireBytes: number;
  body: Buffer;
  /** From sending the request to the answer's last byte. */
  ms: number;
}

function answer(port: number, body: string, acceptEncoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          'accept-encoding': acceptEncoding,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            wireBytes: buffer.length,
            body: buffer,
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer's product list; throws unless it is a complete, error-free answer. */
function decode(answer: Answer): { nodes: { name: string }[] } {
  const raw =
    answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  const result = JSON.parse(raw.toString('utf8')) as { data?: { products: { nodes: { name: string }[] } }; errors?: unknown[] };
  if (answer.status !== 200 || result.errors || !result.data) {
    throw new Error(`bad answer (${answer.status}): ${raw.toString('utf8').slice(0, 300)}`);
  }
  return result.data.products;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
