// What a command of the shop's CLI gets (server/shop-cli/cli.ts runs them): the words after its
// name, the terminal, and the shop's database, opened for it only when it asks; it answers its exit
// code. A command called wrongly throws UsageError, and one refused an InputError.
import type { Database } from '../db/connection';
import type { OrderMailing } from '../domain/orders/order-mail';
import type { Terminal } from './terminal';

export interface CommandContext {
  args: string[];
  terminal: Terminal;
  /** The shop's database (shop-database.ts), migrated; opened on the first call, closed after the command. */
  database(): Promise<Database>;
  /** How a change to an order sends its mails, as the shop sends them. */
  orderMailing(): Promise<OrderMailing | undefined>;
}

export type CommandRun = (context: CommandContext) => Promise<number>;

/**
 * The names of the owner's files a command will read through its terminal, found on the owner's
 * side before it goes to a running shop (which may not see the owner's folders), so they go with it.
 */
export type FilesToSend = (args: string[], terminal: Terminal) => Promise<string[]>;

/** A command called wrongly: its message is printed with the command's usage, and the CLI exits with 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
