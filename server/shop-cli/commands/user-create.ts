// `user:create`: makes an account with a role (a shop manager, an administrator, or a customer), who
// then signs in through the storefront's own sign-in like any customer. The password is asked for
// at a terminal (twice), taken from --password in a script, or made and printed once
// (--generate-password, or when nobody is at a terminal to ask).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { readShopCountry } from '../../config';
import { isRole } from '../../domain/accounts/capabilities';
import { registerCustomer } from '../../domain/accounts/registration';
import { InputError } from '../../domain/input-error';
import { UsageError, type CommandContext } from '../shop-command';
import type { Terminal } from '../terminal';

/** 24 characters of 64: far beyond guessing, and typed once into a password manager. */
const generatedPassword = () => randomBytes(18).toString('base64url');

async function chosenPassword(given: { password?: string; 'generate-password'?: boolean }, terminal: Terminal): Promise<{ password: string; generated: boolean }> {
  if (given.password !== undefined && given['generate-password']) throw new UsageError('Give --password or --generate-password, not both.');
  if (given.password !== undefined) return { password: given.password, generated: false };
  const typed = given['generate-password'] ? null : await terminal.askSecret('Password: ');
  if (typed === null) return { password: generatedPassword(), generated: true };
  if ((await terminal.askSecret('Password again: ')) !== typed) throw new InputError('The passwords do not match.');
  return { password: typed, generated: false };
}

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'customer' },
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      password: { type: 'string' },
      'generate-password': { type: 'boolean' },
    },
  });
  if (!values.email) throw new UsageError('--email is required.');
  if (!isRole(values.role)) throw new UsageError(`"${values.role}" is not a role: use shop_manager, administrator or customer.`);
  const { password, generated } = await chosenPassword(values, terminal);
  const input = { email: values.email, username: values.username, password, firstName: values['first-name'], lastName: values['last-name'] };
  const id = await registerCustomer(await database(), input, readShopCountry(), values.role);
  terminal.print(`Made ${values.role} ${values.email} (user ${id}).`);
  if (generated) terminal.print(`Password (shown only this once): ${password}`);
  return 0;
}
