// How a command of the shop's CLI reaches the shop's data. With PostgreSQL (DATABASE_URL) it opens
// the database itself, as any number of processes may. The embedded PGlite belongs to one process:
// when no shop holds it the CLI opens it; when a running shop does (its note in the data directory,
// running-shop.ts), the command goes to that shop over this machine's loopback interface with the
// shop owner's key (owner-key.ts) and runs there, on the shop's own database, mailer and caches
// (http/shop-commands.ts), with the owner's files it reads; what it prints comes back as it runs.
// When the shop holds it but does not answer, the command is refused.
import { readDatabaseSettings, type DatabaseSettings } from '../config';
import { InputError } from '../domain/input-error';
import { readOwnerKey } from './owner-key';
import { findRunningShop, runningShopNote, type RunningShop } from './running-shop';
import type { CommandMessage, CommandRequest } from './channel-messages';
import type { Terminal } from './terminal';

export type ShopChannel = { way: 'database' } | { way: 'shop'; shop: RunningShop; dataDir: string };

export async function shopChannel(settings: DatabaseSettings = readDatabaseSettings()): Promise<ShopChannel> {
  if (settings.databaseUrl) return { way: 'database' };
  const shop = await findRunningShop(settings.dataDir);
  return shop ? { way: 'shop', shop, dataDir: settings.dataDir } : { way: 'database' };
}

/** Runs the command in the running shop; shows what it prints there as it comes, and answers its exit code. */
export async function sendToShop(channel: Extract<ShopChannel, { way: 'shop' }>, command: CommandRequest, terminal: Terminal): Promise<number> {
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
      body: JSON.stringify(command),
    });
  } catch {
    throw new InputError(
      `The shop (process ${shop.pid}) holds the database in ${dataDir} but does not answer at ${shop.url}: wait until it has started, or stop it, and try again. ` +
        `(If no shop runs there, process ${shop.pid} is another program: delete ${runningShopNote(dataDir)}.)`,
    );
  }
  if (!response.ok || !response.body) {
    const refusal = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new InputError(`The shop at ${shop.url} refused the command: ${refusal?.error ?? refusal?.message ?? `HTTP ${response.status}`}`);
  }
  for await (const message of messagesOf(response.body)) {
    if ('print' in message) terminal.print(message.print);
    else if ('aside' in message) terminal.printAside(message.aside);
    else if ('progress' in message) terminal.progress(...message.progress);
    else if ('output' in message) {
      // Only a file the owner named on the command line is written.
      if (message.file !== undefined && !command.argv.includes(message.file)) throw new Error(`The shop asked to write ${message.file}, which the command does not name.`);
      await terminal.writeOutput(message.output, message.file);
    }
    else if ('exitCode' in message) return message.exitCode;
    else throw new Error(`The shop failed while running the command: ${message.failure}`);
  }
  throw new InputError(`The shop at ${shop.url} stopped answering before the command ended (was it stopped?): see what the command did before running it again.`);
}

/** The answer's messages, one a line, as they arrive; they end early when the connection breaks. */
async function* messagesOf(body: ReadableStream<Uint8Array>): AsyncGenerator<CommandMessage> {
  const decoder = new TextDecoder();
  let pending = '';
  const reader = body.getReader();
  for (;;) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      return;
    }
    if (next.done) return;
    pending += decoder.decode(next.value, { stream: true });
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line) yield JSON.parse(line) as CommandMessage;
    }
  }
}
