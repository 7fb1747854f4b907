// `user:role`: gives an account another role (a customer becomes a shop manager, a manager who
// leaves becomes a customer again). It counts from the account's next request: every capability
// check reads the role anew.
import { isRole } from '../../domain/accounts/capabilities';
import { setRole } from '../../domain/accounts/store/customer-roles';
import { findCustomerByLogin } from '../../domain/accounts/store/customers';
import { InputError } from '../../domain/input-error';
import { UsageError, type CommandContext } from '../shop-command';

export async function run({ args, terminal, database }: CommandContext): Promise<number> {
  const [login, role, ...extra] = args;
  if (!login || !role || extra.length > 0) throw new UsageError('Name the account and the role.');
  if (!isRole(role)) throw new UsageError(`"${role}" is not a role: use shop_manager, administrator or customer.`);
  const db = await database();
  const account = await findCustomerByLogin(db, login);
  if (!account) throw new InputError(`No account is named "${login}".`);
  await setRole(db, account.id, role);
  terminal.print(`${account.email} (user ${account.id}) is now ${role}; was ${account.role}.`);
  return 0;
}
