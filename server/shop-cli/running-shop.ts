// The note a shop leaves in its data directory while it holds the embedded database: PGlite's files
// belong to one process, so the shop's CLI reads the note to send its command to that process
// instead of opening them (shop-channel.ts). The note names the process and where it answers on
// this machine; it is written as soon as the database is open (before the shop listens) and removed
// when it closes. A note whose process is gone (a crash) holds nothing.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface RunningShop {
  pid: number;
  /** The shop's origin on this machine's loopback interface (`http://127.0.0.1:3000`). */
  url: string;
}

const notePath = (dataDir: string) => path.join(dataDir, 'shop-running.json');

/** Writes the note; answers the function that removes it. */
export async function noteRunningShop(dataDir: string, url: string): Promise<() => Promise<void>> {
  const running: RunningShop = { pid: process.pid, url };
  await writeFile(notePath(dataDir), JSON.stringify(running), { mode: 0o600 });
  return () => rm(notePath(dataDir), { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The shop holding the database in the data directory, or null when none is (no note, or its process is gone). */
export async function findRunningShop(dataDir: string): Promise<RunningShop | null> {
  let text: string;
  try {
    text = await readFile(notePath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const running = JSON.parse(text) as RunningShop;
  return running.pid !== process.pid && isAlive(running.pid) ? running : null;
}

/** Where a shop listening on `host`:`port` answers from this machine: an address of every interface means loopback. */
export function loopbackUrl(host: string | undefined, port: number): string {
  const wildcard = !host || host === '0.0.0.0' || host === '::' || host === 'localhost';
  const address = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${address}:${port}`;
}
