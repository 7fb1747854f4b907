// Prints server-rendered product page throughput with autocannon (20 connections), from the page
// cache and uncached (PAGE_CACHE_MS=0), each against its own production server on a fresh demo
// database. Run after `npm run build`:  node --import tsx bench/ssr-throughput.ts [seconds]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = 20;

async function startServer(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-ssr-'));
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready at') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, dataDir };
}

async function firstProductSlug(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 1, where: { orderby: [{ field: DATE, order: DESC }] }) { nodes { slug } } }' }),
  });
  const body = (await response.json()) as { data: { products: { nodes: { slug: string }[] } } };
  return body.data.products.nodes[0]!.slug;
}

async function measure(label: string, port: number, env: Record<string, string>): Promise<number> {
  const { child, dataDir } = await startServer(port, env);
  try {
    const slug = await firstProductSlug(port);
    const url = `http://127.0.0.1:${port}/product/${slug}`;
    // Warm up: JIT, the view chunk, the image of the page.
    await autocannon({ url, connections, duration: 2, headers: { 'accept-encoding': 'br, gzip' } });
    const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
    const rps = result.requests.average;
    console.log(`${label.padEnd(10)} ${rps.toFixed(0).padStart(6)} req/s  (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors})`);
    return rps;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

console.log(`SSR product page, autocannon ${connections} connections, ${seconds} s, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`);
const cached = await measure('cached', 3301, {});
const uncached = await measure('uncached', 3302, { PAGE_CACHE_MS: '0', CATALOG_CACHE_MS: '0' });
console.log(`targets: cached ≥ 1000 req/s (${cached >= 1000 ? 'met' : 'NOT met'}), uncached ≥ 200 req/s (${uncached >= 200 ? 'met' : 'NOT met'})`);
