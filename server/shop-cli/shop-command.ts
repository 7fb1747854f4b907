// What a command of the shop's CLI is (server/shop-cli/cli.ts runs them): its usage line, and what
// it does with its arguments, the terminal and the shop's database, which is opened for it only when
// it asks.
import type { Database } from '../db/connection';
import type { Terminal } from './terminal';

export interface CommandContext {
  /** The words after the command's name. */
  args: string[];
  terminal: Terminal;
  /** The shop's database (DATABASE_URL, else PGlite in DATA_DIR), migrated; opened on the first call. */
  database(): Promise<Database>;
}

export interface ShopCommand {
  /** How to call it, after `npm run shop --`. */
  usage: string;
  /** One line on what it does. */
  summary: string;
  run(context: CommandContext): Promise<void>;
}

/** A command called wrongly: its message is printed with the command's usage, and the CLI exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
