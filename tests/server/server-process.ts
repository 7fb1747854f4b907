// One storefront server as its own operating-system process, started as in production
// (`npm start`'s bundle of the server, on the built dist/), for tests that need several processes
// on one database, or one that dies.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverBundleEntry, serverBundleFresh } from '../../scripts/server-bundle';

const root = fileURLToPath(new URL('../../', import.meta.url));
const readyLine = 'Storefront ready at';
/** The last part of what a process printed, for the message when it fails to start. */
const keptOutputChars = 4_000;

export interface ServerProcess {
  /** Where it listens, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** Its process id (with WORKERS, the supervisor's). */
  pid: number;
  /** The last part of what it printed so far. */
  output(): string;
  /** Resolves with how it ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once it listens; fails (and ends it) when it exits or takes too long first. */
  ready: Promise<void>;
  /** Ends it at once with SIGKILL, as a crash would, and waits until it is gone. */
  kill(): Promise<void>;
  /** Ends it gracefully (SIGTERM; SIGKILL if it lingers), unless it has already ended. */
  stop(): Promise<void>;
}

/** Fails with what to do when the production build the server renders pages from is missing. */
export function assertProductionBuild(): void {
  for (const file of ['dist/client/index.html', 'dist/server/entry-server.js', serverBundleEntry]) {
    if (!existsSync(`${root}${file}`)) throw new Error(`No production build (${file} is missing): run \`npm run build\` first.`);
  }
  // The processes run the server's bundle: one older than the sources would test yesterday's server.
  if (!serverBundleFresh(root)) throw new Error(`The server's bundle (${serverBundleEntry}) is older than its sources: run \`npm run build\` first.`);
}

/** A port nothing listens on now; the server takes it a moment later. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a server with the given environment on top of this one's. It is handed back at once, so
 * that it can be stopped even while it starts; await `ready` before speaking to it.
 */
export async function startServerProcess(env: Record<string, string>, { readyWithinMs = 60_000 } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundleEntry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A process that could not be spawned emits 'error' and no 'exit'.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })).once('error', () => resolve({ code: null, signal: null })),
  );
  const running = () => child.exitCode === null && child.signalCode === null;

  let output = '';
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready within ${readyWithinMs} ms`)), readyWithinMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-keptOutputChars);
      if (output.includes(readyLine)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`server exited (${signal ?? `code ${code}`}) before it was ready`)));
  });

  const kill = async () => {
    if (running()) child.kill('SIGKILL');
    await exited;
  };
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    const lingering = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(lingering);
  };

  const ready = listening.catch(async (error: Error) => {
    await kill();
    throw new Error(`${error.message}; it printed:\n${output}`);
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, output: () => output, exited, ready, kill, stop };
}
