// `npm run shop -- <command> [options]`: the shop owner's tasks from a terminal. Each command is a
// module of commands/, loaded only when it runs; the table below is the list of them.
import { pathToFileURL } from 'node:url';
import { InputError } from '../domain/input-error';
import { UsageError, type ShopCommand } from './shop-command';
import { openShopDatabase, type ShopDatabase } from './shop-database';
import { processTerminal, type Terminal } from './terminal';

const commands: Record<string, () => Promise<ShopCommand>> = {
  'user:create': () => import('./commands/user-create').then((module) => module.userCreate),
  'user:role': () => import('./commands/user-role').then((module) => module.userRole),
};

async function printHelp(terminal: Terminal): Promise<void> {
  terminal.print('Usage: npm run shop -- <command> [options]\n');
  for (const load of Object.values(commands)) {
    const command = await load();
    terminal.print(`  ${command.usage}\n      ${command.summary}`);
  }
}

/** Runs the command the arguments name; answers the exit code (0 done, 1 refused, 2 called wrongly). */
export async function runShopCommand(argv: string[], terminal: Terminal, openDatabase: () => Promise<ShopDatabase> = openShopDatabase): Promise<number> {
  const [name, ...args] = argv;
  const load = name === undefined ? undefined : commands[name];
  if (!load) {
    if (name !== undefined && name !== 'help' && name !== '--help') terminal.print(`Unknown command "${name}".\n`);
    await printHelp(terminal);
    return name === undefined || name === 'help' || name === '--help' ? 0 : 2;
  }
  const command = await load();
  let opened: Promise<ShopDatabase> | undefined;
  try {
    await command.run({ args, terminal, database: async () => (await (opened ??= openDatabase())).db });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      terminal.print(`${error.message}\nUsage: npm run shop -- ${command.usage}`);
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
