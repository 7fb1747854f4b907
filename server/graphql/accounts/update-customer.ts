// WooGraphQL's updateCustomer. Signed in: the account's details, addresses, meta data and password
// (domain/accounts/account-update.ts), counted against the client's address; after a new password
// the answer carries the tokens of the sign-in that replaces the revoked ones. A guest changes only
// the addresses of their cart session, as before accounts existed; anything of an account needs one.
import { updateAccount, type AccountUpdateInput } from '../../domain/accounts/account-update';
import { updateSessionCustomer } from '../../domain/cart/cart-changes';
import { InputError } from '../../domain/input-error';
import { customerResolvers } from '../cart/customer';
import { countChange } from '../cart/mutations';
import type { GraphQLContext } from '../context';

type UpdateCustomerInput = AccountUpdateInput & { clientMutationId?: string | null };

const accountFields = ['id', 'firstName', 'lastName', 'email', 'password', 'metaData'] as const;

async function updateSignedIn(ctx: GraphQLContext, viewer: NonNullable<GraphQLContext['viewer']>, input: UpdateCustomerInput) {
  await ctx.limits?.take('accountUpdate');
  const renewed = await updateAccount(ctx.db, ctx.session, viewer, input, ctx.auth.settings.refreshTokenSeconds);
  if (!renewed) return { authToken: null, refreshToken: null };
  const subject = { customerId: viewer.customerId, signInId: renewed.signInId };
  const [auth, refresh] = await Promise.all([ctx.auth.issue('auth', subject), ctx.auth.issue('refresh', subject, renewed.expiresAt.getTime() / 1000)]);
  // The rest of the answer is read as the new sign-in.
  ctx.viewer = subject;
  return { authToken: auth.token, refreshToken: refresh.token };
}

export const updateCustomerResolvers = {
  RootMutation: {
    async updateCustomer(_: unknown, { input }: { input: UpdateCustomerInput }, ctx: GraphQLContext) {
      if (!ctx.viewer) {
        if (accountFields.some((field) => input[field] != null)) throw new InputError('Please sign in to do that.');
        await countChange(ctx);
        return { clientMutationId: input.clientMutationId, customer: await updateSessionCustomer(ctx.session, input) };
      }
      const tokens = await updateSignedIn(ctx, ctx.viewer, input);
      const customer = await customerResolvers.RootQuery.customer(undefined, undefined, ctx);
      return { clientMutationId: input.clientMutationId, customer, ...tokens };
    },
  },
};
