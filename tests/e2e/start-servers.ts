// Playwright's global setup: starts the browser tests' servers (servers.ts) all at once, waits
// until each answers, and stops them after the run. Playwright's webServer option starts them one
// after another; eight of them, two seeding a data directory first, kept the first test waiting
// for 111 s on a busy two-core machine, against 62 s side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { serverBundleEntry, serverBundleFresh } from '../../scripts/server-bundle';
import { browserTestServers, type ServerToStart } from './servers';

/** How long the slowest may take: a store seeding the dump first, when none is kept yet, takes a few minutes on a busy two-core machine. */
const readyWithinMs = 300_000;

/** The HTTP status `url` answers with, or undefined while nothing listens there. */
async function statusAt(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.status;
  } catch {
    return undefined;
  }
}

/** Its lines on stderr, each named by the command that wrote it. */
function relayErrors(child: ChildProcess, command: string): void {
  const name = command.split(' && ').at(-1)!;
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) process.stderr.write(`[${name}] ${line}\n`);
  });
}

/** Resolves once `server` answers `url` with a success; rejects when its process ends first or the deadline passes. */
function answering(server: ServerToStart, child: ChildProcess, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let waiting = true;
    child.once('exit', (code) => {
      if (waiting) reject(new Error(`${server.command} ended (${code}) before ${server.url} answered`));
      waiting = false;
    });
    const poll = async () => {
      if (!waiting) return;
      const status = await statusAt(server.url);
      if (status !== undefined && status >= 200 && status < 300) {
        waiting = false;
        resolve();
      } else if (Date.now() > deadline) {
        waiting = false;
        reject(new Error(`${server.url} did not answer within ${readyWithinMs / 1000} s`));
      } else {
        setTimeout(poll, 100);
      }
    };
    void poll();
  });
}

/** Ends a started command with everything it started (its process group), as Playwright's webServer did. */
function kill(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  kill(child);
  await exited;
}

export default async function startServers(): Promise<() => Promise<void>> {
  // The shops run the server's bundle: one older than the sources would test yesterday's server.
  if (!serverBundleFresh()) throw new Error(`The server's bundle (${serverBundleEntry}) is missing or older than its sources: run \`npm run build\` first.`);
  const servers = browserTestServers();
  // A server left running by an earlier run would answer in place of this run's.
  const taken = (await Promise.all(servers.map(async (server) => ((await statusAt(server.url)) === undefined ? [] : [server.url])))).flat();
  if (taken.length) throw new Error(`already in use, by something other than this run: ${taken.join(', ')}`);

  const deadline = Date.now() + readyWithinMs;
  const children = servers.map((server) => {
    const child = spawn(server.command, { shell: true, detached: true, env: { ...process.env, ...server.env }, stdio: ['ignore', 'ignore', 'pipe'] });
    relayErrors(child, server.command);
    return child;
  });
  // Should the run end without its teardown, the servers end with it.
  process.once('exit', () => children.forEach(kill));
  const stopAll = () => Promise.all(children.map(stop)).then(() => {});
  try {
    await Promise.all(servers.map((server, index) => answering(server, children[index]!, deadline)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
