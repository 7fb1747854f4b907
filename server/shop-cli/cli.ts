// `npm run shop -- <command> [options]`: the shop owner's commands, each a module of commands/,
// loaded only when it runs; the table below lists them with how to call them. A command answers its
// exit code: 0 done, 1 refused (an InputError's reason is printed), 2 called wrongly (with its usage).
import { pathToFileURL } from 'node:url';
import { InputError } from '../domain/input-error';
import { UsageError, type CommandRun } from './shop-command';
import { openShopDatabase, type ShopDatabase } from './shop-database';
import { processTerminal, type Terminal } from './terminal';

interface ShopCommand {
  usage: string;
  summary: string;
  load(): Promise<CommandRun>;
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
  import: {
    usage: 'import <products.csv> [--dry-run]',
    summary: "Imports WooCommerce's product CSV; --dry-run says what it would change.",
    load: () => import('./commands/import').then((module) => ({ args }) => module.run(args)),
  },
  export: {
    usage: 'export [file] [--origin https://shop.example]',
    summary: "Writes the catalog as WooCommerce's product CSV, to the file or to standard output.",
    load: () => import('./commands/export').then((module) => ({ args }) => module.run(args)),
  },
};

function printHelp(terminal: Terminal): void {
  terminal.print('Usage: npm run shop -- <command> [options]\n');
  for (const { usage, summary } of Object.values(commands)) terminal.print(`  ${usage}\n      ${summary}`);
}

const isUsageError = (error: unknown) =>
  error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));

/** Runs the command the arguments name; answers the exit code. */
export async function runShopCommand(argv: string[], terminal: Terminal, openDatabase: () => Promise<ShopDatabase> = openShopDatabase): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    const asked = name === undefined || name === 'help' || name === '--help';
    if (!asked) terminal.print(`Unknown command "${name}".\n`);
    printHelp(terminal);
    return asked ? 0 : 2;
  }
  const run = await command.load();
  let opened: Promise<ShopDatabase> | undefined;
  try {
    return await run({ args, terminal, database: async () => (await (opened ??= openDatabase())).db });
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
