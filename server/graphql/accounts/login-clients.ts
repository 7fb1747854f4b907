// Headless Login's `loginClients`: the login providers the shop offers (domain/accounts/oauth/).
import { loginClients } from '../../domain/accounts/oauth/login-clients';
import type { GraphQLContext } from '../context';

export const loginClientResolvers = {
  RootQuery: {
    loginClients: (_: unknown, __: unknown, ctx: GraphQLContext) => loginClients(ctx),
  },
};
