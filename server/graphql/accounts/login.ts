// Headless Login's `login`: with a password (username or email, each attempt counted against the
// client and the account) or a login provider's answer; either way the sign-in completes in
// completeSignIn.
import { completeSignIn, type SignInResult } from '../../domain/accounts/complete-sign-in';
import { customerIdFromProvider, type OAuthResponse } from '../../domain/accounts/oauth/provider-login';
import { passwordSignIn, type PasswordCredentials } from '../../domain/accounts/password-sign-in';
import { InputError } from '../../domain/input-error';
import { StoreMessage } from '../../domain/store-message';
import type { GraphQLContext } from '../context';
import { customerResolvers } from '../cart/customer';
import { userOf } from './user';

export interface LoginInput {
  clientMutationId?: string | null;
  provider: string;
  credentials?: PasswordCredentials | null;
  oauthResponse?: OAuthResponse | null;
}

async function passwordCustomerId(ctx: GraphQLContext, credentials: PasswordCredentials | null | undefined): Promise<number> {
  if (!credentials) throw new InputError(new StoreMessage('enterCredentials'));
  return passwordSignIn(ctx.db, credentials, ctx.limits);
}

/**
 * A sign-in's answer: the tokens, and the user and customer they are for (the request now acts for
 * the customer, so the `customer` query's answer is theirs).
 */
export async function signInPayload(ctx: GraphQLContext, result: SignInResult, clientMutationId?: string | null) {
  const [user, customer] = await Promise.all([userOf(ctx, result.customerId), customerResolvers.RootQuery.customer(undefined, undefined, ctx)]);
  return { clientMutationId, ...result, user, customer };
}

export const loginResolvers = {
  RootMutation: {
    async login(_: unknown, { input }: { input: LoginInput }, ctx: GraphQLContext) {
      const customerId =
        input.provider === 'PASSWORD' ? await passwordCustomerId(ctx, input.credentials) : await customerIdFromProvider(ctx, input.provider, input.oauthResponse);
      return signInPayload(ctx, await completeSignIn(ctx, customerId, input.provider), input.clientMutationId);
    },
  },
  // WooGraphQL's older name for the session token, which clients still ask for.
  LoginPayload: {
    wooSessionToken: ({ sessionToken }: SignInResult) => sessionToken,
  },
};
