// WooGraphQL's registerCustomer: a new account, signed in at once (tokens, customer, viewer).
// Each registration counts against the client's address.
import { completeSignIn } from '../../domain/accounts/complete-sign-in';
import { registerCustomer, type RegistrationInput } from '../../domain/accounts/registration';
import type { GraphQLContext } from '../context';
import { signInPayload } from './login';

export const registerCustomerResolvers = {
  RootMutation: {
    async registerCustomer(_: unknown, { input }: { input: RegistrationInput & { clientMutationId?: string | null } }, ctx: GraphQLContext) {
      await ctx.limits?.take('register');
      const customerId = await registerCustomer(ctx.db, input, ctx.session.defaultCountry);
      const { user, ...payload } = await signInPayload(ctx, await completeSignIn(ctx, customerId, 'PASSWORD'), input.clientMutationId);
      return { ...payload, viewer: user };
    },
  },
};
