// `npm run shop -- <command> [options]`: the shop owner's commands, each a module of commands/,
// loaded only when it runs; the table below lists them with how to call them. A command answers its
// exit code: 0 done, 1 refused (an InputError's reason is printed), 2 called wrongly (with its usage).
// Whether or not the shop is running, a command reaches its data (shop-channel.ts); the owner's files
// it reads (the import's CSV and pictures) are sent along when it runs inside a running shop.
import { pathToFileURL } from 'node:url';
import { InputError } from '../domain/input-error';
import { readSentFiles } from './sent-files';
import { sendToShop, shopChannel } from './shop-channel';
import { UsageError, type CommandRun, type FilesToSend } from './shop-command';
import { openShopDatabase, type ShopDatabase } from './shop-database';
import { processTerminal, type Terminal } from './terminal';

interface ShopCommand {
  usage: string;
  summary: string;
  load(): Promise<CommandRun>;
  /** The owner's files it reads, when there are any. */
  filesToSend?(): Promise<FilesToSend>;
}

const commands: Record<string, ShopCommand> = {
  'user:create': {
    usage: 'user:create --email <email> [--role shop_manager|administrator|customer] [--username <name>] [--first-name <name>] [--last-name <name>] [--password <password> | --generate-password]',
    summary: 'Makes an account in a role; without --role a customer. The password is asked for, or made and shown once.',
    load: () => import('./commands/user-create').then((module) => module.run),
  },
  'user:role': {
    usage: 'user:role <email or username> <shop_manager|administrator|customer>',
    summary: 'Gives an account another role.',
    load: () => import('./commands/user-role').then((module) => module.run),
  },
  orders: {
    usage: 'orders [--status <status>] [--search <text>] [--first <count>]',
    summary: "Lists every customer's orders, newest first: by status (on-hold, processing, …) or a search.",
    load: () => import('./commands/orders').then((module) => module.run),
  },
  'order:status': {
    usage: 'order:status <order number> <status>',
    summary: 'Moves an order to another status (on-hold, processing, completed, cancelled, refunded, …), as a manager does.',
    load: () => import('./commands/order-status').then((module) => module.run),
  },
  reviews: {
    usage: 'reviews [--pending | --status <approve|hold|spam|trash>] [--first <count>]',
    summary: 'Lists reviews, newest first; --pending: those awaiting approval.',
    load: () => import('./commands/reviews').then((module) => module.run),
  },
  'review:approve': {
    usage: 'review:approve <review id>',
    summary: 'Approves a review: it shows on its product and counts in its rating.',
    load: () => import('./commands/review-approve').then((module) => module.run),
  },
  stock: {
    usage: 'stock <SKU> <quantity>',
    summary: "Sets the stock of the product or variation with the SKU (its stock is managed from then on).",
    load: () => import('./commands/stock').then((module) => module.run),
  },
  import: {
    usage: 'import <products.csv> [--dry-run]',
    summary: "Imports WooCommerce's product CSV; --dry-run says what it would change.",
    load: () => import('./commands/import').then((module) => module.run),
    filesToSend: () => import('./commands/import').then((module) => module.filesToSend),
  },
  export: {
    usage: 'export [file] [--origin https://shop.example]',
    summary: "Writes the catalog as WooCommerce's product CSV, to the file or to standard output.",
    load: () => import('./commands/export').then((module) => module.run),
  },
};

function printHelp(terminal: Terminal): void {
  terminal.print('Usage: npm run shop -- <command> [options]\n');
  for (const { usage, summary } of Object.values(commands)) terminal.print(`  ${usage}\n      ${summary}`);
}

const isUsageError = (error: unknown) =>
  error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));

/**
 * Runs the command the arguments name; answers the exit code. `openDatabase`: the database it works
 * on (inside the running shop, the shop's own; in a test, the test's); without it the command finds
 * its way to the shop's data (shop-channel.ts).
 */
export async function runShopCommand(argv: string[], terminal: Terminal, openDatabase?: () => Promise<ShopDatabase>): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    const asked = name === undefined || name === 'help' || name === '--help';
    if (!asked) terminal.print(`Unknown command "${name}".\n`);
    printHelp(terminal);
    return asked ? 0 : 2;
  }
  let opened: Promise<ShopDatabase> | undefined;
  try {
    if (!openDatabase) {
      const channel = await shopChannel();
      if (channel.way === 'shop') {
        const files = command.filesToSend ? await readSentFiles(await (await command.filesToSend())(args, terminal), terminal) : undefined;
        return await sendToShop(channel, { argv, files }, terminal);
      }
    }
    const run = await command.load();
    const database = () => (opened ??= (openDatabase ?? openShopDatabase)());
    return await run({ args, terminal, database: async () => (await database()).db, orderMailing: async () => (await database()).orderMailing });
  } catch (error) {
    if (isUsageError(error)) {
      terminal.print(`${(error as Error).message}\nUsage: npm run shop -- ${command.usage}`);
      return 2;
    }
    if (error instanceof InputError) {
      terminal.print(error.message);
      return 1;
    }
    throw error;
  } finally {
    if (opened) await (await opened).close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await runShopCommand(process.argv.slice(2), processTerminal);
