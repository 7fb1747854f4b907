// WooGraphQL's updateCustomer. Signed in: the account's details, addresses, meta data and password
// (domain/accounts/account-update.ts), counted against the client's address; after a new password
// the answer carries the tokens of the sign-in that replaces the revoked ones. With `isSession`
// (WooGraphQL's "save on the session, not in the database") only the addresses of the cart session
// change, as a guest's always do: a guest has only the session, so for them the flag changes
// nothing. Anything of an account needs one, and is not part of a session-only change.
import { customerIdOf, otherCustomerMessage, updateAccount, type AccountUpdateInput } from '../../domain/accounts/account-update';
import { updateSessionCustomer } from '../../domain/cart/cart-changes';
import { InputError } from '../../domain/input-error';
import { StoreMessage } from '../../domain/store-message';
import { customerResolvers } from '../cart/customer';
import { countChange } from '../cart/mutations';
import type { GraphQLContext } from '../context';

type UpdateCustomerInput = AccountUpdateInput & { clientMutationId?: string | null; isSession?: boolean | null };

const accountDetails = ['firstName', 'lastName', 'email', 'password', 'metaData'] as const;

const signInNeededMessage = new StoreMessage('signInNeeded');
const sessionOnlyMessage = 'Only the billing and shipping addresses can be saved to the session alone.';

async function updateSignedIn(ctx: GraphQLContext, viewer: NonNullable<GraphQLContext['viewer']>, input: UpdateCustomerInput) {
  await ctx.limits?.take('accountUpdate');
  const renewed = await updateAccount(ctx.db, ctx.session, viewer, input, { renew: true, seconds: ctx.auth.settings.refreshTokenSeconds });
  if (!renewed) return { authToken: null, refreshToken: null };
  const subject = { customerId: viewer.customerId, signInId: renewed.signInId };
  const [auth, refresh] = await Promise.all([ctx.auth.issue('auth', subject), ctx.auth.issue('refresh', subject, renewed.expiresAt.getTime() / 1000)]);
  // The rest of the answer is read as the new sign-in.
  ctx.viewer = subject;
  return { authToken: auth.token, refreshToken: refresh.token };
}

/** Refuses what a session-only change cannot do: anything of an account for a guest; for a customer, their details or another's id. */
function checkSessionOnly(viewer: GraphQLContext['viewer'], input: UpdateCustomerInput): void {
  const details = accountDetails.some((field) => input[field] != null);
  if (!viewer) {
    if (details || input.id != null) throw new InputError(signInNeededMessage);
    return;
  }
  if (input.id != null && customerIdOf(input.id) !== viewer.customerId) throw new InputError(otherCustomerMessage);
  if (details) throw new InputError(sessionOnlyMessage);
}

/** The cart session's addresses alone, counted as a change to the cart. */
async function updateSession(ctx: GraphQLContext, input: UpdateCustomerInput) {
  checkSessionOnly(ctx.viewer, input);
  await countChange(ctx);
  const row = await updateSessionCustomer(ctx.session, input);
  // A signed-in customer's account with the session's new addresses; a guest is their session.
  return ctx.viewer ? customerResolvers.RootQuery.customer(undefined, undefined, ctx) : row;
}

export const updateCustomerResolvers = {
  RootMutation: {
    async updateCustomer(_: unknown, { input }: { input: UpdateCustomerInput }, ctx: GraphQLContext) {
      if (!ctx.viewer || input.isSession) {
        return { clientMutationId: input.clientMutationId, customer: await updateSession(ctx, input), authToken: null, refreshToken: null };
      }
      const tokens = await updateSignedIn(ctx, ctx.viewer, input);
      const customer = await customerResolvers.RootQuery.customer(undefined, undefined, ctx);
      return { clientMutationId: input.clientMutationId, customer, ...tokens };
    },
  },
};
