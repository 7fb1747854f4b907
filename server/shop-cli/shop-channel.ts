// How a command of the shop's CLI reaches the shop's data. With PostgreSQL (DATABASE_URL) it opens
// the database itself, as any number of processes may. The embedded PGlite belongs to one process:
// when no shop holds it the CLI opens it; when a running shop does (its note in the data directory,
// running-shop.ts), the command goes to that shop over this machine's loopback interface with the
// shop owner's key (owner-key.ts) and runs there, on the shop's own database, mailer and caches
// (http/shop-commands.ts). When the shop holds it but does not answer, the command is refused.
import { readDatabaseSettings, type DatabaseSettings } from '../config';
import { InputError } from '../domain/input-error';
import { readOwnerKey } from './owner-key';
import { findRunningShop, type RunningShop } from './running-shop';
import type { Terminal } from './terminal';

export type ShopChannel = { way: 'database' } | { way: 'shop'; shop: RunningShop; dataDir: string };

export async function shopChannel(settings: DatabaseSettings = readDatabaseSettings()): Promise<ShopChannel> {
  if (settings.databaseUrl) return { way: 'database' };
  const shop = await findRunningShop(settings.dataDir);
  return shop ? { way: 'shop', shop, dataDir: settings.dataDir } : { way: 'database' };
}

/** Refuses a command that can only open the database itself while a shop holds it. */
export function refuseWhileHeld(channel: ShopChannel, name: string): void {
  if (channel.way === 'shop') {
    throw new InputError(`The shop is running (process ${channel.shop.pid}) and holds the database in ${channel.dataDir}: stop it to run "${name}".`);
  }
}

interface CommandAnswer {
  exitCode: number;
  output: string[];
}

/** Runs the command in the running shop; prints what it printed there and answers its exit code. */
export async function sendToShop(channel: Extract<ShopChannel, { way: 'shop' }>, argv: string[], terminal: Terminal): Promise<number> {
  const { shop, dataDir } = channel;
  let key: string;
  try {
    key = await readOwnerKey(dataDir);
  } catch {
    throw new InputError(`The shop is running (process ${shop.pid}), but its owner's key in ${dataDir} cannot be read: run the command as the user the shop runs as.`);
  }
  let response: Response;
  try {
    response = await fetch(`${shop.url}/_shop/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-owner-key': key },
      body: JSON.stringify({ argv }),
    });
  } catch {
    throw new InputError(`The shop (process ${shop.pid}) holds the database in ${dataDir} but does not answer at ${shop.url}: wait until it has started, or stop it, and try again.`);
  }
  const answer = (await response.json().catch(() => null)) as (CommandAnswer & { error?: string }) | null;
  if (!response.ok || !answer || !Array.isArray(answer.output)) {
    throw new InputError(`The shop at ${shop.url} refused the command: ${answer?.error ?? `HTTP ${response.status}`}`);
  }
  for (const line of answer.output) terminal.print(line);
  return answer.exitCode;
}
