// WPGraphQL's updateUser, as WooGraphQL clients use it to change a password
// (`updateUser(input: { id, password }) { user { id } }`): the viewer's own names, email and
// password, with the same rules, transaction and limit as updateCustomer (domain/accounts/
// account-update.ts). Any other id, or no viewer, is refused with WPGraphQL's words, which also
// never tell whether such a user exists.
//
// A new password ends every sign-in of the customer, this one too: UpdateUserPayload has no place
// for new tokens, so the client's next request with its old auth token fails with
// INVALID_AUTH_TOKEN and it signs in again with the new password (WooGraphQL storefronts sign in
// again right after changing it). Keeping this sign-in alive instead would also keep alive every
// copy of its token, which is what a customer changing a password may be trying to end.
import { customerIdOf, updateAccount } from '../../domain/accounts/account-update';
import { findCustomer } from '../../domain/accounts/store/customers';
import { InputError } from '../../domain/input-error';
import type { GraphQLContext } from '../context';

interface UpdateUserInput {
  clientMutationId?: string | null;
  id: string;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
}

const notAllowedMessage = 'Sorry, you are not allowed to edit this user.';

export async function updateUser(_: unknown, { input }: { input: UpdateUserInput }, ctx: GraphQLContext) {
  const { viewer } = ctx;
  if (!viewer || customerIdOf(input.id) !== viewer.customerId) throw new InputError(notAllowedMessage);
  await ctx.limits?.take('accountUpdate');
  const { clientMutationId, ...change } = input;
  await updateAccount(ctx.db, ctx.session, viewer, change, { renew: false });
  return { clientMutationId, user: await findCustomer(ctx.db, viewer.customerId) };
}
