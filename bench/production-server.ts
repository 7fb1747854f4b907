// The production server as `npm start` runs it (its bundle, on the build in dist/), in a child
// process so the bench's own work does not share its event loop. BENCH_SERVER_PROFILE=<folder> has
// it write a CPU profile there when it stops (node --cpu-prof). Given no data directory, it gets
// a fresh demo database, removed when it stops.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverBundleEntry } from '../scripts/server-bundle';

export interface ProductionServer {
  origin: string;
  /** The server process's id: a bench reads its CPU time (bench/process-cpu.ts). */
  pid: number;
  /** Why the server stopped, once it has (a crash under load shows here). */
  exit: () => string | undefined;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  /** More of node's options for the server and its workers (a TypeScript module to load first, say: tsx loads it). */
  nodeOptions?: string[];
  /** Another build of the shop to run instead of this checkout's (bench/baseline-build.ts): its folder, and how its server starts there. */
  checkout?: { dir: string; args: string[] };
}

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'bench-server-')));
  // A module of the bench's own to load first is TypeScript: tsx loads it.
  const loader = options.nodeOptions ? ['--import', 'tsx', ...options.nodeOptions] : [];
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...(process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : []), ...loader, ...(options.checkout?.args ?? [serverBundleEntry])], {
    cwd: options.checkout?.dir,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve();
    }),
  );
  const removeFreshDataDir = () => (options.dataDir ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));
  const ready = new Promise<void>((resolve) => child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready at') && resolve()));
  await Promise.race([ready, exited]);
  if (exit) {
    await removeFreshDataDir();
    throw new Error(`the server did not start (${exit})`);
  }
  return {
    origin: `http://127.0.0.1:${options.port}`,
    pid: child.pid!,
    exit: () => exit,
    stop: async () => {
      if (!exit) child.kill('SIGTERM');
      await exited;
      await removeFreshDataDir();
    },
  };
}

/** The slug of the newest product: the first one a shopper sees. */
export async function newestProductSlug(origin: string): Promise<string> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 1, where: { orderby: [{ field: DATE, order: DESC }] }) { nodes { slug } } }' }),
  });
  const body = (await response.json()) as { data: { products: { nodes: { slug: string }[] } } };
  return body.data.products.nodes[0]!.slug;
}
