// Headless Login's `refreshToken` and `logout`. A refresh token that does not count (tampered,
// expired, its sign-in revoked) answers `success: false` without an error, as Headless Login does;
// logout revokes the request's sign-in, so its refresh token stops working too.
import { findLiveSignIn, revokeSignIn } from '../../domain/accounts/store/sign-ins';
import type { GraphQLContext } from '../context';

type Input<T = object> = { input: T & { clientMutationId?: string | null } };

export const tokenResolvers = {
  RootMutation: {
    async refreshToken(_: unknown, { input }: Input<{ refreshToken: string }>, ctx: GraphQLContext) {
      const refused = { clientMutationId: input.clientMutationId, authToken: null, authTokenExpiration: null, success: false };
      const subject = await ctx.auth.read('refresh', input.refreshToken);
      const signIn = subject && (await findLiveSignIn(ctx.db, subject.signInId, subject.customerId));
      if (!signIn) return refused;
      const auth = await ctx.auth.issue('auth', signIn);
      return { clientMutationId: input.clientMutationId, authToken: auth.token, authTokenExpiration: String(auth.expiresAt), success: true };
    },
    async logout(_: unknown, { input }: Input, ctx: GraphQLContext) {
      if (!ctx.viewer) return { clientMutationId: input.clientMutationId, success: null };
      await revokeSignIn(ctx.db, ctx.viewer.signInId);
      return { clientMutationId: input.clientMutationId, success: true };
    },
  },
};
